import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import styles from './errors.module.css';

const text = messages.errors;

/** /404 (spec §2): the return-home link points at /index, which the route table sends to the app home. */
export default function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.code}>{text.notFoundCode}</h1>
      <h2 className={styles.headline}>{text.notFoundHeadline}</h2>
      <p className={styles.detail}>{text.notFoundDetail}</p>
      <Link className={styles.link} to="/index">
        {text.returnHome}
      </Link>
    </main>
  );
}
