import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Form, Input, InputNumber, Select, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { stationConsoleQueries } from '@medteach/api-client';
import { EXAMINEE_STATUSES, EXAMINEE_STATUS_LABELS, examineeAdminPaths, examineeBody, type ExamineeAdminRow, type ExamineeBody, type ImportReport } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudFormModal } from '../../shared/crud/CrudFormModal';
import { CrudList } from '../../shared/crud/CrudList';
import { DictSelectField } from '../../shared/crud/fields';
import { ImportDialog } from '../../shared/crud/import/ImportDialog';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { examineeMutations, examineeQueries, exportExaminees, type ExamineeFilter } from './api';
import { ExamineeFields } from './ExamineeFields';
import { examineeText as text } from './messages';
import { SchedulePanel } from './SchedulePanel';

const crud = messages.crud;
const NEW_EXAMINEE: Partial<ExamineeBody> = { batch: 1, plannedAt: null };
const STATUS_OPTIONS = EXAMINEE_STATUSES.map((value) => ({ value, label: EXAMINEE_STATUS_LABELS[value] }));
const STATUS_COLOR: Record<ExamineeAdminRow['status'], string> = { waiting: 'default', called: 'processing', inProgress: 'success', passed: 'warning', done: 'default' };

const COLUMNS: TableColumnsType<ExamineeAdminRow> = [
  { key: 'stationName', title: text.station, dataIndex: 'stationName', width: 120 },
  { key: 'batch', title: text.batch, dataIndex: 'batch', align: 'center', width: 70 },
  { key: 'seq', title: text.seq, dataIndex: 'seq', align: 'center', width: 70 },
  { key: 'realName', title: text.realName, dataIndex: 'realName', ellipsis: true },
  { key: 'jobNumber', title: text.jobNumber, dataIndex: 'jobNumber', ellipsis: true },
  { key: 'plannedAt', title: text.plannedAt, dataIndex: 'plannedAt', align: 'center', width: 160, render: (v: string | null) => v ?? '-' },
  { key: 'roomName', title: text.room, dataIndex: 'roomName', align: 'center', width: 110, render: (v: string) => v || '-' },
  { key: 'status', title: crud.status, align: 'center', width: 90, render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{EXAMINEE_STATUS_LABELS[r.status]}</Tag> },
];

/** 考生名单: the exam's examinees in calling order; add, edit, delete (not while called or examined), import, export. */
function ExamineeList({ examId, examName, stations }: { examId: number; examName: string; stations: { stationId: number; stationName: string }[] }) {
  const queryClient = useQueryClient();
  const list = useListParams<ExamineeFilter>({});
  const query = useQuery({ ...examineeQueries.list({ ...list.params, examId }), placeholderData: keepPreviousData });
  const remove = useMutation(examineeMutations.remove);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<number[]>([]);
  const editor = useCrudEditing<ExamineeAdminRow, ExamineeBody>({
    rowKey: 'examineeId',
    idLabel: text.examineeId,
    save: useMutation(examineeMutations.save),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.examineeId)),
    deleteQuestion: (rows) => text.deleteConfirm(rows.map((r) => r.realName).join('、')),
  });
  const editingId = editor.editing?.examineeId;
  const { pageNum: _page, pageSize: _size, ...filter } = list.params;

  const searchFields = (
    <>
      <Form.Item name="stationId" label={text.station}>
        <Select style={{ width: 150 }} allowClear placeholder={crud.pleaseSelect(text.station)} options={stations.map((s) => ({ value: s.stationId, label: s.stationName }))} />
      </Form.Item>
      <Form.Item name="keyword" label={text.keyword}>
        <Input allowClear placeholder={crud.pleaseEnter(text.keyword)} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="batch" label={text.batch}>
        <InputNumber min={1} precision={0} placeholder={crud.pleaseEnter(text.batch)} style={{ width: 110 }} />
      </Form.Item>
      <DictSelectField name="status" label={crud.status} options={STATUS_OPTIONS} width={120} />
    </>
  );

  return (
    <>
      <CrudList<ExamineeAdminRow, ExamineeFilter>
        list={list}
        query={query}
        columns={COLUMNS}
        actions={editor}
        newRow={{ stationId: stations[0]?.stationId } as Partial<ExamineeAdminRow>}
        search={{ name: 'examineeQuery', fields: searchFields }}
        onExport={() => void exportExaminees({ ...filter, examId })}
        onImport={() => setImporting(true)}
        highlightKeys={imported}
      >
        <CrudFormModal<ExamineeBody>
          name="examineeForm"
          title={editingId ? text.editTitle : text.addTitle}
          editing={editor.editing}
          defaults={NEW_EXAMINEE}
          saving={editor.saving}
          onSave={(v) => editor.save(examineeBody.parse({ ...v, examineeId: editingId }))}
          onCancel={editor.close}
        >
          <ExamineeFields stations={stations} />
        </CrudFormModal>
      </CrudList>
      <ImportDialog
        open={importing}
        title={text.importTitle}
        basePath={examineeAdminPaths.examinee}
        templateFileName="examinee_template"
        updateLabel={text.importUpdateLabel}
        params={{ examId }}
        help={text.importHelp(examName)}
        onClose={() => setImporting(false)}
        onImported={(report: ImportReport) => {
          setImported(report.ids);
          for (const queryKey of examineeMutations.save.meta.invalidates) void queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}

/**
 * 考生管理 (/station/examinee?examId=&tab=): pick an exam, then its examinee list (import, edit) or its station schedule
 * (who goes where, when; print, export). The choice lives in the query so a refresh opens the same view.
 */
export default function ExamineesPage() {
  const [query, setQuery] = useSearchParams();
  const exams = useQuery(stationConsoleQueries.exams());
  const examId = Number(query.get('examId')) || exams.data?.[0]?.examId;
  const exam = exams.data?.find((e) => e.examId === examId);
  const tab = query.get('tab') === 'schedule' ? 'schedule' : 'list';
  const setParam = (changes: Record<string, string>) => setQuery({ ...Object.fromEntries(query), ...changes }, { replace: true });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small">
        <Form layout="inline">
          <Form.Item label={text.exam}>
            <Select
              style={{ width: 280 }}
              loading={exams.isPending}
              placeholder={text.pickExam}
              value={exam?.examId}
              options={exams.data?.map((e) => ({ value: e.examId, label: e.examName }))}
              onChange={(id: number) => setParam({ examId: String(id) })}
              aria-label={text.exam}
            />
          </Form.Item>
        </Form>
      </Card>
      {exam ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParam({ tab: key })}
          items={[
            { key: 'list', label: text.listTab, children: <ExamineeList key={exam.examId} examId={exam.examId} examName={exam.examName} stations={exam.stations} /> },
            { key: 'schedule', label: text.scheduleTab, children: <SchedulePanel examId={exam.examId} /> },
          ]}
        />
      ) : (
        <Card loading={exams.isPending}>
          <Empty description={text.noExam} />
        </Card>
      )}
    </Space>
  );
}
