import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieTokenStore } from './token-store';

/** Records what the store writes to document.cookie (jsdom would drop a Secure cookie on its http page). */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: (v: string) => writes.push(v) });
  return writes;
}

afterEach(() => {
  delete (document as { cookie?: string }).cookie; // back to Document.prototype's accessor
  vi.unstubAllGlobals();
});

describe('cookie token store', () => {
  it('marks the token cookie Secure on https pages (issue 14 row 13)', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const writes = recordCookieWrites();
    createCookieTokenStore('App-Token').set('tok');
    expect(writes).toEqual(['App-Token=tok; path=/; SameSite=Lax; Secure']);
  });

  it('leaves it off on http (the local demo), where a Secure cookie would not be kept', () => {
    const writes = recordCookieWrites();
    createCookieTokenStore('App-Token').set('tok');
    expect(writes).toEqual(['App-Token=tok; path=/; SameSite=Lax']);
  });
});
