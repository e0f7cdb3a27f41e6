import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, type TableColumnsType } from 'antd';
import { gradeBody, type GradeBody, type GradeRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudFormModal } from '../../shared/crud/CrudFormModal';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { classMutations, classQueries, exportGrades, type GradeFilter } from './api';
import { classText as text } from './messages';

const NEW_GRADE: Partial<GradeBody> = { sort: 0 };

/** The grades half of 专业与年级: name, order and how many classes each has. */
export function GradesCard() {
  const list = useListParams<GradeFilter>({});
  const query = useQuery({ ...classQueries.grades(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(classMutations.removeGrades);
  const editor = useCrudEditing<GradeRow, GradeBody>({
    rowKey: 'gradeId',
    idLabel: text.gradeId,
    save: useMutation(classMutations.saveGrade),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.gradeId)),
    deleteQuestion: (rows) => text.deleteGrade(rows.map((r) => r.gradeName).join('、')),
  });
  const columns: TableColumnsType<GradeRow> = [
    { key: 'gradeId', title: text.gradeId, dataIndex: 'gradeId', align: 'center', width: 100 },
    { key: 'gradeName', title: text.grade, dataIndex: 'gradeName' },
    { key: 'sort', title: text.gradeSort, dataIndex: 'sort', align: 'center', width: 90 },
    { key: 'classCount', title: text.classCount, dataIndex: 'classCount', align: 'center', width: 90 },
  ];
  return (
    <CrudList<GradeRow, GradeFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'gradeQuery', fields: <TextField name="gradeName" label={text.grade} allowClear /> }}
      onExport={() => void exportGrades({ gradeName: list.params.gradeName })}
    >
      <CrudFormModal<GradeBody>
        name="gradeForm"
        title={editor.editing?.gradeId ? text.editGrade : text.addGrade}
        editing={editor.editing}
        defaults={NEW_GRADE}
        saving={editor.saving}
        onSave={(v) => editor.save(gradeBody.parse({ ...v, gradeId: editor.editing?.gradeId }))}
        onCancel={editor.close}
      >
        <Form.Item name="gradeName" label={text.grade} rules={[{ required: true, whitespace: true, message: '年级名称不能为空' }]} extra={editor.editing?.gradeId ? text.gradeRenameNote : undefined}>
          <Input placeholder={messages.crud.pleaseEnter(text.grade)} />
        </Form.Item>
        <Form.Item name="sort" label={text.gradeSort}>
          <InputNumber min={0} max={9999} placeholder={messages.crud.pleaseEnter(text.gradeSort)} />
        </Form.Item>
      </CrudFormModal>
    </CrudList>
  );
}
