import { messages } from '../messages';
import styles from './page-loading.module.css';

/**
 * The route table's fallback while a screen's chunk loads. Plain markup (antd's Spin would put antd on the path of
 * the first screen, /login); it looks like the boot screen that index.html shows before the app starts.
 */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{messages.loading}</p>
    </div>
  );
}
