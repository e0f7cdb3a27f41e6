import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authMutations } from '@medteach/api-client';
import { loginBody, type LoginBody } from '@medteach/contract';
import { messages } from '../../messages';
import { redirectTarget } from './redirect-target';
import styles from './login.module.css';

const text = messages.login;

/** /login?redirect=<path>: username + password; the username is trimmed (spec §5). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const login = useMutation(authMutations.login());
  const submit = (values: LoginBody) =>
    login.mutate(loginBody.parse(values), { onSuccess: () => navigate(redirectTarget(query.get('redirect')), { replace: true }) });

  return (
    <main className={styles.page}>
      {/* A plain box, not antd's Card: Card brings its tabs and their dropdowns into the first screen of a visit. */}
      <section className={styles.card}>
        <h1 className={styles.title}>{messages.appTitle}</h1>
        <Form<LoginBody> size="large" onFinish={submit} autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: text.usernameRequired }]}>
            <Input placeholder={text.username} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: text.passwordRequired }]}>
            <Input.Password placeholder={text.password} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {login.isPending ? text.submitting : text.submit}
          </Button>
        </Form>
      </section>
    </main>
  );
}
