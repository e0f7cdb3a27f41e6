import { useQuery } from '@tanstack/react-query';
import { Form, Select, type TableColumnsType } from 'antd';
import { classBody, type ClassBody, type SysClassRow } from '@medteach/contract';
import { messages } from '../../messages';
import { TextField } from '../../shared/crud/fields';
import { classMutations, classQueries, exportClasses } from './api';
import { ClassFields } from './ClassFields';
import { classText as text } from './messages';
import { ResourceList } from '../../shared/crud/ResourceList';

const crud = messages.crud;
const NEW_CLASS: Partial<ClassBody> = {};
const COLUMNS: TableColumnsType<SysClassRow> = [
  { key: 'classId', title: text.classId, dataIndex: 'classId', align: 'center', width: 100 },
  { key: 'className', title: text.className, dataIndex: 'className' },
  { key: 'gradeName', title: text.gradeName, dataIndex: 'gradeName', align: 'center' },
  { key: 'majorName', title: text.majorName, dataIndex: 'majorName', align: 'center' },
  { key: 'studentCount', title: text.studentCount, dataIndex: 'studentCount', align: 'center', width: 110 },
];

/** 班级管理 (/people/classes): one row per class with its grade, its major and how many students it holds. */
export default function ClassesPage() {
  const majors = useQuery(classQueries.majorOptions());
  const grades = useQuery(classQueries.gradeOptions());
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
  return (
    <ResourceList
      listQuery={classQueries.classes}
      save={classMutations.saveClass}
      remove={classMutations.removeClasses}
      rowKey="classId"
      idLabel={text.classId}
      nameOf={(c) => c.className}
      deleteQuestion={text.deleteClass}
      columns={COLUMNS}
      searchName="classQuery"
      searchFields={searchFields}
      onExport={(f) => void exportClasses(f)}
      formName="classForm"
      titles={{ add: text.addClass, edit: text.editClass }}
      defaults={NEW_CLASS}
      toBody={(v, classId) => classBody.parse({ ...v, classId })}
      fields={() => <ClassFields />}
    />
  );
}
