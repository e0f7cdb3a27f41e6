import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select, Tag, type TableColumnsType } from 'antd';
import { studyBankBody, type StudyBankAdminRow, type StudyBankBody } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudFormModal, requiredRule } from '../../shared/crud/CrudFormModal';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing, type CrudEditor } from '../../shared/crud/useCrudEditing';
import { questionAdminMutations, questionAdminQueries, type StudyBankFilter } from './api';
import { qbText as text } from './messages';
import { MAJOR_TYPE_OPTIONS, MajorTypeField } from './shared';

const crud = messages.crud;
const NEW_BANK: Partial<StudyBankBody> = { majorType: 1, sort: 0, categoryIds: [] };

/** 题库管理 (/question-bank/bank): the study banks the phone's /subject tabs list, per major type, and their categories. */
export default function StudyBankPage() {
  const list = useListParams<StudyBankFilter>({});
  const query = useQuery({ ...questionAdminQueries.banks(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(questionAdminMutations.removeBanks());
  const editor = useCrudEditing<StudyBankAdminRow, StudyBankBody>({
    rowKey: 'studyBankId',
    idLabel: text.bankId,
    save: useMutation(questionAdminMutations.saveBank()),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.studyBankId)),
  });

  const columns: TableColumnsType<StudyBankAdminRow> = [
    { key: 'studyBankId', title: text.bankId, dataIndex: 'studyBankId', align: 'center', width: 100 },
    { key: 'studyBankName', title: text.bankName, dataIndex: 'studyBankName' },
    { key: 'majorType', title: text.majorType, align: 'center', render: (_, r) => text.majorTypes[r.majorType] ?? r.majorType },
    { key: 'categories', title: text.bankCategories, render: (_, r) => r.categoryNames.map((n) => <Tag key={n}>{n}</Tag>) },
    { key: 'questionCount', title: text.bankQuestionCount, dataIndex: 'questionCount', align: 'center', width: 100 },
    { key: 'sort', title: text.sort, dataIndex: 'sort', align: 'center', width: 100 },
  ];
  const searchFields = (
    <>
      <TextField name="studyBankName" label={text.bankName} allowClear />
      <MajorTypeField />
    </>
  );

  return (
    <CrudList<StudyBankAdminRow, StudyBankFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'studyBankQuery', fields: searchFields }}
      newRow={NEW_BANK as Partial<StudyBankAdminRow>}
    >
      <StudyBankForm editor={editor} />
    </CrudList>
  );
}

function StudyBankForm({ editor }: { editor: CrudEditor<StudyBankAdminRow, StudyBankBody> }) {
  const { editing } = editor;
  const [form] = Form.useForm<StudyBankBody>();
  const majorType = Form.useWatch('majorType', form) ?? editing?.majorType;
  const categories = useQuery({ ...questionAdminQueries.categories(majorType), enabled: !!editing && majorType !== undefined });
  const tops = (categories.data ?? []).filter((c) => c.parentId === 0).map((c) => ({ value: c.categoryId, label: c.categoryName }));
  return (
    <CrudFormModal<StudyBankBody>
      name="studyBankForm"
      form={form}
      title={editing?.studyBankId ? text.editBank : text.addBank}
      editing={editing}
      defaults={NEW_BANK}
      saving={editor.saving}
      onSave={(v) => editor.save(studyBankBody.parse({ ...v, studyBankId: editing?.studyBankId }))}
      onCancel={editor.close}
    >
      <TextField name="studyBankName" label={text.bankName} required />
      <Form.Item name="majorType" label={text.majorType} rules={requiredRule(text.majorType, { whitespace: false })}>
        <Select options={MAJOR_TYPE_OPTIONS} onChange={() => form.setFieldValue('categoryIds', [])} />
      </Form.Item>
      <Form.Item name="categoryIds" label={text.bankCategories} extra={text.bankCategoriesHint}>
        <Select mode="multiple" loading={categories.isFetching} options={tops} placeholder={crud.pleaseSelect(text.bankCategories)} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="sort" label={text.sort} rules={requiredRule(text.sort, { whitespace: false })}>
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </CrudFormModal>
  );
}
