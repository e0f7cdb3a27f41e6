import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Select, type TableColumnsType } from 'antd';
import { planBody, type PlanAdminRow, type PlanBody, type PlanFilter, type PlanInput } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudFormModal } from '../../shared/crud/CrudFormModal';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { classQueries } from '../classes';
import { exportPlans, planDeleteImpact, teachingPlanMutations, teachingPlanQueries } from './api';
import { CopyToSemesterModal } from './CopyToSemesterModal';
import { planText as text } from './messages';
import { PlanFields } from './PlanFields';

const crud = messages.crud;
const NEW_PLAN: Partial<PlanInput> = { theoryPeriod: 0, experimentPeriod: 0 };

// No sideways scroll: the 操作 column (复制到学期, 修改, 删除) keeps its width; long texts are cut with an ellipsis.
// The textbook and locations are in the dialog and the export.
const COLUMNS: TableColumnsType<PlanAdminRow> = [
  { key: 'planId', title: text.planId, dataIndex: 'planId', align: 'center', width: 80 },
  { key: 'planName', title: text.planName, dataIndex: 'planName', ellipsis: true },
  { key: 'semesterName', title: text.semester, dataIndex: 'semesterName', ellipsis: true },
  { key: 'majorName', title: text.major, dataIndex: 'majorName', align: 'center', width: 100 },
  { key: 'classNames', title: text.classes, dataIndex: 'classNames', ellipsis: true, render: (v: string) => v.split(',').join('、') },
  { key: 'teacherName', title: text.teacher, dataIndex: 'teacherName', align: 'center', width: 90 },
  { key: 'hours', title: text.hours, align: 'center', width: 110, render: (_, p) => `${p.theoryPeriod} / ${p.experimentPeriod}` },
  { key: 'lessonCount', title: text.lessonCount, dataIndex: 'lessonCount', align: 'center', width: 80 },
];

/** 教学计划 (/teaching/plan): plans with their classes and teacher; 复制到学期 copies a whole plan and its lessons. */
export default function PlanPage() {
  const { modal, message } = App.useApp();
  const list = useListParams<PlanFilter>({});
  const query = useQuery({ ...teachingPlanQueries.plans(list.params), placeholderData: keepPreviousData });
  const semesters = useQuery(teachingPlanQueries.semesterOptions());
  const majors = useQuery(classQueries.majorOptions());
  const teachers = useQuery(teachingPlanQueries.teachers());
  const remove = useMutation(teachingPlanMutations.removePlans);
  const editor = useCrudEditing<PlanAdminRow, PlanBody>({
    rowKey: 'planId',
    idLabel: text.planId,
    save: useMutation(teachingPlanMutations.savePlan),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.planId)),
  });
  const [copying, setCopying] = useState<PlanAdminRow | null>(null);
  const editingId = editor.editing?.planId;

  /** 删除教学计划'x'，将同时删除 N 节课次及其签到、作业、评分记录 — counted by the server before asking. */
  const confirmDelete = async (rows: PlanAdminRow[]) => {
    const ids = rows.map((r) => r.planId);
    const impact = await planDeleteImpact(ids).catch(() => null);
    if (!impact) return void message.error(text.deleteImpactFailed);
    modal.confirm({
      title: messages.session.title,
      content: text.deleteImpact(rows.map((r) => r.planName).join('、'), impact.lessons) + text.deleteCounts(impact),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(ids).then(
          () => {
            editor.select([]);
            void message.success(crud.deleteOk);
          },
          () => undefined,
        ),
    });
  };

  const option = (label: string, name: keyof PlanFilter, width: number, options?: { value: number; label: string }[]) => (
    <Form.Item name={name} label={label}>
      <Select style={{ width }} allowClear showSearch optionFilterProp="label" placeholder={crud.pleaseSelect(label)} options={options} />
    </Form.Item>
  );
  const searchFields = (
    <>
      <TextField name="planName" label={text.planName} allowClear />
      {option(text.semester, 'semesterId', 220, semesters.data?.rows.map((s) => ({ value: s.semesterId, label: s.semesterName })))}
      {option(text.major, 'majorId', 140, majors.data?.rows.map((m) => ({ value: m.majorId, label: m.majorName })))}
      {option(text.teacher, 'teacherId', 140, teachers.data?.rows.map((u) => ({ value: u.userId, label: u.realName || u.nickName || u.userName })))}
    </>
  );

  return (
    <CrudList<PlanAdminRow, PlanFilter>
      list={list}
      query={query}
      columns={COLUMNS}
      actions={{ ...editor, confirmDelete: (rows) => void confirmDelete(rows) }}
      search={{ name: 'planQuery', fields: searchFields }}
      newRow={NEW_PLAN as Partial<PlanAdminRow>}
      onExport={() => {
        const { pageNum: _n, pageSize: _s, ...filter } = list.params;
        void exportPlans(filter);
      }}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => setCopying(r)}>
          {text.copy}
        </Button>
      )}
    >
      <CrudFormModal<PlanBody>
        name="planForm"
        title={editingId ? text.edit : text.add}
        editing={editor.editing}
        defaults={NEW_PLAN as Partial<PlanBody>}
        saving={editor.saving}
        onSave={(v) => editor.save(planBody.parse({ ...v, planId: editingId }))}
        onCancel={editor.close}
      >
        <PlanFields />
      </CrudFormModal>
      {copying ? <CopyToSemesterModal plan={copying} onClose={() => setCopying(null)} /> : null}
    </CrudList>
  );
}
