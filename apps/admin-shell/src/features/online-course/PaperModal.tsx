import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Modal, Select, Spin } from 'antd';
import { coursePaperBody, type CourseAdminDetail, type CoursePaperAdmin, type CoursePaperBody } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { courseAdminMutations, courseAdminQueries } from './api';
import { courseText } from './messages';
import { QuestionPicker, usePicks, type PickedQuestion } from '../../shared/question-picker/QuestionPicker';

const text = courseText.paper;
type Values = Pick<CoursePaperBody, 'onlineCourseResourceId' | 'paperName' | 'passScore'>;
const DEFAULT_PASS_SCORE = 60;

export interface PaperEditing {
  paperId?: number;
  onlineCourseResourceId?: number;
}

/** A paper's bank questions, when every one came from the bank (the seed's papers hold their own). */
const picksOf = (paper: CoursePaperAdmin): PickedQuestion[] | null =>
  paper.questions.every((q) => q.sourceQuestionId != null)
    ? paper.questions.map((q) => ({ id: q.sourceQuestionId as number, type: q.type, content: q.content, childCount: q.childCount }))
    : null;

/** 从题库组卷 / 修改试卷: the resource it hangs on, name, pass mark and the picked bank questions in order. */
export function PaperModal({ course, editing, onClose }: { course: CourseAdminDetail; editing: PaperEditing; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useMutation(courseAdminMutations.savePaper);
  const paper = useQuery({ ...courseAdminQueries.paper(editing.paperId ?? 0), enabled: !!editing.paperId });
  const { picked, pickError, load, pick, toSend } = usePicks();

  useEffect(() => {
    if (!paper.data) return;
    form.setFieldsValue({ paperName: paper.data.paperName, passScore: paper.data.passScore, onlineCourseResourceId: paper.data.onlineCourseResourceId });
    load(picksOf(paper.data) ?? []);
  }, [paper.data, form, load]);

  // Learners' answers point at the paper's questions: once answered (or not from the bank) only name and mark change.
  const answered = paper.data?.recordCount ?? 0;
  const locked = !!paper.data && (answered > 0 || !picksOf(paper.data));
  const submit = (values: Values) => {
    const questionIds = toSend(!editing.paperId);
    if (questionIds === null) return;
    const body = { ...values, paperId: editing.paperId, questionIds };
    save.mutate(coursePaperBody.parse(body) as CoursePaperBody, {
      onSuccess: () => {
        void message.success(editing.paperId ? messages.crud.editOk : messages.crud.addOk);
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      width={1000}
      title={editing.paperId ? text.editTitle : text.addTitle}
      okText={messages.crud.confirm}
      cancelText={messages.crud.cancel}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !!editing.paperId && !paper.data }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Spin spinning={!!editing.paperId && paper.isLoading}>
        <Form<Values>
          name="paperForm"
          form={form}
          layout="inline"
          style={{ rowGap: 8, marginBottom: 16 }}
          onFinish={submit}
          initialValues={{ passScore: DEFAULT_PASS_SCORE, onlineCourseResourceId: editing.onlineCourseResourceId ?? course.resources[0]?.onlineCourseResourceId }}
        >
          <Form.Item name="onlineCourseResourceId" label={text.resource} rules={requiredRule(text.resource, { whitespace: false })}>
            <Select
              style={{ width: 220 }}
              disabled={!!editing.paperId}
              options={course.resources.map((r) => ({ value: r.onlineCourseResourceId, label: r.fileName }))}
            />
          </Form.Item>
          <Form.Item name="paperName" label={text.paperName} rules={requiredRule(text.paperName)}>
            <Input style={{ width: 220 }} maxLength={100} placeholder={messages.crud.pleaseEnter(text.paperName)} />
          </Form.Item>
          <Form.Item name="passScore" label={text.passScore} rules={requiredRule(text.passScore, { whitespace: false })}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
        </Form>
        {locked && <Alert type="info" showIcon message={text.answeredTip(answered)} style={{ marginBottom: 12 }} />}
        {pickError && <Alert type="error" showIcon message={text.questionsRequired} role="alert" style={{ marginBottom: 12 }} />}
        <QuestionPicker value={picked} onChange={pick} disabled={locked} />
      </Spin>
    </Modal>
  );
}
