import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/db';
import { BCRYPT_ROUNDS } from './password-pool';
import { cachedStatement } from './statements';
import { VerifiedTokenCache } from './token-cache';

/** Verified tokens remembered (one per active session is plenty) and for how long (see token-cache.ts). */
const VERIFIED_TOKENS_MAX = 10_000;
const VERIFIED_TOKEN_TTL_MS = 10_000;

export interface AuthUser {
  userId: number;
  userName: string;
  roles: string[];
  classId: number | null;
  /** Token id, used to revoke on logout. */
  tokenId: string;
}

export const hasRole = (user: AuthUser | null, ...roles: string[]) => !!user && roles.some((r) => user.roles.includes(r));

/**
 * Synchronous bcrypt, ~85 ms of blocked event loop per call: for seeding and tests only. Requests hash and check
 * through core/password-pool.ts (`passwords`), off the event loop.
 */
export const hashPassword = (plain: string) => bcrypt.hashSync(plain, BCRYPT_ROUNDS);
export const checkPassword = (plain: string, hash: string) => bcrypt.compareSync(plain, hash);

/** Signed HS256 tokens whose ids are kept in `user_session`, so logout and refresh really end a session. */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new VerifiedTokenCache(VERIFIED_TOKENS_MAX, VERIFIED_TOKEN_TTL_MS);
  constructor(
    private readonly db: Db,
    secret: string,
    private readonly minutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: number): Promise<{ token: string; expiresIn: number }> {
    const tokenId = randomUUID();
    const expiresAt = Date.now() + this.minutes * 60_000;
    this.db.prepare('INSERT INTO user_session (token_id, user_id, expires_at) VALUES (?, ?, ?)').run(tokenId, userId, expiresAt);
    const token = await new SignJWT({ uid: userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.key);
    return { token, expiresIn: this.minutes };
  }

  /** Returns the user of a valid, unrevoked token, or null. */
  async verify(token: string): Promise<AuthUser | null> {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const row = cachedStatement(
        this.db,
        `SELECT u.user_id, u.user_name, u.roles, u.class_id, s.expires_at FROM user_session s JOIN sys_user u ON u.user_id = s.user_id
         WHERE s.token_id = ? AND s.expires_at > ? AND u.status = '0'`,
      ).get(String(payload.jti), Date.now()) as { user_id: number; user_name: string; roles: string; class_id: number | null; expires_at: number } | undefined;
      if (!row) return null;
      const user: AuthUser = {
        userId: row.user_id,
        userName: row.user_name,
        roles: row.roles ? row.roles.split(',') : [],
        classId: row.class_id,
        tokenId: String(payload.jti),
      };
      this.verified.set(token, user, row.expires_at);
      return user;
    } catch {
      return null;
    }
  }

  revoke(tokenId: string) {
    this.verified.evictTokenId(tokenId);
    this.db.prepare('DELETE FROM user_session WHERE token_id = ?').run(tokenId);
  }

  /** Ends every session of a user (password changed or reset), except `keepTokenId` (the caller's own). */
  revokeUser(userId: number, keepTokenId?: string) {
    const ids = this.db.prepare('SELECT token_id FROM user_session WHERE user_id = ?').all(userId) as { token_id: string }[];
    for (const { token_id } of ids) if (token_id !== keepTokenId) this.revoke(token_id);
  }

  purgeExpired() {
    this.db.prepare('DELETE FROM user_session WHERE expires_at <= ?').run(Date.now());
  }
}
