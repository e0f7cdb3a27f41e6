import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Alert, Button, Card, Empty, Form, InputNumber, Select, Space, Spin } from 'antd';
import { MOCK_EXAM_MAX_COUNT, MOCK_EXAM_MAX_MINUTES, QUESTION_TYPE_LABELS, QuestionType, type MockExamBlueprint, type MockExamBlueprintBody } from '@medteach/contract';
import { questionAdminQueries } from '../question-bank';
import { blueprintMutations, blueprintQueries } from './api';
import { blueprintText as text } from './messages';

/** Every bank on one page of the picker (banks are few). */
const BANK_PICKS = { pageNum: 1, pageSize: 100 };
/** Types a mock exam can grade at submission (essays are left out of mock exams). */
const TYPE_OPTIONS = [
  { value: -1, label: text.anyType },
  ...Object.entries(QUESTION_TYPE_LABELS)
    .filter(([type]) => Number(type) !== QuestionType.ESSAY)
    .map(([type, label]) => ({ value: Number(type), label })),
];

interface FormValues {
  durationMinutes: number;
  passPercent: number;
  sections: { categoryId: number; questionType: number; count: number }[];
}

const toForm = (b: MockExamBlueprint): FormValues => ({
  durationMinutes: b.durationMinutes,
  passPercent: b.passPercent,
  sections: b.isDefault ? [] : b.sections.map((s) => ({ categoryId: s.categoryId, questionType: s.questionType ?? -1, count: s.count })),
});
const toBody = (v: FormValues): MockExamBlueprintBody => ({
  durationMinutes: v.durationMinutes,
  passPercent: v.passPercent,
  sections: (v.sections ?? []).map((s) => ({ categoryId: s.categoryId, questionType: s.questionType < 0 ? null : s.questionType, count: s.count })),
});

/** 模拟考试设置 (issue 18): per study bank, the exam's duration, pass mark and composition rules. */
export default function MockExamBlueprintPage() {
  const banks = useQuery(questionAdminQueries.banks(BANK_PICKS));
  const [bankId, setBankId] = useState<number>();
  return (
    <Card>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space>
          <span>{text.bank}</span>
          <Select
            aria-label={text.bank}
            style={{ width: 320 }}
            placeholder={text.bankPlaceholder}
            loading={banks.isPending}
            value={bankId}
            onChange={setBankId}
            options={banks.data?.rows.map((b) => ({ value: b.studyBankId, label: b.studyBankName }))}
          />
        </Space>
        {bankId === undefined ? <Empty description={text.pickBank} /> : <BlueprintForm key={bankId} studyBankId={bankId} />}
      </Space>
    </Card>
  );
}

function BlueprintForm({ studyBankId }: { studyBankId: number }) {
  const { message } = App.useApp();
  const blueprint = useQuery(blueprintQueries.one(studyBankId));
  const save = useMutation(blueprintMutations.save());
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (blueprint.data) form.setFieldsValue(toForm(blueprint.data));
  }, [blueprint.data, form]);
  if (blueprint.isPending) return <Spin />;
  if (blueprint.isError) return <Alert type="error" message={blueprint.error.message} action={<Button onClick={() => void blueprint.refetch()}>重试</Button>} />;
  const chapters = blueprint.data.categories.map((c) => ({ value: c.categoryId, label: c.categoryName }));
  const submit = async (values: FormValues) => {
    await save.mutateAsync({ studyBankId, body: toBody(values) });
    void message.success(text.saved);
  };
  return (
    <Form<FormValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={(v) => void submit(v).catch(() => undefined)} initialValues={toForm(blueprint.data)}>
      <Space size="large">
        <Form.Item name="durationMinutes" label={text.duration} rules={[{ required: true, message: text.required(text.duration) }]}>
          <InputNumber min={1} max={MOCK_EXAM_MAX_MINUTES} precision={0} />
        </Form.Item>
        <Form.Item name="passPercent" label={text.passPercent} rules={[{ required: true, message: text.required(text.passPercent) }]}>
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
      </Space>
      <Alert type="info" showIcon message={blueprint.data.isDefault ? `${text.isDefault}：${text.total(blueprint.data.questionCount)}` : text.total(blueprint.data.questionCount)} description={text.sectionsHint} style={{ marginBottom: 16 }} />
      <Form.List name="sections">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={[field.name, 'categoryId']} label={text.chapter} rules={[{ required: true, message: text.required(text.chapter) }]}>
                  <Select aria-label={text.chapter} options={chapters} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'questionType']} label={text.type} initialValue={-1}>
                  <Select aria-label={text.type} options={TYPE_OPTIONS} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'count']} label={text.count} rules={[{ required: true, message: text.required(text.count) }]}>
                  <InputNumber aria-label={text.count} min={1} max={MOCK_EXAM_MAX_COUNT} precision={0} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(field.name)}>
                  {text.remove}
                </Button>
              </Space>
            ))}
            <Space>
              <Button onClick={() => add({ questionType: -1, count: 10 })}>{text.addSection}</Button>
              {fields.length > 0 && <Button onClick={() => form.setFieldValue('sections', [])}>{text.useDefault}</Button>}
            </Space>
          </>
        )}
      </Form.List>
      <Form.Item style={{ marginTop: 24 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {text.save}
        </Button>
      </Form.Item>
    </Form>
  );
}
