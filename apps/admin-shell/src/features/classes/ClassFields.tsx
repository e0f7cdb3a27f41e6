import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { messages } from '../../messages';
import { TextField } from '../../shared/crud/fields';
import { classQueries } from './api';
import { classText as text } from './messages';

const crud = messages.crud;

/** The fields of 添加班级 / 修改班级: a class name, the one grade and the one major the class belongs to. */
export function ClassFields() {
  const majors = useQuery(classQueries.majorOptions());
  const grades = useQuery(classQueries.gradeOptions());
  return (
    <>
      <TextField name="className" label={text.className} required />
      <Form.Item name="gradeName" label={text.gradeName} rules={[{ required: true, message: '请选择年级' }]}>
        <Select loading={grades.isLoading} placeholder={crud.pleaseSelect(text.gradeName)} options={grades.data?.rows.map((g) => ({ value: g.gradeName, label: g.gradeName }))} />
      </Form.Item>
      <Form.Item name="majorId" label={text.majorName} rules={[{ required: true, message: '请选择专业' }]}>
        <Select loading={majors.isLoading} placeholder={crud.pleaseSelect(text.majorName)} options={majors.data?.rows.map((m) => ({ value: m.majorId, label: m.majorName }))} />
      </Form.Item>
    </>
  );
}
