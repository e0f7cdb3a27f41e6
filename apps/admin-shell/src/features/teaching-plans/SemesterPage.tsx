import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { semesterBody, type SemesterAdminRow, type SemesterBody } from '@medteach/contract';
import { TextField } from '../../shared/crud/fields';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { ResourceList } from '../../shared/crud/ResourceList';
import { exportSemesters, teachingPlanMutations, teachingPlanQueries } from './api';
import { DateField } from './DateField';
import { semesterText as text } from './messages';

const NEW_SEMESTER: Partial<SemesterBody> = {};
const COLUMNS: TableColumnsType<SemesterAdminRow> = [
  { key: 'semesterId', title: text.semesterId, dataIndex: 'semesterId', align: 'center', width: 100 },
  { key: 'semesterName', title: text.semesterName, dataIndex: 'semesterName' },
  { key: 'startDate', title: text.startDate, dataIndex: 'startDate', align: 'center', width: 140 },
  { key: 'endDate', title: text.endDate, dataIndex: 'endDate', align: 'center', width: 140 },
  { key: 'planCount', title: text.planCount, dataIndex: 'planCount', align: 'center', width: 120 },
];

type FormGetter = { getFieldValue: (name: string) => unknown };

/** 结束日期 on or after 开始日期 (the server says the same; said here before the round trip). */
const endAfterStart = ({ getFieldValue }: FormGetter) => ({
  validator: (_: unknown, end?: string) => {
    const start = getFieldValue('startDate') as string | undefined;
    return !start || !end || end >= start ? Promise.resolve() : Promise.reject(new Error(text.endBeforeStart));
  },
});

/**
 * Two semesters whose dates overlap put the same days in two teaching weeks: said as a warning under the dates (the
 * admin may mean it, e.g. a summer term inside a year), which does not stop 确定.
 */
function overlapWarning(others: SemesterAdminRow[]) {
  return ({ getFieldValue }: FormGetter) => ({
    warningOnly: true,
    validator: (_: unknown, end?: string) => {
      const start = getFieldValue('startDate') as string | undefined;
      const self = getFieldValue('semesterId') as number | undefined;
      if (!start || !end || end < start) return Promise.resolve();
      const other = others.find((s) => s.semesterId !== self && s.startDate <= end && start <= s.endDate);
      return other ? Promise.reject(new Error(text.overlaps(other.semesterName, other.startDate, other.endDate))) : Promise.resolve();
    },
  });
}

function SemesterFields() {
  const semesters = useQuery(teachingPlanQueries.semesterOptions());
  const others = semesters.data?.rows ?? [];
  return (
    <>
      <TextField name="semesterName" label={text.semesterName} required />
      <DateField name="startDate" label={text.startDate} rules={requiredRule(text.startDate, { whitespace: false })} />
      <DateField
        name="endDate"
        label={text.endDate}
        rules={[...requiredRule(text.endDate, { whitespace: false }), endAfterStart, overlapWarning(others)]}
        dependencies={['startDate']}
      />
    </>
  );
}

/** 学期管理 (/teaching/semester): semesters with their dates and how many plans they hold. */
export default function SemesterPage() {
  return (
    <ResourceList
      listQuery={teachingPlanQueries.semesters}
      save={teachingPlanMutations.saveSemester}
      remove={teachingPlanMutations.removeSemesters}
      rowKey="semesterId"
      idLabel={text.semesterId}
      nameOf={(s) => s.semesterName}
      deleteQuestion={text.deleteQuestion}
      columns={COLUMNS}
      searchName="semesterQuery"
      searchFields={<TextField name="semesterName" label={text.semesterName} allowClear />}
      onExport={(f) => void exportSemesters(f)}
      formName="semesterForm"
      titles={{ add: text.add, edit: text.edit }}
      defaults={NEW_SEMESTER}
      toBody={(v, semesterId) => semesterBody.parse({ ...v, semesterId })}
      fields={() => <SemesterFields />}
    />
  );
}
