import { useNavigate } from 'react-router-dom';
import { messages } from '../../messages';
import { HOME_PATH } from '../../app/paths';
import styles from './errors.module.css';

const text = messages.errors;

/**
 * A console page the account may not open, reached by its address or a stale tag: the 401 page's words (spec §2)
 * inside the frame, so the sidebar still offers what the account may use, and 返回首页. Drawn without antd like the
 * route error page: this file is exported beside it, which the entry loads.
 */
export function PageRefusal() {
  const navigate = useNavigate();
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.code}>{text.unauthorizedCode}</h1>
      <h2 className={styles.headline}>{text.unauthorizedHeadline}</h2>
      <p className={styles.detail}>{text.unauthorizedDetail}</p>
      <button type="button" className={styles.reload} onClick={() => navigate(HOME_PATH)}>
        {text.returnHome}
      </button>
    </main>
  );
}
