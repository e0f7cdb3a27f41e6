import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { messages } from '../../messages';
import styles from './errors.module.css';

const text = messages.errors;

/** /401 (spec §2): `noGoBack` set → back goes home, otherwise back in history. */
export default function UnauthorizedPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const back = () => (query.get('noGoBack') ? navigate('/') : navigate(-1));

  return (
    <main className={styles.page}>
      <Button className={styles.back} size="small" onClick={back}>
        {text.back}
      </Button>
      <h1 className={styles.code}>{text.unauthorizedCode}</h1>
      <h2 className={styles.headline}>{text.unauthorizedHeadline}</h2>
      <p className={styles.detail}>{text.unauthorizedDetail}</p>
      <Link className={styles.link} to="/">
        {text.backHome}
      </Link>
    </main>
  );
}
