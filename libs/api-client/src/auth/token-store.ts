/**
 * Where the session token lives: a cookie, as RuoYi front ends do,
 * so a token survives reloads and is shared by every app served from one origin under the same name.
 * admin-shell uses `Admin-Token` (RuoYi-Vue3's name); the mobile apps share MOBILE_TOKEN_COOKIE.
 */
export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  remove(): void;
}

export const ADMIN_TOKEN_COOKIE = 'Admin-Token';
export const MOBILE_TOKEN_COOKIE = 'App-Token';

export function createCookieTokenStore(name: string = MOBILE_TOKEN_COOKIE, path = '/'): TokenStore {
  const key = encodeURIComponent(name);
  return {
    get() {
      if (typeof document === 'undefined') return undefined;
      for (const part of document.cookie.split(';')) {
        const [k, ...v] = part.trim().split('=');
        if (k === key) return decodeURIComponent(v.join('=')) || undefined;
      }
      return undefined;
    },
    set(token) {
      if (typeof document === 'undefined') return;
      // Session cookie (no expiry), like js-cookie's default in RuoYi: the server's expires_in governs validity.
      // Secure on https pages, so the token never travels over plain http to the same host (issue 14 row 13).
      const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${key}=${encodeURIComponent(token)}; path=${path}; SameSite=Lax${secure}`;
    },
    remove() {
      if (typeof document === 'undefined') return;
      document.cookie = `${key}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    },
  };
}

/** In-memory store for tests and non-browser callers. */
export function createMemoryTokenStore(initial?: string): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (t) => {
      token = t;
    },
    remove: () => {
      token = undefined;
    },
  };
}
