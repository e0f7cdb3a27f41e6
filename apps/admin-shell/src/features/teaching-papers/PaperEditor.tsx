import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Spin, Typography } from 'antd';
import { teachingPaperBody, type TeachingPaperAdmin, type TeachingPaperBody } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { QuestionPicker, usePicks, type PickedQuestion } from '../../shared/question-picker/QuestionPicker';
import { teachingPaperQueries } from './api';
import { paperText as text } from './messages';

/** A paper's bank picks, when every question came from the bank (the seed's papers hold their own). */
const picksOf = (paper: TeachingPaperAdmin): PickedQuestion[] | null =>
  paper.questions.every((q) => q.sourceQuestionId != null)
    ? paper.questions.map((q) => ({ id: q.sourceQuestionId as number, type: q.type, content: q.content, childCount: q.childCount > 1 ? q.childCount : 0 }))
    : null;

/** A paper not built from the bank: its questions listed as they are, never sent back (the dialog is locked). */
const shownOnly = (paper: TeachingPaperAdmin): PickedQuestion[] =>
  paper.questions.map((q, i) => ({ id: -(i + 1), type: q.type, content: q.content, childCount: q.childCount > 1 ? q.childCount : 0 }));

interface Props {
  paperId?: number;
  saving: boolean;
  onSave: (body: TeachingPaperBody) => void;
  onClose: () => void;
}

/** 从题库组卷 / 修改试卷: the name and the picked bank questions in paper order (the course papers' picker). */
export function PaperEditor({ paperId, saving, onSave, onClose }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const paper = useQuery({ ...teachingPaperQueries.detail(paperId ?? 0), enabled: !!paperId });
  const { picked, pickError, load, pick, toSend } = usePicks();

  useEffect(() => {
    if (!paper.data) return;
    form.setFieldsValue({ name: paper.data.name });
    load(picksOf(paper.data) ?? shownOnly(paper.data));
  }, [paper.data, form, load]);

  // Students' answers point at the copies: once answered (or not from the bank) only the name changes.
  const answered = paper.data?.recordCount ?? 0;
  const fromBank = !paper.data || !!picksOf(paper.data);
  const locked = answered > 0 || !fromBank;
  const submit = ({ name }: { name: string }) => {
    const questionIds = toSend(!paperId);
    if (questionIds === null) return;
    onSave(teachingPaperBody.parse({ paperId, name, questionIds }) as TeachingPaperBody);
  };

  return (
    <Modal
      open
      width={1000}
      title={paperId ? text.editTitle : text.addTitle}
      okText={messages.crud.confirm}
      cancelText={messages.crud.cancel}
      confirmLoading={saving}
      okButtonProps={{ disabled: !!paperId && !paper.data }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Spin spinning={!!paperId && paper.isLoading}>
        <Form name="teachingPaperForm" form={form} layout="inline" style={{ marginBottom: 12 }} onFinish={submit}>
          <Form.Item name="name" label={text.name} rules={requiredRule(text.name)}>
            <Input style={{ width: 320 }} maxLength={100} placeholder={messages.crud.pleaseEnter(text.name)} />
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary">{text.lessonsTip}</Typography.Paragraph>
        {locked && <Alert type="info" showIcon message={answered > 0 ? text.answeredTip(answered) : text.notFromBank} style={{ marginBottom: 12 }} />}
        {pickError && <Alert type="error" showIcon message={text.questionsRequired} role="alert" style={{ marginBottom: 12 }} />}
        <QuestionPicker value={picked} onChange={pick} disabled={locked} />
      </Spin>
    </Modal>
  );
}
