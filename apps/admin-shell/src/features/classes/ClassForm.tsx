import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { classBody, type ClassBody, type SysClassRow } from '@medteach/contract';
import { messages } from '../../messages';
import { CrudFormModal } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { classQueries } from './api';
import { classText as text } from './messages';

const crud = messages.crud;
const NEW_CLASS: Partial<ClassBody> = {};

/** 添加班级 / 修改班级: a name, one of the grades and one of the majors (both kept on 专业与年级). */
export function ClassForm({ editor }: { editor: CrudEditor<SysClassRow, ClassBody> }) {
  const majors = useQuery(classQueries.majorOptions());
  const grades = useQuery(classQueries.gradeOptions());
  const { editing } = editor;
  return (
    <CrudFormModal<ClassBody>
      name="classForm"
      title={editing?.classId ? text.editClass : text.addClass}
      editing={editing}
      defaults={NEW_CLASS}
      saving={editor.saving}
      onSave={(v) => editor.save(classBody.parse({ ...v, classId: editing?.classId }))}
      onCancel={editor.close}
    >
      <TextField name="className" label={text.className} required />
      <Form.Item name="gradeName" label={text.gradeName} rules={[{ required: true, message: '请选择年级' }]}>
        <Select loading={grades.isLoading} placeholder={crud.pleaseSelect(text.gradeName)} options={grades.data?.rows.map((g) => ({ value: g.gradeName, label: g.gradeName }))} />
      </Form.Item>
      <Form.Item name="majorId" label={text.majorName} rules={[{ required: true, message: '请选择专业' }]}>
        <Select loading={majors.isLoading} placeholder={crud.pleaseSelect(text.majorName)} options={majors.data?.rows.map((m) => ({ value: m.majorId, label: m.majorName }))} />
      </Form.Item>
    </CrudFormModal>
  );
}
