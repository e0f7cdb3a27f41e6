import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, Select, type TableColumnsType } from 'antd';
import type { ClassBody, SysClassRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { classMutations, classQueries, exportClasses, type ClassFilter } from './api';
import { ClassForm } from './ClassForm';
import { classText as text } from './messages';

const crud = messages.crud;

/** 班级管理 (/people/classes): classes with their grade, major and number of students. */
export default function ClassesPage() {
  const list = useListParams<ClassFilter>({});
  const query = useQuery({ ...classQueries.classes(list.params), placeholderData: keepPreviousData });
  const majors = useQuery(classQueries.majorOptions());
  const grades = useQuery(classQueries.gradeOptions());
  const remove = useMutation(classMutations.removeClasses);
  const editor = useCrudEditing<SysClassRow, ClassBody>({
    rowKey: 'classId',
    idLabel: text.classId,
    save: useMutation(classMutations.saveClass),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.classId)),
    deleteQuestion: (rows) => text.deleteClass(rows.map((r) => r.className).join('、')),
  });

  const columns: TableColumnsType<SysClassRow> = [
    { key: 'classId', title: text.classId, dataIndex: 'classId', align: 'center', width: 100 },
    { key: 'className', title: text.className, dataIndex: 'className' },
    { key: 'gradeName', title: text.gradeName, dataIndex: 'gradeName', align: 'center' },
    { key: 'majorName', title: text.majorName, dataIndex: 'majorName', align: 'center' },
    { key: 'studentCount', title: text.studentCount, dataIndex: 'studentCount', align: 'center', width: 110 },
  ];
  const searchFields = (
    <>
      <TextField name="className" label={text.className} allowClear />
      <Form.Item name="gradeName" label={text.gradeName}>
        <Select style={{ width: 140 }} allowClear placeholder={crud.pleaseSelect(text.gradeName)} options={grades.data?.rows.map((g) => ({ value: g.gradeName, label: g.gradeName }))} />
      </Form.Item>
      <Form.Item name="majorId" label={text.majorName}>
        <Select style={{ width: 160 }} allowClear placeholder={crud.pleaseSelect(text.majorName)} options={majors.data?.rows.map((m) => ({ value: m.majorId, label: m.majorName }))} />
      </Form.Item>
    </>
  );
  const { className, gradeName, majorId } = list.params;

  return (
    <CrudList<SysClassRow, ClassFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'classQuery', fields: searchFields }}
      onExport={() => void exportClasses({ className, gradeName, majorId })}
    >
      <ClassForm editor={editor} />
    </CrudList>
  );
}
