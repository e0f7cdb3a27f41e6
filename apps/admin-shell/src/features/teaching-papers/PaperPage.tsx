import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, type TableColumnsType } from 'antd';
import type { TeachingPaperBody, TeachingPaperRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { teachingPaperMutations, teachingPaperQueries } from './api';
import { paperText as text } from './messages';
import { PaperEditor } from './PaperEditor';

type Filter = { name?: string };

const columns: TableColumnsType<TeachingPaperRow> = [
  { key: 'paperId', title: text.paperId, dataIndex: 'paperId', width: 100, align: 'center' },
  { key: 'name', title: text.name, dataIndex: 'name', ellipsis: true },
  { key: 'questionCount', title: text.questionCount, dataIndex: 'questionCount', width: 100, align: 'center' },
  { key: 'recordCount', title: text.recordCount, dataIndex: 'recordCount', width: 110, align: 'center' },
  { key: 'lessonCount', title: text.lessonCount, dataIndex: 'lessonCount', width: 110, align: 'center' },
];

/**
 * 教学试卷 (issue 17): plan papers built from the question bank — search, 新增 / 修改 in the bank picker (order,
 * remove), delete (refused with the record count once students answered).
 */
export default function PaperPage() {
  const list = useListParams<Filter>({});
  const query = useQuery({ ...teachingPaperQueries.list(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(teachingPaperMutations.remove);
  const editor = useCrudEditing<TeachingPaperRow, TeachingPaperBody>({
    rowKey: 'paperId',
    idLabel: text.paperId,
    save: useMutation(teachingPaperMutations.save),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.paperId)),
    deleteQuestion: (rows) => text.deleteConfirm(rows.map((r) => r.name).join('、')),
  });

  return (
    <CrudList<TeachingPaperRow, Filter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{
        name: 'teachingPaperSearch',
        fields: (
          <Form.Item name="name" label={text.name}>
            <Input allowClear placeholder={messages.crud.pleaseEnter(text.name)} style={{ width: 220 }} />
          </Form.Item>
        ),
      }}
    >
      {editor.editing && <PaperEditor paperId={editor.editing.paperId} saving={editor.saving} onSave={editor.save} onClose={editor.close} />}
    </CrudList>
  );
}
