import { Form, Input } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { authMutations } from '@medteach/api-client';
import { loginBody, type LoginBody } from '@medteach/contract';
import { loginText as text } from '../messages';
import { zodRule } from './zod-rule';
import { LoginSubmit } from './LoginSubmit';

/** Username + password (spec §7 POST /auth/login); the username is trimmed before it is sent. */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useMutation(authMutations.login());
  const submit = (values: LoginBody) => login.mutate(loginBody.parse(values), { onSuccess: onLoggedIn });

  return (
    <Form layout="horizontal" onFinish={submit} footer={<LoginSubmit pending={login.isPending} />}>
      <Form.Item name="username" label={text.username} rules={[zodRule(loginBody.shape.username)]}>
        <Input placeholder={text.usernamePlaceholder} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="password" label={text.password} rules={[zodRule(loginBody.shape.password)]}>
        <Input placeholder={text.passwordPlaceholder} type="password" autoComplete="current-password" clearable />
      </Form.Item>
    </Form>
  );
}
