import { createHmac, timingSafeEqual } from 'node:crypto';
import { refused } from '../../core/errors';
import { spendSignature } from './auth-repository';
import type { Queryable } from '../../db/queryable';

/** How old a platform assertion may be, and how far ahead of our clock it may claim to be (clock skew). */
export const PLATFORM_ASSERTION_MAX_AGE_MS = 5 * 60_000;
export const PLATFORM_ASSERTION_MAX_SKEW_MS = 60_000;

export const PLATFORM_LOGIN_OFF = '平台登录未开启';
export const PLATFORM_SIGNATURE_MISSING = '缺少平台签名';
export const PLATFORM_SIGNATURE_INVALID = '平台签名无效';
export const PLATFORM_SIGNATURE_EXPIRED = '平台签名已过期，请重新进入';
export const PLATFORM_SIGNATURE_USED = '平台签名已使用，请重新进入';

export interface PlatformAssertion {
  platformId: string;
  personId: string;
  /** Milliseconds since the epoch when the host platform signed. */
  timestamp?: number;
  /** Lowercase hex HMAC-SHA256 of platformAssertionText(...) with the shared secret. */
  signature?: string;
}

/** The text the host platform signs: the three values joined by newlines (docs/deploying.md "Platform login"). */
export const platformAssertionText = (platformId: string, personId: string, timestamp: number) => `${platformId}\n${personId}\n${timestamp}`;

export const signPlatformAssertion = (secret: string, platformId: string, personId: string, timestamp: number) =>
  createHmac('sha256', secret).update(platformAssertionText(platformId, personId, timestamp)).digest('hex');

/**
 * Proof that the host platform vouches for `personId` (issue 14 row 2): a fresh HMAC with the shared secret, used
 * once. Used signatures are remembered in the database until they would have expired, so a captured request
 * cannot be replayed. Throws a refusal otherwise; with no secret configured platform login is off.
 */
export async function verifyPlatformAssertion(db: Queryable, secret: string | null, a: PlatformAssertion, now = Date.now()) {
  if (!secret) throw refused(PLATFORM_LOGIN_OFF);
  if (a.timestamp === undefined || !a.signature) throw refused(PLATFORM_SIGNATURE_MISSING);
  const expected = Buffer.from(signPlatformAssertion(secret, a.platformId, a.personId, a.timestamp), 'hex');
  const given = Buffer.from(a.signature.toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused(PLATFORM_SIGNATURE_INVALID);
  if (a.timestamp < now - PLATFORM_ASSERTION_MAX_AGE_MS || a.timestamp > now + PLATFORM_ASSERTION_MAX_SKEW_MS) {
    throw refused(PLATFORM_SIGNATURE_EXPIRED);
  }
  const expiresAt = a.timestamp + PLATFORM_ASSERTION_MAX_AGE_MS + PLATFORM_ASSERTION_MAX_SKEW_MS;
  if (!(await spendSignature(db, expected.toString('hex'), expiresAt, now))) throw refused(PLATFORM_SIGNATURE_USED);
}
