import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { authMutations } from '@medteach/api-client';
import { registerBody, type RegisterBody } from '@medteach/contract';
import { toast } from '@medteach/ui-kit';
import { loginText as text } from '../messages';
import { zodRule } from './zod-rule';
import { LoginSubmit } from './LoginSubmit';

/** A new code can be requested once a minute (the usual SMS gateway limit). */
export const SMS_RESEND_SECONDS = 60;
const ONE_SECOND_MS = 1000;

/** Phone + SMS code (spec §7 POST /auth/register: signs in, creating the account on first use). */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<RegisterBody>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const sendCode = useMutation(authMutations.sendSmsCode());
  const signIn = useMutation(authMutations.register());

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), ONE_SECOND_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const requestCode = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: undefined }));
    if (!phone) return;
    sendCode.mutate(registerBody.shape.phone.parse(phone), {
      onSuccess: () => {
        toast(text.codeSent);
        setSecondsLeft(SMS_RESEND_SECONDS);
      },
    });
  };
  const submit = (values: RegisterBody) => signIn.mutate(registerBody.parse(values), { onSuccess: onLoggedIn });

  return (
    <Form form={form} layout="horizontal" onFinish={submit} footer={<LoginSubmit pending={signIn.isPending} />}>
      <Form.Item name="phone" label={text.phone} rules={[zodRule(registerBody.shape.phone)]}>
        <Input placeholder={text.phonePlaceholder} type="tel" autoComplete="tel" clearable />
      </Form.Item>
      <Form.Item
        name="code"
        label={text.code}
        rules={[zodRule(registerBody.shape.code)]}
        extra={
          <Button size="small" color="primary" fill="none" disabled={secondsLeft > 0} loading={sendCode.isPending} onClick={requestCode}>
            {secondsLeft > 0 ? text.resendIn(secondsLeft) : text.sendCode}
          </Button>
        }
      >
        <Input placeholder={text.codePlaceholder} inputMode="numeric" autoComplete="one-time-code" clearable />
      </Form.Item>
    </Form>
  );
}
