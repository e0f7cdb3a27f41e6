import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { categoryBody, type CategoryAdminRow, type CategoryBody } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudFormModal, requiredRule } from '../../shared/crud/CrudFormModal';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing, type CrudEditor } from '../../shared/crud/useCrudEditing';
import { questionAdminMutations, questionAdminQueries } from './api';
import { qbText as text } from './messages';
import { MAJOR_TYPE_OPTIONS, MajorTypeField, categoryTree, type CategoryNode } from './shared';

const crud = messages.crud;
interface CategoryFilter {
  majorType?: number;
  categoryName?: string;
}
const NEW_CATEGORY: Partial<CategoryBody> = { parentId: 0, majorType: 1, code: '', sort: 0, isDemo: 0, locked: false, productInfoId: null };

/**
 * 分类管理 (/question-bank/category): the two-level tree the phone's /subject accordion shows, with the demo flag,
 * the lock and the product whose purchase unlocks it. A category that still holds questions is not deleted.
 */
export default function CategoryPage() {
  const list = useListParams<CategoryFilter>({});
  const categories = useQuery({ ...questionAdminQueries.categories(list.params.majorType, list.params.categoryName), placeholderData: keepPreviousData });
  const tree = useMemo(() => categoryTree(categories.data ?? []), [categories.data]);
  const query = { data: { rows: tree, total: tree.length }, isFetching: categories.isFetching, refetch: categories.refetch };
  const remove = useMutation(questionAdminMutations.removeCategories());
  const editor = useCrudEditing<CategoryNode, CategoryBody>({
    rowKey: 'categoryId',
    idLabel: text.categoryId,
    save: useMutation(questionAdminMutations.saveCategory()),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.categoryId)),
  });

  const columns: TableColumnsType<CategoryNode> = [
    { key: 'categoryName', title: text.categoryName, dataIndex: 'categoryName', width: 260 },
    { key: 'categoryId', title: text.categoryId, dataIndex: 'categoryId', align: 'center', width: 100 },
    { key: 'majorType', title: text.majorType, align: 'center', width: 150, render: (_, r) => text.majorTypes[r.majorType] ?? r.majorType },
    { key: 'code', title: text.code, dataIndex: 'code', align: 'center', width: 100 },
    { key: 'isDemo', title: text.demo, align: 'center', width: 80, render: (_, r) => (r.isDemo ? <Tag color="green">{text.yes}</Tag> : text.no) },
    { key: 'locked', title: text.locked, align: 'center', render: (_, r) => (r.locked ? <Tag color="orange">{`${text.lockedTag} · ${r.skillName}`}</Tag> : text.no) },
    { key: 'questionCount', title: text.questionCount, dataIndex: 'questionCount', align: 'center', width: 90 },
    { key: 'sort', title: text.sort, dataIndex: 'sort', align: 'center', width: 90 },
  ];
  const searchFields = (
    <>
      <TextField name="categoryName" label={text.categoryName} allowClear />
      <MajorTypeField />
    </>
  );

  return (
    <CrudList<CategoryNode, CategoryFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'categoryQuery', fields: searchFields }}
      newRow={NEW_CATEGORY as Partial<CategoryNode>}
      paged={false}
      tree
      rowActions={(r) =>
        r.parentId === 0 ? (
          <Button type="link" size="small" onClick={() => editor.edit({ ...(NEW_CATEGORY as Partial<CategoryNode>), parentId: r.categoryId, majorType: r.majorType, locked: r.locked, productInfoId: r.productInfoId })}>
            {text.addChild}
          </Button>
        ) : null
      }
    >
      <CategoryForm editor={editor} all={categories.data ?? []} />
    </CrudList>
  );
}

function CategoryForm({ editor, all }: { editor: CrudEditor<CategoryNode, CategoryBody>; all: readonly CategoryAdminRow[] }) {
  const { editing } = editor;
  const [form] = Form.useForm<CategoryBody>();
  const majorType = Form.useWatch('majorType', form);
  const locked = Form.useWatch('locked', form);
  const products = useQuery({ ...questionAdminQueries.products(), enabled: !!editing });
  const parents = [
    { value: 0, label: text.topLevel },
    ...all.filter((c) => c.parentId === 0 && c.majorType === majorType && c.categoryId !== editing?.categoryId).map((c) => ({ value: c.categoryId, label: c.categoryName })),
  ];
  // A saved row carries more than the body (children, counts): only the body's fields go into the form.
  const values = editing && { ...editing, children: undefined };
  return (
    <CrudFormModal<CategoryBody>
      name="categoryForm"
      form={form}
      title={editing?.categoryId ? text.editCategory : text.addCategory}
      editing={values}
      defaults={NEW_CATEGORY}
      saving={editor.saving}
      onSave={(v) => editor.save(categoryBody.parse({ ...v, categoryId: editing?.categoryId, productInfoId: v.locked ? v.productInfoId : null }))}
      onCancel={editor.close}
    >
      <Form.Item name="majorType" label={text.majorType} rules={requiredRule(text.majorType, { whitespace: false })}>
        <Select options={MAJOR_TYPE_OPTIONS} onChange={() => form.setFieldValue('parentId', 0)} />
      </Form.Item>
      <Form.Item name="parentId" label={text.parentCategory}>
        <Select options={parents} />
      </Form.Item>
      <TextField name="categoryName" label={text.categoryName} required />
      <Form.Item name="code" label={text.code} extra={text.codeHint}>
        <Input placeholder={crud.pleaseEnter(text.code)} maxLength={20} />
      </Form.Item>
      <Form.Item name="sort" label={text.sort} rules={requiredRule(text.sort, { whitespace: false })}>
        <InputNumber min={0} max={9999} />
      </Form.Item>
      <Form.Item name="isDemo" label={text.demo} extra={text.demoHint}>
        <Radio.Group options={[{ value: 1, label: text.yes }, { value: 0, label: text.no }]} />
      </Form.Item>
      <Form.Item name="locked" label={text.locked} valuePropName="checked">
        <Switch />
      </Form.Item>
      {locked && (
        <Form.Item name="productInfoId" label={text.product} extra={text.productHint} rules={requiredRule(text.product, { whitespace: false })}>
          <Select
            loading={products.isFetching}
            placeholder={crud.pleaseSelect(text.product)}
            options={(products.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }))}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
      )}
    </CrudFormModal>
  );
}
