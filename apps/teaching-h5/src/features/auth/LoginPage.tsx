import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd-mobile';
import { messages } from '../../messages';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { redirectTarget } from './redirect-target';
import styles from './login.module.css';

const text = messages.login;

/** /login?redirect=<path> — browser use only: inside the native app the token comes from the app (spec §6). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const done = () => navigate(redirectTarget(query.get('redirect')), { replace: true });

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{messages.appTitle}</h1>
      <Tabs defaultActiveKey="password">
        <Tabs.Tab key="password" title={text.passwordTab}>
          <PasswordLoginForm onLoggedIn={done} />
        </Tabs.Tab>
        <Tabs.Tab key="sms" title={text.smsTab}>
          <SmsLoginForm onLoggedIn={done} />
        </Tabs.Tab>
      </Tabs>
    </main>
  );
}
