/**
 * The error screens every mobile app mounts (spec §2): `/401`, `/404`, and the crash page used as a route
 * `errorElement`. Paths are props so an app can point them elsewhere; the defaults are the spec's.
 */
import type { CSSProperties } from 'react';
import { Link, useNavigate, useRouteError, useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { useBackOrHome } from './back-navigation';
import { ErrorState } from './states';
import { toast } from './feedback';
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
  const backOrHome = useBackOrHome(homePath);
  const back = () => (query.get(NO_GO_BACK_PARAM) ? navigate(homePath) : backOrHome());

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

/** How each browser words a lazy screen's code that could not be downloaded. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Loading chunk \S+ failed/i;

/** True when a screen failed because its code could not be downloaded (server or network down, not a bug). */
export const isChunkLoadFailure = (error: unknown): boolean => error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);

/** Whether the server that serves the app answers again (the page itself, revalidated, without the hash). */
async function appReachable(): Promise<boolean> {
  try {
    return (await fetch(window.location.href.split('#')[0], { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * The route `errorElement`: a screen threw while rendering (页面出现错误), or its lazy code could not be downloaded
 * because the server or the network is down (spec §8 后端接口连接异常). 重试 reloads the page — but while the server
 * is still unreachable a reload would trade this page for the browser's own error page, so it says so instead.
 */
export function RouteErrorPage() {
  const unreachable = isChunkLoadFailure(useRouteError());
  const retry = async () => {
    if (unreachable && !(await appReachable())) return toast(uiText.networkError);
    window.location.reload();
  };
  return <ErrorState message={unreachable ? uiText.networkError : uiText.crashed} onRetry={() => void retry()} />;
}
