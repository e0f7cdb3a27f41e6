/**
 * Keeps a session alive: shortly before the token expires it is swapped for a new one (POST /auth/refresh, spec §7),
 * so a student in the middle of a long practice is never sent to the login page by the clock.
 *
 * When a token expires is token-lifetime.ts's business.
 *
 *   const stop = startTokenRefresh();   // mobile-shell's mountMobileApp, once per app
 */
import { getApiConfig } from '../core/config';
import { refreshToken } from './session';
import { isRefreshDue } from './token-lifetime';

/** How often the current token is looked at again (a login, a late native token or a reload may have changed it). */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;

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
