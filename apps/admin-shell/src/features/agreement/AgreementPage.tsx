import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Space, Spin, Typography } from 'antd';
import { agreementMutations, agreementQueries } from '@medteach/api-client';
import { agreementBody, type Agreement } from '@medteach/contract';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { messages } from '../../messages';

const text = messages.agreement;
/** The console always names all three parts of the agreement it edits. */
interface AgreementKey {
  category: number;
  port: number;
  application: number;
}
/** Spec §2: learner-h5's /agreement defaults application to 1 (and category, port to 1 in the contract). */
const DEFAULT_AGREEMENT: AgreementKey = { category: 1, port: 1, application: 1 };

/** 协议管理 (/system/agreement): edit the agreement text that learner-h5's /agreement shows. */
export default function AgreementPage() {
  const [key, setKey] = useState<AgreementKey>(DEFAULT_AGREEMENT);
  const [keyForm] = Form.useForm<AgreementKey>();
  const { data: latest, isPending } = useQuery(agreementQueries.latest(key));

  return (
    <Card>
      <Form form={keyForm} layout="inline" initialValues={key} onFinish={setKey} style={{ marginBottom: 16 }}>
        <Form.Item name="category" label={text.category}>
          <InputNumber min={0} max={99} />
        </Form.Item>
        <Form.Item name="port" label={text.port}>
          <InputNumber min={0} max={99} />
        </Form.Item>
        <Form.Item name="application" label={text.application}>
          <InputNumber min={0} max={99} />
        </Form.Item>
        <Button htmlType="submit">{text.load}</Button>
      </Form>
      {isPending ? <Spin /> : <AgreementEditor key={`${JSON.stringify(key)}#${latest?.id ?? 0}`} agreementKey={key} latest={latest ?? null} />}
    </Card>
  );
}

/** Keyed by agreement version: the draft starts from what was loaded and is never overwritten while typing. */
function AgreementEditor({ agreementKey, latest }: { agreementKey: AgreementKey; latest: Agreement | null }) {
  const { message } = App.useApp();
  const save = useMutation(agreementMutations.save());
  const [title, setTitle] = useState(latest?.title ?? '');
  const [content, setContent] = useState(latest?.content ?? '');

  const submit = () => {
    const parsed = agreementBody.safeParse({ ...agreementKey, title, content });
    if (!parsed.success) return void message.warning(parsed.error.issues[0]?.message);
    save.mutate(parsed.data, { onSuccess: () => void message.success(text.saved) });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Text type="secondary">{latest ? text.updateTime(latest.updateTime) : text.none}</Typography.Text>
      <Input addonBefore={text.titleField} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} />
      <RichTextEditor value={content} onChange={setContent} />
      <Button type="primary" loading={save.isPending} onClick={submit}>
        {text.save}
      </Button>
    </Space>
  );
}
