/**
 * When a token expires: the login grant says so (`expires_in`, minutes, remembered by session.ts on every grant), and
 * a JWT (the reference server's, RuoYi-Vue-Plus's) carries `exp`. A token whose expiry is unknown is never due.
 * Kept apart from token-refresh.ts, which asks session.ts for a new token: session.ts records grants here, so the
 * two would otherwise import each other.
 */
/** Refresh this long before the expiry: one request's timeout and some clock skew fit well inside. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
const MINUTE_MS = 60_000;

/** Expiry (epoch ms) of tokens granted by this client, from the grant's `expires_in`. */
const grantedExpiry = new Map<string, number>();

export function rememberTokenLifetime(token: string, expiresInMinutes: number, now = Date.now()): void {
  if (Number.isFinite(expiresInMinutes) && expiresInMinutes > 0) grantedExpiry.set(token, now + expiresInMinutes * MINUTE_MS);
}

/** `exp` of a JWT in epoch ms, or null when the token is not a JWT with one. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export const tokenExpiry = (token: string): number | null => grantedExpiry.get(token) ?? jwtExpiry(token);

/** Whether `token` is due for a refresh at `now`: inside the lead time and not yet expired (expired → the 401 flow). */
export function isRefreshDue(token: string, now: number): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && now < expiry && expiry - now <= REFRESH_BEFORE_EXPIRY_MS;
}
