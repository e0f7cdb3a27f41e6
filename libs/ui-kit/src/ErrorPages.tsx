/**
 * The error screens every mobile app mounts (spec §2): `/401`, `/404`, and the crash page used as a route
 * `errorElement`. Paths are props so an app can point them elsewhere; the defaults are the spec's.
 */
import type { CSSProperties } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { ErrorState } from './states';
import { uiText } from './messages';

/** `/401?noGoBack=…` — any value means "there is no page to go back to", so 返回 goes home instead. */
export const NO_GO_BACK_PARAM = 'noGoBack';

const styles = {
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: '24px 20px',
    display: 'flex',
    flexDirection: 'column',
    gap: 12,
    background: '#fff',
    color: '#333',
  },
  back: { alignSelf: 'flex-start' },
  code: { margin: '24px 0 0', fontSize: 32, fontWeight: 700, color: '#484848' },
  headline: { margin: 0, fontSize: 18, fontWeight: 600 },
  detail: { margin: 0, fontSize: 14, lineHeight: 1.6, color: '#666' },
  link: { color: '#1677ff', fontSize: 15 },
} satisfies Record<string, CSSProperties>;

export interface UnauthorizedPageProps {
  /** Where 回首页 (and 返回 when `noGoBack` is set) leads; the app root by default. */
  homePath?: string;
}

/** /401: `noGoBack` set → 返回 goes home, otherwise back in history. */
export function UnauthorizedPage({ homePath = '/' }: UnauthorizedPageProps) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const back = () => (query.get(NO_GO_BACK_PARAM) ? navigate(homePath) : navigate(-1));

  return (
    <main style={styles.page}>
      <Button style={styles.back} size="small" onClick={back}>
        {uiText.back}
      </Button>
      <h1 style={styles.code}>{uiText.unauthorizedCode}</h1>
      <h2 style={styles.headline}>{uiText.unauthorizedHeadline}</h2>
      <p style={styles.detail}>{uiText.unauthorizedDetail}</p>
      <Link style={styles.link} to={homePath}>
        {uiText.backHome}
      </Link>
    </main>
  );
}

export interface NotFoundPageProps {
  /** Where 返回首页 leads; `/index` by default, which each app's route table sends to its own home. */
  homePath?: string;
}

/** /404: the catch-all route redirects here. */
export function NotFoundPage({ homePath = '/index' }: NotFoundPageProps) {
  return (
    <main style={styles.page}>
      <h1 style={styles.code}>{uiText.notFoundCode}</h1>
      <h2 style={styles.headline}>{uiText.notFoundHeadline}</h2>
      <p style={styles.detail}>{uiText.notFoundDetail}</p>
      <Link style={styles.link} to={homePath}>
        {uiText.returnHome}
      </Link>
    </main>
  );
}

/** Shown when a screen throws while rendering, or its lazy chunk fails to load after a new deployment: 重试 reloads. */
export function RouteErrorPage() {
  return <ErrorState message={uiText.crashed} onRetry={() => window.location.reload()} />;
}
