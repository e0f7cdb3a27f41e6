import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd-mobile';
import { clearToasts } from '@medteach/ui-kit';
import { loginText as text } from '../messages';
import { ROOT_PATH } from '../paths';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { redirectTarget } from './redirect-target';
import { ALL_LOGIN_MODES, type LoginMode, type LoginPageProps } from './modes';
import styles from './login.module.css';

const tabTitle: Record<LoginMode, string> = { password: text.passwordTab, sms: text.smsTab };

/** /login?redirect=<path> — browser use only: inside the native app the token comes from the app (spec §6). */
export default function LoginPage({ appTitle, modes = ALL_LOGIN_MODES, homePath = ROOT_PATH }: LoginPageProps) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const done = () => {
    // A refused attempt's message (e.g. 用户不存在/密码错误) must not stay over the screen the user now goes to.
    clearToasts();
    void navigate(redirectTarget(query.get('redirect'), homePath), { replace: true });
  };
  const form = (mode: LoginMode): ReactNode =>
    mode === 'password' ? <PasswordLoginForm onLoggedIn={done} /> : <SmsLoginForm onLoggedIn={done} />;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{appTitle}</h1>
      {modes.length === 1 ? (
        form(modes[0])
      ) : (
        <Tabs defaultActiveKey={modes[0]}>
          {modes.map((mode) => (
            <Tabs.Tab key={mode} title={tabTitle[mode]}>
              {form(mode)}
            </Tabs.Tab>
          ))}
        </Tabs>
      )}
    </main>
  );
}
