import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import type { PlanAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { teachingPlanMutations, teachingPlanQueries } from './api';
import { planText as text } from './messages';

const crud = messages.crud;

/** 复制到学期: picks the target semester; a refusal (a clash named, a semester too short) stays in the dialog. */
export function CopyToSemesterModal({ plan, onClose }: { plan: PlanAdminRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ semesterId: number }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const semesters = useQuery(teachingPlanQueries.semesterOptions());
  const copy = useMutation(teachingPlanMutations.copyPlan);
  const others = semesters.data?.rows.filter((s) => s.semesterId !== plan.semesterId) ?? [];

  const submit = ({ semesterId }: { semesterId: number }) => {
    setRefusal(null);
    copy.mutate(
      { planId: plan.planId, semesterId },
      {
        onSuccess: () => {
          void message.success(text.copyOk(plan.planName, others.find((s) => s.semesterId === semesterId)?.semesterName ?? ''));
          onClose();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <Modal open title={text.copyTitle(plan.planName)} okText={crud.confirm} cancelText={crud.cancel} confirmLoading={copy.isPending} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{text.copyHint}</Typography.Paragraph>
      {refusal ? <Alert role="alert" type="error" showIcon message={text.copyRefused} description={refusal} style={{ marginBottom: 16 }} /> : null}
      <Form<{ semesterId: number }> name="planCopyForm" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="semesterId" label={text.targetSemester} rules={[{ required: true, message: crud.pleaseSelect(text.targetSemester) }]}>
          <Select
            loading={semesters.isLoading}
            placeholder={crud.pleaseSelect(text.targetSemester)}
            options={others.map((s) => ({ value: s.semesterId, label: `${s.semesterName}（${s.startDate} ~ ${s.endDate}）` }))}
            onChange={() => setRefusal(null)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
