import { Form, Input, InputNumber, type TableColumnsType } from 'antd';
import { gradeBody, type GradeBody, type GradeRow } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { TextField } from '../../shared/crud/fields';
import { classMutations, classQueries, exportGrades } from './api';
import { classText as text } from './messages';
import { ResourceList } from '../../shared/crud/ResourceList';

const NEW_GRADE: Partial<GradeBody> = { sort: 0 };
const COLUMNS: TableColumnsType<GradeRow> = [
  { key: 'gradeId', title: text.gradeId, dataIndex: 'gradeId', align: 'center', width: 100 },
  { key: 'gradeName', title: text.grade, dataIndex: 'gradeName' },
  { key: 'sort', title: text.gradeSort, dataIndex: 'sort', align: 'center', width: 90 },
  { key: 'classCount', title: text.classCount, dataIndex: 'classCount', align: 'center', width: 90 },
];

/** The grades list of the majors-and-grades page: name, display order and how many classes each has. */
export function GradesCard() {
  return (
    <ResourceList
      listQuery={classQueries.grades}
      save={classMutations.saveGrade}
      remove={classMutations.removeGrades}
      rowKey="gradeId"
      idLabel={text.gradeId}
      nameOf={(g) => g.gradeName}
      deleteQuestion={text.deleteGrade}
      columns={COLUMNS}
      searchName="gradeQuery"
      searchFields={<TextField name="gradeName" label={text.grade} allowClear />}
      onExport={(f) => void exportGrades(f)}
      formName="gradeForm"
      titles={{ add: text.addGrade, edit: text.editGrade }}
      defaults={NEW_GRADE}
      toBody={(v, gradeId) => gradeBody.parse({ ...v, gradeId })}
      fields={(editing) => (
        <>
          <Form.Item name="gradeName" label={text.grade} rules={requiredRule(text.grade)} extra={editing ? text.gradeRenameNote : undefined}>
            <Input placeholder={messages.crud.pleaseEnter(text.grade)} />
          </Form.Item>
          <Form.Item name="sort" label={text.gradeSort}>
            <InputNumber min={0} max={9999} placeholder={messages.crud.pleaseEnter(text.gradeSort)} />
          </Form.Item>
        </>
      )}
    />
  );
}
