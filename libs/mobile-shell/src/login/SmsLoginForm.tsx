import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { authMutations, authQueries } from '@medteach/api-client';
import { registerBody, type RegisterBody } from '@medteach/contract';
import { toast } from '@medteach/ui-kit';
import { loginText as text } from '../messages';
import { zodRule } from './zod-rule';
import { LoginSubmit } from './LoginSubmit';
import styles from './login.module.css';

/** A new code can be requested once a minute (the usual SMS gateway limit). */
export const SMS_RESEND_SECONDS = 60;
const ONE_SECOND_MS = 1000;

type Fields = RegisterBody & { captchaCode?: string };

/**
 * Phone + SMS code (spec §7 POST /auth/register: signs in, creating the account on first use). Once an address has
 * asked for many codes the server asks for the captcha with each further one: the picture shows whenever
 * `GET /captchaImage` offers it, its answer goes with the code request, and any refused request brings a new one.
 */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<Fields>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const sendCode = useMutation(authMutations.sendSmsCode());
  const signIn = useMutation(authMutations.register());
  const captcha = useQuery(authQueries.captcha());
  const captchaOn = captcha.data?.captchaEnabled === true && Boolean(captcha.data.img);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), ONE_SECOND_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const requestCode = async () => {
    const fields = await form.validateFields(captchaOn ? ['phone', 'captchaCode'] : ['phone']).catch(() => undefined);
    if (!fields?.phone) return;
    const phone = registerBody.shape.phone.parse(fields.phone);
    const body = captchaOn ? { phone, captchaCode: fields.captchaCode, uuid: captcha.data?.uuid } : { phone };
    sendCode.mutate(body, {
      onSuccess: () => {
        toast(text.codeSent);
        setSecondsLeft(SMS_RESEND_SECONDS);
      },
      // A challenge is used up by any try; a refusal without one may mean the server wants one now.
      onError: () => {
        if (captchaOn) form.setFieldValue('captchaCode', '');
        void captcha.refetch();
      },
    });
  };
  const submit = ({ phone, code }: Fields) => signIn.mutate(registerBody.parse({ phone, code }), { onSuccess: onLoggedIn });

  return (
    <Form form={form} layout="horizontal" onFinish={submit} footer={<LoginSubmit pending={signIn.isPending} />}>
      <Form.Item name="phone" label={text.phone} rules={[zodRule(registerBody.shape.phone)]}>
        <Input placeholder={text.phonePlaceholder} type="tel" autoComplete="tel" clearable />
      </Form.Item>
      {captchaOn && captcha.data?.img && (
        <Form.Item
          name="captchaCode"
          label={text.captcha}
          rules={[{ required: true, message: text.captchaPlaceholder }]}
          extra={
            <button type="button" className={styles.captcha} aria-label={text.captchaRefresh} onClick={() => void captcha.refetch()}>
              <img src={`data:image/svg+xml;base64,${captcha.data.img}`} alt="" width={80} height={30} />
            </button>
          }
        >
          <Input placeholder={text.captchaPlaceholder} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      )}
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
