/**
 * Keeps a session alive: shortly before the token expires it is swapped for a new one (POST /auth/refresh, spec §7),
 * so a student in the middle of a long practice is never sent to the login page by the clock.
 *
 * When a token expires: the login grant says so (`expires_in`, minutes, remembered by session.ts), and a JWT (the
 * reference server's, RuoYi-Vue-Plus's) carries `exp`. A token whose expiry is unknown is left alone.
 *
 *   const stop = startTokenRefresh();   // mobile-shell's mountMobileApp, once per app
 */
import { getApiConfig } from '../core/config';
import { refreshToken } from './session';

/** Refresh this long before the expiry: one request's timeout and some clock skew fit well inside. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** How often the current token is looked at again (a login, a late native token or a reload may have changed it). */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
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

export interface TokenRefreshOptions {
  now?: () => number;
  refresh?: () => Promise<unknown>;
}

/** Checks the token every TOKEN_CHECK_INTERVAL_MS (and at once) and refreshes it when due; returns the stop function. */
export function startTokenRefresh({ now = Date.now, refresh = refreshToken }: TokenRefreshOptions = {}): () => void {
  // One attempt per token: a refused refresh is not repeated every minute (the 401 flow takes over at expiry).
  const tried = new Set<string>();
  const check = () => {
    const token = getApiConfig().tokenStore.get();
    if (!token || tried.has(token) || !isRefreshDue(token, now())) return;
    tried.add(token);
    refresh().catch(() => undefined);
  };
  check();
  const timer = setInterval(check, TOKEN_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
