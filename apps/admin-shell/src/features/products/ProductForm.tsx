import { Col, Drawer, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import { PRODUCT_LIMITS, SKILL_TYPE_LABELS, SkillType, productAdminBody, type ProductAdminBody, type ProductAdminRow } from '@medteach/contract';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { messages } from '../../messages';
import { DrawerActions } from '../../shared/crud/DrawerActions';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { CategoryPicker } from './CategoryPicker';
import { productText as text } from './messages';

const crud = messages.crud;
const DRAWER_WIDTH = 880;
const FORM_ID = 'productForm';
const SKILL_TYPE_OPTIONS = Object.entries(SKILL_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

type FormValues = Omit<ProductAdminBody, 'id'>;
const NEW_PRODUCT: Partial<FormValues> = {
  skillType: SkillType.THEORY,
  skillExchangeIntegral: 0,
  // The goods page's 限时折扣 tag is a claim the admin makes for a product, never one it starts with.
  discountTag: false,
  iconUrl: '',
  introduceUrls: [],
  introduce: '',
  batchMarketPrice: null,
  batchPreferentialPrice: null,
  categoryIds: [],
};

const toForm = (row: Partial<ProductAdminRow>): Partial<FormValues> => {
  const { id: _id, skillId: _skill, categoryCount: _count, paidCount: _paid, ...values } = row;
  return { ...NEW_PRODUCT, ...values };
};

/** A price in yuan: two decimals, as the phone shows it (spec §5). */
function PriceInput({ id, value, onChange }: { id?: string; value?: number | null; onChange?: (v: number | null) => void }) {
  return <InputNumber id={id} value={value} onChange={onChange} min={0.01} max={PRODUCT_LIMITS.price} precision={2} step={1} suffix={text.yuan} style={{ width: '100%' }} />;
}

/** 添加商品 / 修改商品: a drawer (images and the category tree need room). */
export function ProductForm({ editor }: { editor: CrudEditor<ProductAdminRow, ProductAdminBody> }) {
  const id = editor.editing?.id;
  const open = !!editor.editing;
  return (
    <Drawer
      open={open}
      title={id ? text.editTitle : text.addTitle}
      size={DRAWER_WIDTH}
      onClose={editor.close}
      destroyOnHidden
      extra={<DrawerActions onCancel={editor.close} submit={{ formId: FORM_ID }} saving={editor.saving} />}
    >
      {open && <ProductFields key={id ?? 'new'} id={id} initial={toForm(editor.editing ?? {})} onSave={editor.save} />}
    </Drawer>
  );
}

/** Mounted per product (keyed by id): `initial` fills the form once. The contract's rules put their messages on the fields. */
function ProductFields({ id, initial, onSave }: { id?: number; initial: Partial<FormValues>; onSave: (body: ProductAdminBody) => void }) {
  const [form] = Form.useForm<FormValues>();
  const submit = (values: FormValues) => {
    const parsed = productAdminBody.safeParse({ ...values, id });
    if (parsed.success) return onSave(parsed.data);
    form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path as never, errors: [issue.message] })));
  };

  return (
    <Form<FormValues> id={FORM_ID} name={FORM_ID} form={form} layout="vertical" initialValues={initial} onFinish={submit}>
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name="name" label={text.name} rules={requiredRule(text.name)}>
            <Input maxLength={PRODUCT_LIMITS.name} showCount placeholder={crud.pleaseEnter(text.name)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="skillType" label={text.skillType}>
            <Radio.Group options={SKILL_TYPE_OPTIONS} optionType="button" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="marketPrice" label={text.marketPrice} rules={requiredRule(text.marketPrice, { whitespace: false })}>
            <PriceInput />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="preferentialPrice" label={text.preferentialPrice} rules={requiredRule(text.preferentialPrice, { whitespace: false })}>
            <PriceInput />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="batchMarketPrice" label={text.batchMarketPrice}>
            <PriceInput />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="batchPreferentialPrice" label={text.batchPreferentialPrice}>
            <PriceInput />
          </Form.Item>
        </Col>
        <Col span={24}>
          <div style={{ color: '#666', fontSize: 12, marginTop: -12, marginBottom: 16 }}>{text.batchHelp}</div>
        </Col>
        <Col span={8}>
          <Form.Item name="skillExchangeIntegral" label={text.integral}>
            <InputNumber min={0} max={PRODUCT_LIMITS.integral} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="discountTag" label={text.discountTag} valuePropName="checked" extra={text.discountTagHelp}>
            <Switch checkedChildren={text.yes} unCheckedChildren={text.no} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="categoryIds" label={text.categories} extra={text.categoriesHelp}>
        <CategoryPicker productId={id} />
      </Form.Item>
      <Form.Item name="iconUrl" label={text.icon} getValueProps={(url?: string) => ({ value: url ? [url] : [] })} normalize={(urls: string[]) => urls[0] ?? ''}>
        <ImageUpload rules={{ maxFiles: 1 }} />
      </Form.Item>
      <Form.Item name="introduceUrls" label={text.introduceUrls}>
        <ImageUpload rules={{ maxFiles: PRODUCT_LIMITS.images }} />
      </Form.Item>
      <Form.Item name="introduce" label={text.introduce}>
        <Input.TextArea rows={4} maxLength={PRODUCT_LIMITS.introduce} showCount placeholder={crud.pleaseEnter(text.introduce)} />
      </Form.Item>
    </Form>
  );
}
