import { Button } from 'antd-mobile';
import { loginText as text } from '../messages';
import styles from './login.module.css';

/** The 登录 button under each login form; it reads 登录中... while the sign-in request runs. */
export function LoginSubmit({ pending }: { pending: boolean }) {
  return (
    <Button className={styles.submit} block type="submit" color="primary" size="large" loading={pending} loadingText={text.submitting}>
      {text.submit}
    </Button>
  );
}
