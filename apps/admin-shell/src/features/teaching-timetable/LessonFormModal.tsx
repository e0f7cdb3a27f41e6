import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, AutoComplete, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Skeleton, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { teachingWeekOf, type AdminLessonDetail, type PlanDetailBody, type TimetableOptions } from '@medteach/contract';
import { FileUpload, type UploadedFile } from '../../components/upload/FileUpload';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { DateTimeRangePicker } from '../../shared/dates/pickers';
import { timetableMutations, timetableQueries } from './api';
import { timetableText } from './messages';

const text = timetableText.lesson;
const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const DEFAULT_HOURS = 2;

/** Where the form opens: an empty cell (date + period) or a lesson. */
export type LessonTarget = { planDetailId: number } | { teachingDate: string; periodNum: number };

interface LessonForm {
  planId?: number;
  lessonContent?: string;
  teacherId?: number;
  addressName?: string;
  teachingDate?: Dayjs;
  periodNum?: number;
  periods?: number;
  attendance?: boolean;
  homeworkWindow?: [Dayjs, Dayjs] | null;
  homeworkContent?: string;
  homeworkAttachments?: UploadedFile[];
  materials?: UploadedFile[];
  paperIds?: number[];
  ratingIds?: number[];
}

const toFiles = (files: { fileName: string; fileUrl: string }[]): UploadedFile[] => files.map((f) => ({ name: f.fileName, url: f.fileUrl }));
const fromFiles = (files: UploadedFile[] = []) => files.map((f) => ({ fileName: f.name, fileUrl: f.url }));

function formOf(lesson: AdminLessonDetail): LessonForm {
  return {
    ...lesson,
    teachingDate: dayjs(lesson.teachingDate),
    attendance: lesson.attendanceStatus === 1,
    homeworkWindow: lesson.homeworkStartTime && lesson.homeworkEndTime ? [dayjs(lesson.homeworkStartTime), dayjs(lesson.homeworkEndTime)] : null,
    homeworkAttachments: toFiles(lesson.homeworkAttachments),
    materials: toFiles(lesson.materials),
  };
}

function bodyOf(values: LessonForm, planDetailId?: number): PlanDetailBody {
  const [start, end] = values.homeworkWindow ?? [];
  return {
    planDetailId,
    planId: values.planId as number,
    lessonContent: values.lessonContent ?? '',
    teacherId: values.teacherId as number,
    addressName: values.addressName ?? '',
    teachingDate: (values.teachingDate as Dayjs).format(DATE),
    periodNum: values.periodNum as number,
    periods: values.periods ?? DEFAULT_HOURS,
    attendanceStatus: values.attendance ? 1 : 0,
    homeworkStartTime: start ? start.format(DATE_TIME) : null,
    homeworkEndTime: end ? end.format(DATE_TIME) : null,
    homeworkContent: values.homeworkContent ?? '',
    homeworkAttachments: fromFiles(values.homeworkAttachments),
    materials: fromFiles(values.materials),
    paperIds: values.paperIds ?? [],
    ratingIds: values.ratingIds ?? [],
  };
}

interface LessonFormModalProps {
  target: LessonTarget | null;
  semesterId: number;
  options: TimetableOptions;
  onClose: () => void;
}

/**
 * Add or edit one lesson (课次) from the timetable: plan, content, teacher, room, date and period, hours, sign-in,
 * homework (window, content, attachments), materials, papers and rating criteria. A refusal — a teacher, class or
 * room booked twice — is shown at the top of the form, naming the clash; nothing is saved.
 */
