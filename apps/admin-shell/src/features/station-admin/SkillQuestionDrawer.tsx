import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Drawer, Empty, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { SKILL_ITEMS_MAX, skillQuestionAdminBody, type SkillQuestionAdminBody, type SkillQuestionAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { DrawerActions } from '../../shared/crud/DrawerActions';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { MediaFilesUpload } from './MediaFilesUpload';
import { stationAdminText as text } from './messages';
import { StationSelect } from './StationPicker';

const crud = messages.crud;
const DRAWER_WIDTH = 900;
const FORM_ID = 'skillQuestionForm';

type FormValues = Omit<SkillQuestionAdminBody, 'id'>;
const toForm = (row: Partial<SkillQuestionAdminRow>): Partial<FormValues> => ({
  stationId: row.stationId,
  name: row.name,
  sort: row.sort ?? 0,
  parts: row.parts ?? [{ description: '', descriptionFileUrl: '' }],
  details: row.details ?? [],
});

/** 添加 / 修改技能试题: a drawer with the question, its parts (题干) and its steps (步骤), each an ordered list. */
export function SkillQuestionDrawer({ editor }: { editor: CrudEditor<SkillQuestionAdminRow, SkillQuestionAdminBody> }) {
  const id = editor.editing?.id;
  const open = !!editor.editing;
  return (
    <Drawer
      open={open}
      title={id ? text.editQuestion : text.addQuestion}
      size={DRAWER_WIDTH}
      onClose={editor.close}
      destroyOnHidden
      extra={<DrawerActions onCancel={editor.close} submit={{ formId: FORM_ID }} saving={editor.saving} />}
    >
      {open && <QuestionFields key={id ?? 'new'} id={id} initial={toForm(editor.editing ?? {})} onSave={editor.save} />}
    </Drawer>
  );
}

/** 上移 / 下移 / 删除 of one entry of an ordered list. */
function ItemTools({ index, count, move, remove }: { index: number; count: number; move: (from: number, to: number) => void; remove: (i: number) => void }) {
  return (
    <Space size={0}>
      <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={text.moveUp} title={text.moveUp} disabled={index === 0} onClick={() => move(index, index - 1)} />
      <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={text.moveDown} title={text.moveDown} disabled={index === count - 1} onClick={() => move(index, index + 1)} />
      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={text.remove} title={text.remove} onClick={() => remove(index)} />
    </Space>
  );
}

/** Mounted per question (keyed by id): `initial` fills the form once; the contract's rules put their messages on the fields. */
function QuestionFields({ id, initial, onSave }: { id?: number; initial: Partial<FormValues>; onSave: (body: SkillQuestionAdminBody) => void }) {
  const [form] = Form.useForm<FormValues>();
  const submit = (values: FormValues) => {
    const parsed = skillQuestionAdminBody.safeParse({ ...values, id });
    if (parsed.success) return onSave(parsed.data);
    form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path as never, errors: [issue.message] })));
  };

  return (
    <Form<FormValues> id={FORM_ID} name={FORM_ID} form={form} layout="vertical" initialValues={initial} onFinish={submit}>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="stationId" label={text.station} rules={[{ required: true, message: crud.pleaseSelect(text.station) }]}>
            <StationSelect />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={text.questionName} rules={requiredRule(text.questionName)}>
            <Input maxLength={100} placeholder={crud.pleaseEnter(text.questionName)} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="sort" label={text.sort}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>

      <Form.List name="parts">
        {(fields, { add, remove, move }) => (
          <section aria-label={text.parts}>
            <Typography.Title level={5}>{text.parts}</Typography.Title>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noParts} />}
            {fields.map((field, index) => (
              <Card key={field.key} size="small" title={text.partLabel(index + 1)} extra={<ItemTools index={index} count={fields.length} move={move} remove={remove} />} style={{ marginBottom: 12 }}>
                <Form.Item name={[field.name, 'description']} label={text.description} rules={requiredRule(text.description)}>
                  <Input.TextArea rows={3} maxLength={2000} showCount placeholder={crud.pleaseEnter(text.description)} />
                </Form.Item>
                <Form.Item name={[field.name, 'descriptionFileUrl']} label={text.descriptionFiles} style={{ marginBottom: 0 }}>
                  <MediaFilesUpload />
                </Form.Item>
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= SKILL_ITEMS_MAX} onClick={() => add({ description: '', descriptionFileUrl: '' })} style={{ marginBottom: 24 }}>
              {text.addPart}
            </Button>
          </section>
        )}
      </Form.List>

      <Form.List name="details">
        {(fields, { add, remove, move }) => (
          <section aria-label={text.details}>
            <Typography.Title level={5}>{text.details}</Typography.Title>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noDetails} />}
            {fields.map((field, index) => (
              <Card key={field.key} size="small" title={text.detailLabel(index + 1)} extra={<ItemTools index={index} count={fields.length} move={move} remove={remove} />} style={{ marginBottom: 12 }}>
                <Form.Item name={[field.name, 'name']} label={text.detailName} rules={requiredRule(text.detailName)}>
                  <Input maxLength={100} placeholder={crud.pleaseEnter(text.detailName)} />
                </Form.Item>
                <Form.Item name={[field.name, 'fileUrl']} label={text.detailFiles} style={{ marginBottom: 0 }}>
                  <MediaFilesUpload />
                </Form.Item>
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= SKILL_ITEMS_MAX} onClick={() => add({ name: '', fileUrl: '' })}>
              {text.addDetail}
            </Button>
          </section>
        )}
      </Form.List>
    </Form>
  );
}
