import { messages } from '../../messages';
import styles from './errors.module.css';

/**
 * Shown when a screen throws while rendering (or its lazy chunk fails to load after a deployment). Plain markup on
 * purpose: it must draw even when the chunks that hold antd are the ones that failed to load.
 */
export function RouteErrorPage() {
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.headline}>{messages.errors.crashed}</h1>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {messages.errors.reload}
      </button>
    </main>
  );
}
