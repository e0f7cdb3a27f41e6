import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import type { TimetableOptions } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { timetableMutations } from './api';
import { timetableText as text } from './messages';

interface CopyWeekModalProps {
  open: boolean;
  semesterId: number;
  fromWeek: number;
  weekLabel: (week: number) => string;
  weekCount: number;
  plans: TimetableOptions['plans'];
  onClose: () => void;
}

/** `复制失败，以下课次冲突：a；b；等N处冲突` → the heading and one line per clash. */
function ClashList({ refusal }: { refusal: string }) {
  const at = refusal.indexOf('：');
  if (at < 0) return <Alert role="alert" type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />;
  const items = refusal.slice(at + 1).split('；');
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      message={refusal.slice(0, at)}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

interface CopyForm {
  toWeek?: number;
  planIds?: number[];
}

/** 复制本周: this week's lessons to another week of the semester; a refusal lists the clashes and copies nothing. */
export function CopyWeekModal({ open, semesterId, fromWeek, weekLabel, weekCount, plans, onClose }: CopyWeekModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CopyForm>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const copy = useMutation(timetableMutations.copyWeek);

  useEffect(() => {
    if (!open) return;
    setRefusal(null);
    form.setFieldsValue({ toWeek: fromWeek < weekCount ? fromWeek + 1 : undefined, planIds: [] });
  }, [open, fromWeek, weekCount, form]);

  const submit = ({ toWeek, planIds }: CopyForm) => {
    setRefusal(null);
    copy.mutate(
      { semesterId, fromWeek, toWeek: toWeek as number, planIds: planIds?.length ? planIds : undefined },
      {
        onSuccess: ({ copied }) => {
          void message.success(text.copied(copied));
          onClose();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  const weeks = Array.from({ length: weekCount }, (_, i) => i + 1).filter((w) => w !== fromWeek);
  return (
    <Modal
      open={open}
      title={text.copyTitle(fromWeek)}
      okText={messages.crud.confirm}
      cancelText={messages.crud.cancel}
      confirmLoading={copy.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {refusal ? <ClashList refusal={refusal} /> : null}
      <Typography.Paragraph type="secondary">{text.copyTip}</Typography.Paragraph>
      <Form<CopyForm> name="copyWeek" form={form} labelCol={{ span: 5 }} onFinish={submit} onValuesChange={() => setRefusal(null)}>
        <Form.Item name="toWeek" label={text.copyTo} rules={requiredRule(text.copyTo, { whitespace: false })}>
          <Select options={weeks.map((w) => ({ value: w, label: weekLabel(w) }))} />
        </Form.Item>
        <Form.Item name="planIds" label={text.copyPlans} extra={text.copyPlansTip}>
          <Select mode="multiple" optionFilterProp="label" options={plans.map((p) => ({ value: p.planId, label: p.planName }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
