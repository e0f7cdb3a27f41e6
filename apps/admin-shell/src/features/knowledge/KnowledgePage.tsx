import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import { KNOWLEDGE_TYPE_LABELS, type KnowledgeBody, type KnowledgeRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { exportKnowledge, knowledgeMutations, knowledgeQueries, type KnowledgeFilter } from './api';
import { KnowledgeForm, TYPE_OPTIONS } from './KnowledgeForm';
import { knowledgeText as text } from './messages';

const crud = messages.crud;

/** 医学知识 (/content/knowledge): the articles the phone's /medical shows — search, list, add / edit, delete, export. */
export default function KnowledgePage() {
  const list = useListParams<KnowledgeFilter>({});
  const query = useQuery({ ...knowledgeQueries.list(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(knowledgeMutations.remove());
  const editor = useCrudEditing<KnowledgeRow, KnowledgeBody>({
    rowKey: 'id',
    idLabel: text.id,
    save: useMutation(knowledgeMutations.save()),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.id)),
  });

  const columns: TableColumnsType<KnowledgeRow> = [
    { key: 'id', title: text.id, dataIndex: 'id', align: 'center', width: 100 },
    { key: 'title', title: text.title, dataIndex: 'title', ellipsis: true, minWidth: 160 },
    { key: 'type', title: text.type, align: 'center', width: 110, render: (_, r) => <Tag>{KNOWLEDGE_TYPE_LABELS[r.type] ?? r.type}</Tag> },
    { key: 'introduction', title: text.introduction, dataIndex: 'introduction', ellipsis: true, minWidth: 200 },
    { key: 'sectionCount', title: text.sectionCount, dataIndex: 'sectionCount', align: 'center', width: 90 },
    {
      key: 'questionCount',
      title: text.questionCount,
      align: 'center',
      width: 100,
      render: (_, r) =>
        r.questionCount ? (
          <Tooltip title={text.linkedWarning(r.questionCount)}>
            <Tag color="blue">{r.questionCount}</Tag>
          </Tooltip>
        ) : (
          0
        ),
    },
  ];
  const searchFields = (
    <>
      <TextField name="title" label={text.title} allowClear />
      <Form.Item name="type" label={text.type}>
        <Select style={{ width: 160 }} allowClear placeholder={crud.pleaseSelect(text.type)} options={TYPE_OPTIONS} />
      </Form.Item>
    </>
  );
  const { title, type } = list.params;

  return (
    <CrudList<KnowledgeRow, KnowledgeFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'knowledgeQuery', fields: searchFields }}
      onExport={() => void exportKnowledge({ title, type })}
    >
      <KnowledgeForm editor={editor} />
    </CrudList>
  );
}
