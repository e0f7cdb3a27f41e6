import { Form, Input } from 'antd-mobile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { authMutations, authQueries } from '@medteach/api-client';
import { loginBody, type LoginBody } from '@medteach/contract';
import { loginText as text } from '../messages';
import { zodRule } from './zod-rule';
import { LoginSubmit } from './LoginSubmit';
import styles from './login.module.css';

/**
 * Username + password (spec §7 POST /auth/login); the username is trimmed before it is sent. With
 * `sys.account.captchaEnabled` on, or once the server asks for it (an address with many failed logins), RuoYi's math
 * captcha too: its answer goes with the picture's uuid, and any try uses the picture up, so a failed one brings a new
 * picture and an empty answer — and a failure without one asks the server whether a picture is due now.
 */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<LoginBody>();
  const login = useMutation(authMutations.login());
  // No answer (an older back end, or the server unreachable): log in without a captcha, as before it existed.
  const captcha = useQuery(authQueries.captcha());
  const captchaOn = captcha.data?.captchaEnabled === true;
  const submit = (values: LoginBody) =>
    login.mutate(loginBody.parse(captchaOn ? { ...values, uuid: captcha.data?.uuid } : values), {
      onSuccess: onLoggedIn,
      onError: () => {
        if (captchaOn) form.setFieldValue('code', '');
        void captcha.refetch();
      },
    });

  return (
    <Form form={form} layout="horizontal" onFinish={submit} footer={<LoginSubmit pending={login.isPending} />}>
      <Form.Item name="username" label={text.username} rules={[zodRule(loginBody.shape.username)]}>
        <Input placeholder={text.usernamePlaceholder} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="password" label={text.password} rules={[zodRule(loginBody.shape.password)]}>
        <Input placeholder={text.passwordPlaceholder} type="password" autoComplete="current-password" clearable />
      </Form.Item>
      {captchaOn && captcha.data?.img && (
        <Form.Item
          name="code"
          label={text.code}
          rules={[{ required: true, message: text.codePlaceholder }]}
          extra={
            <button type="button" className={styles.captcha} aria-label={text.captchaRefresh} onClick={() => void captcha.refetch()}>
              <img src={`data:image/svg+xml;base64,${captcha.data.img}`} alt="" width={80} height={30} />
            </button>
          }
        >
          {/* The short placeholder: beside the picture the field is narrow on a phone. */}
          <Input placeholder={text.code} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      )}
    </Form>
  );
}
