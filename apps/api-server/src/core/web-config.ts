/**
 * Where the apps live, as configured (issue 14 rows 11-13): the server never builds a URL from the Host header, the
 * station socket admits only the apps' origins, the CSP lets pages connect only to this origin and the station
 * socket, and a request that dribbles in is cut off.
 *
 * Environment variables:
 * - PUBLIC_ORIGIN: the origin users reach the apps and the API at, e.g. `https://exam.example.com`. URLs the server
 *   writes (the pay form's action) use it; unset, they are paths on the page's own origin.
 * - ALLOWED_ORIGINS: more origins (comma-separated) whose pages may use the station socket, e.g. LAN addresses of a
 *   private deployment `http://10.0.1.5:8080`. With neither set, only the loopback origins of PORT are allowed.
 * - CONNECT_ORIGINS: more CSP `connect-src` sources (comma-separated) when the apps are pointed at another API or
 *   socket (VITE_API_BASE / VITE_SOCKET_URL / config.js), e.g. `https://api.example.com wss://socket.example.com:7777`.
 * - REQUEST_TIMEOUT_MS (15000): headers and body of a request must have arrived by then, else the connection is closed.
 */
export interface WebConfig {
  publicOrigin: string | null;
  /** Origins allowed to open the station socket from a browser (socket.io CORS and handshake check). */
  appOrigins: string[];
  /** CSP `connect-src` beyond 'self': the station socket on each app origin's host, and CONNECT_ORIGINS. */
  connectSources: string[];
  requestTimeoutMs: number;
}

export const REQUEST_TIMEOUT_MS = 15_000;

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** `https://Exam.example.com/` → `https://exam.example.com`; throws on anything that is not an http(s) origin. */
export function normaliseOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) origin: ${value}`);
  return url.origin;
}

export function loadWebConfig(env: NodeJS.ProcessEnv, port: number, socketPort: number): WebConfig {
  const publicOrigin = env.PUBLIC_ORIGIN ? normaliseOrigin(env.PUBLIC_ORIGIN) : null;
  const configured = [...(publicOrigin ? [publicOrigin] : []), ...list(env.ALLOWED_ORIGINS).map(normaliseOrigin)];
  const appOrigins = configured.length ? [...new Set(configured)] : [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const socketSources = appOrigins.flatMap((origin) => {
    const { protocol, hostname } = new URL(origin);
    const secure = protocol === 'https:';
    return [`${secure ? 'wss' : 'ws'}://${hostname}:${socketPort}`, `${secure ? 'https' : 'http'}://${hostname}:${socketPort}`];
  });
  return {
    publicOrigin,
    appOrigins,
    connectSources: [...new Set([...socketSources, ...list(env.CONNECT_ORIGINS)])],
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? REQUEST_TIMEOUT_MS),
  };
}

/** Whether a browser page of this Origin may use the station socket (no Origin: not a browser page, allowed). */
export function originAllowed(web: Pick<WebConfig, 'appOrigins'>, origin: string | undefined): boolean {
  return origin === undefined || web.appOrigins.includes(origin);
}
