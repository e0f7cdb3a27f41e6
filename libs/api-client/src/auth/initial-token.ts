/**
 * Token at start-up (spec §6: the query, the native app, or a cookie), first found wins:
 *   1. query `token` — in the real query (`/learner/?token=…#/goods`) or in the hash query (`#/goods?id=1&token=…`);
 *      it is then removed from the visible URL with history.replaceState (no reload, no history entry), so it is not
 *      bookmarked, shared or leaked through Referer;
 *   2. the native app's parameters (pass `bridgeToken` from bridge `getAppParams()`);
 *   3. the cookie.
 * A token from 1 or 2 is saved in the token store so reloads keep the session.
 */
import { getApiConfig } from '../core/config';

export const TOKEN_QUERY_PARAM = 'token';
export type TokenSource = 'query' | 'bridge' | 'cookie';

export interface InitialToken {
  token: string | null;
  source: TokenSource | null;
}

/** Reads and strips `token` from a URL; returns the cleaned href when it changed. */
export function takeQueryToken(href: string): { token: string | null; href: string } {
  const url = new URL(href);
  let token = url.searchParams.get(TOKEN_QUERY_PARAM);
  if (token !== null) url.searchParams.delete(TOKEN_QUERY_PARAM);
  const hashAt = url.hash.indexOf('?');
  if (hashAt >= 0) {
    const hashQuery = new URLSearchParams(url.hash.slice(hashAt + 1));
    const hashToken = hashQuery.get(TOKEN_QUERY_PARAM);
    if (hashToken !== null) {
      token = token || hashToken;
      hashQuery.delete(TOKEN_QUERY_PARAM);
      const rest = hashQuery.toString();
      url.hash = url.hash.slice(0, hashAt) + (rest ? `?${rest}` : '');
    }
  }
  return { token: token || null, href: url.href };
}

export function resolveInitialToken({ bridgeToken }: { bridgeToken?: string | null } = {}): InitialToken {
  const { tokenStore } = getApiConfig();
  if (typeof location !== 'undefined') {
    const { token, href } = takeQueryToken(location.href);
    if (href !== location.href) history.replaceState(history.state, '', href);
    if (token) {
      tokenStore.set(token);
      return { token, source: 'query' };
    }
  }
  if (bridgeToken) {
    tokenStore.set(bridgeToken);
    return { token: bridgeToken, source: 'bridge' };
  }
  const saved = tokenStore.get();
  return saved ? { token: saved, source: 'cookie' } : { token: null, source: null };
}
