import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth';
import { VerifiedTokenCache } from './token-cache';

const user = (tokenId: string, roles = ['student']): AuthUser => ({ userId: 101, userName: 'student01', roles, classId: 1, tokenId });

describe('VerifiedTokenCache', () => {
  const clock = () => {
    const c = { t: 1_000_000, now: () => c.t };
    return c;
  };

  it('answers for the exact token until the TTL, never past the session expiry', () => {
    const c = clock();
    const cache = new VerifiedTokenCache(10, 5_000, c.now);
    cache.set('tok-a', user('a'), c.t + 60_000);
    cache.set('tok-b', user('b'), c.t + 2_000); // session ends before the TTL
    expect(cache.get('tok-a')?.tokenId).toBe('a');
    expect(cache.get('tok-a-forged')).toBeUndefined();
    c.t += 2_000;
    expect(cache.get('tok-b')).toBeUndefined();
    expect(cache.get('tok-a')?.tokenId).toBe('a');
    c.t += 3_000;
    expect(cache.get('tok-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts a revoked session at once', () => {
    const c = clock();
    const cache = new VerifiedTokenCache(10, 5_000, c.now);
    cache.set('tok-a', user('a'), c.t + 60_000);
    cache.evictTokenId('a');
    expect(cache.get('tok-a')).toBeUndefined();
    cache.evictTokenId('unknown'); // harmless
  });

  it('drops the least recently used entry when full', () => {
    const c = clock();
    const cache = new VerifiedTokenCache(2, 5_000, c.now);
    cache.set('tok-a', user('a'), c.t + 60_000);
    cache.set('tok-b', user('b'), c.t + 60_000);
    cache.get('tok-a'); // a is now more recent than b
    cache.set('tok-c', user('c'), c.t + 60_000);
    expect(cache.get('tok-b')).toBeUndefined();
    expect(cache.get('tok-a')?.tokenId).toBe('a');
    expect(cache.get('tok-c')?.tokenId).toBe('c');
    cache.evictTokenId('b'); // already gone: nothing else is touched
    expect(cache.size).toBe(2);
  });

  it('hands out copies, so a caller cannot change what the next request sees', () => {
    const c = clock();
    const cache = new VerifiedTokenCache(10, 5_000, c.now);
    cache.set('tok-a', user('a'), c.t + 60_000);
    cache.get('tok-a')?.roles.push('admin');
    expect(cache.get('tok-a')?.roles).toEqual(['student']);
  });
});