export function LessonFormModal({ target, semesterId, options, onClose }: LessonFormModalProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<LessonForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const planDetailId = target && 'planDetailId' in target ? target.planDetailId : undefined;
  const lesson = useQuery({ ...timetableQueries.lesson(planDetailId ?? 0), enabled: planDetailId !== undefined });
  const save = useMutation(timetableMutations.saveLesson);
  const remove = useMutation(timetableMutations.removeLesson);
  const semester = options.semesters.find((s) => s.semesterId === semesterId);
  const plans = options.plans.filter((p) => p.semesterId === semesterId);
  const date = Form.useWatch('teachingDate', form);

  useEffect(() => {
    setRefusal(null);
    if (!target) return;
    form.resetFields();
    if (lesson.data && planDetailId !== undefined) form.setFieldsValue(formOf(lesson.data));
    else if ('teachingDate' in target) form.setFieldsValue({ teachingDate: dayjs(target.teachingDate), periodNum: target.periodNum, periods: DEFAULT_HOURS, attendance: true });
  }, [target, lesson.data, planDetailId, form]);

  // A plan brings its teacher and theory room, unless they were already chosen.
  const pickPlan = (planId: number) => {
    const plan = plans.find((p) => p.planId === planId);
    if (!plan) return;
    if (!form.getFieldValue('teacherId')) form.setFieldValue('teacherId', plan.teacherId);
    if (!form.getFieldValue('addressName')) form.setFieldValue('addressName', plan.addressName);
  };

  const submit = (values: LessonForm) => {
    setRefusal(null);
    save.mutate(bodyOf(values, planDetailId), {
      onSuccess: () => {
        void message.success(text.saved);
        onClose();
      },
      onError: (error) => setRefusal(error.message),
    });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: text.delete,
      content: text.deleteConfirm(lesson.data?.lessonContent ?? ''),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(planDetailId as number).then(() => {
          void message.success(text.deleted);
          onClose();
        }),
    });

  const loading = planDetailId !== undefined && lesson.isPending;
  return (
    <Modal
      open={!!target}
      title={planDetailId ? text.editTitle : text.addTitle}
      width={720}
      onCancel={onClose}
      forceRender
      footer={
        <Space>
          {planDetailId ? (
            <Button danger onClick={confirmDelete} disabled={loading}>
              {text.delete}
            </Button>
          ) : null}
          <Button onClick={onClose}>{messages.crud.cancel}</Button>
          <Button type="primary" loading={save.isPending} disabled={loading || lesson.isError} onClick={() => form.submit()}>
            {messages.crud.confirm}
          </Button>
        </Space>
      }
    >
      {refusal ? <Alert role="alert" type="error" showIcon message={text.refused} description={refusal} style={{ marginBottom: 16 }} /> : null}
      {lesson.isError ? <Alert type="error" showIcon message={text.loadFailed} /> : null}
      {loading ? <Skeleton active /> : null}
      <Form<LessonForm> name="lesson" form={form} labelCol={{ span: 4 }} onFinish={submit} onValuesChange={() => setRefusal(null)} hidden={loading}>
        <Form.Item name="planId" label={text.plan} rules={requiredRule(text.plan, { whitespace: false })}>
          <Select
            showSearch
            optionFilterProp="label"
            onChange={pickPlan}
            options={plans.map((p) => ({ value: p.planId, label: text.planOption(p.planName, p.classNames) }))}
          />
        </Form.Item>
        <Form.Item name="lessonContent" label={text.content} rules={requiredRule(text.content)}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="teacherId" label={text.teacher} rules={requiredRule(text.teacher, { whitespace: false })}>
          <Select showSearch optionFilterProp="label" options={options.teachers.map((t) => ({ value: t.userId, label: t.name }))} />
        </Form.Item>
        <Form.Item name="addressName" label={text.room}>
          <AutoComplete options={options.rooms.map((r) => ({ value: r }))} filterOption maxLength={100} />
        </Form.Item>
        <Form.Item label={text.date} required>
          <Space wrap>
            <Form.Item name="teachingDate" noStyle rules={requiredRule(text.date, { whitespace: false })}>
              <DatePicker
                aria-label={text.date}
                disabledDate={(d) => !!semester && (d.format(DATE) < semester.startDate || d.format(DATE) > semester.endDate)}
              />
            </Form.Item>
            {date && semester ? <span>{text.weekOf(teachingWeekOf(semester.startDate, date.format(DATE)))}</span> : null}
            <Form.Item name="periodNum" noStyle rules={requiredRule(text.period, { whitespace: false })}>
              <Select
                aria-label={text.period}
                style={{ width: 200 }}
                options={options.periods.map((p) => ({ value: p.periodNum, label: `${timetableText.periodLabel(p.periodNum)} ${timetableText.periodTime(p.startTime, p.endTime)}` }))}
              />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label={text.periods} required>
          <Space size="large">
            <Form.Item name="periods" noStyle rules={requiredRule(text.periods, { whitespace: false })}>
              <InputNumber aria-label={text.periods} min={1} max={12} precision={0} />
            </Form.Item>
            <span>{text.attendance}</span>
            <Form.Item name="attendance" noStyle valuePropName="checked">
              <Switch aria-label={text.attendance} checkedChildren={text.attendanceOn} unCheckedChildren={text.attendanceOff} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="materials" label={text.materials}>
          <FileUpload />
        </Form.Item>
        <Form.Item name="paperIds" label={text.papers}>
          <Select mode="multiple" optionFilterProp="label" placeholder={text.none} options={options.papers.map((p) => ({ value: p.paperId, label: p.name }))} />
        </Form.Item>
        <Form.Item name="ratingIds" label={text.ratings}>
          <Select mode="multiple" optionFilterProp="label" placeholder={text.none} options={options.ratings.map((r) => ({ value: r.ratingId, label: r.name }))} />
        </Form.Item>
        <Form.Item name="homeworkWindow" label={text.homeworkWindow}>
          <DateTimeRangePicker aria-label={text.homeworkWindow} />
        </Form.Item>
        <Form.Item name="homeworkContent" label={text.homeworkContent}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="homeworkAttachments" label={text.homeworkAttachments}>
          <FileUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
