import dayjs from 'dayjs';
import { Form, type TableColumnsType } from 'antd';
import { DateTimePicker } from '../../shared/dates/pickers';
import { examAdminBody, stationAdminMessages, type ExamAdminBody, type ExamAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { TextField } from '../../shared/crud/fields';
import { ResourceList } from '../../shared/crud/ResourceList';
import { exportExams, stationAdminMutations, stationAdminQueries } from './api';
import { stationAdminText as text } from './messages';

const crud = messages.crud;
const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const NEW_EXAM: Partial<ExamAdminBody> = {};
const COLUMNS: TableColumnsType<ExamAdminRow> = [
  { key: 'examId', title: text.examId, dataIndex: 'examId', align: 'center', width: 100 },
  { key: 'examName', title: text.examName, dataIndex: 'examName' },
  { key: 'window', title: text.window, align: 'center', render: (_, e) => (e.startsAt ? `${e.startsAt} 至 ${e.endsAt}` : text.unscheduled) },
  { key: 'stationCount', title: text.stationCount, dataIndex: 'stationCount', align: 'center', width: 100 },
];

/** A `YYYY-MM-DD HH:mm:ss` text the form holds, picked on a calendar with the time. */
function TimeField({ name, label, rules }: { name: keyof ExamAdminBody; label: string; rules?: object[] }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      getValueProps={(value?: string | null) => ({ value: value ? dayjs(value, FORMAT) : undefined })}
      normalize={(value?: dayjs.Dayjs | null) => (value ? value.format(FORMAT) : null)}
    >
      <DateTimePicker format={FORMAT} placeholder={crud.pleaseSelect(label)} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The window's rule in the dialog (the server checks it again): both or neither, the end after the start. */
const windowRule = ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
  validator: (_: unknown, endsAt?: string | null) => {
    const startsAt = getFieldValue('startsAt') as string | null | undefined;
    if (!startsAt !== !endsAt) return Promise.reject(new Error(stationAdminMessages.windowPair));
    if (startsAt && endsAt && endsAt <= startsAt) return Promise.reject(new Error(stationAdminMessages.window));
    return Promise.resolve();
  },
});

/** 考试管理 (/station/exam): exams and their window; an exam with stations is not deleted. */
export default function ExamsPage() {
  return (
    <ResourceList
      listQuery={stationAdminQueries.exams}
      save={stationAdminMutations.saveExam}
      remove={stationAdminMutations.removeExams}
      rowKey="examId"
      idLabel={text.examId}
      nameOf={(e) => e.examName}
      deleteQuestion={text.deleteExam}
      columns={COLUMNS}
      searchName="examQuery"
      searchFields={<TextField name="examName" label={text.examName} allowClear />}
      onExport={(f) => void exportExams(f)}
      formName="examForm"
      titles={{ add: text.addExam, edit: text.editExam }}
      defaults={NEW_EXAM}
      toBody={(v, examId) => examAdminBody.parse({ ...v, examId })}
      fields={() => (
        <>
          <TextField name="examName" label={text.examName} required />
          <TimeField name="startsAt" label={text.startsAt} />
          <TimeField name="endsAt" label={text.endsAt} rules={[windowRule]} />
          <Form.Item wrapperCol={{ offset: 5 }} style={{ marginTop: -12, color: '#666' }}>
            {text.windowHelp}
          </Form.Item>
        </>
      )}
    />
  );
}
