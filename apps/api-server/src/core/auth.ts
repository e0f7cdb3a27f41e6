import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { SignJWT, jwtVerify } from 'jose';
import { BusChannel, type Bus } from './bus';
import { BCRYPT_ROUNDS } from './password-pool';
import { deleteExpiredSessions, deleteSession, deleteUserSessions, findLiveSession, insertSession } from './session-repository';
import { VerifiedTokenCache } from './token-cache';
import type { Queryable } from '../db/queryable';

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

/**
 * Signed HS256 tokens whose ids are kept in `user_session`, so logout and refresh really end a session. Each instance
 * keeps its own cache of verified tokens; ending a session publishes its token id on the bus (issue 15), and every
 * instance (this one included) evicts it, so a token revoked on one instance is refused by all at once. The cache's
 * short TTL is the backstop for a message lost while an instance's bus connection was down.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new VerifiedTokenCache(VERIFIED_TOKENS_MAX, VERIFIED_TOKEN_TTL_MS);
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Queryable,
    private readonly bus: Bus,
    secret: string,
    private readonly minutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.unsubscribe = bus.subscribe(BusChannel.TOKEN_REVOKED, (tokenId) => this.verified.evictTokenId(tokenId));
  }

  async issue(userId: number): Promise<{ token: string; expiresIn: number }> {
    const tokenId = randomUUID();
    const expiresAt = Date.now() + this.minutes * 60_000;
    await insertSession(this.db, tokenId, userId, expiresAt);
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
    let tokenId: string;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      tokenId = String(payload.jti);
    } catch {
      return null;
    }
    const row = await findLiveSession(this.db, tokenId, Date.now());
    if (!row) return null;
    const user: AuthUser = {
      userId: row.user_id,
      userName: row.user_name,
      roles: row.roles ? row.roles.split(',') : [],
      classId: row.class_id,
      tokenId,
    };
    this.verified.set(token, user, row.expires_at);
    return user;
  }

  /** Ends one session (logout, refresh) on every instance. */
  async revoke(tokenId: string) {
    await deleteSession(this.db, tokenId);
    await this.bus.publish(BusChannel.TOKEN_REVOKED, tokenId);
  }

  /**
   * Ends every session of a user (password changed or reset, account disabled), except `keepTokenId` (the caller's
   * own), on every instance.
   */
  async revokeUser(userId: number, keepTokenId?: string) {
    const ended = await deleteUserSessions(this.db, userId, keepTokenId);
    for (const tokenId of ended) await this.bus.publish(BusChannel.TOKEN_REVOKED, tokenId);
  }

  async purgeExpired() {
    await deleteExpiredSessions(this.db, Date.now());
  }

  /** Stops listening for revocations (the bus itself belongs to the caller). */
  close() {
    this.unsubscribe();
  }
}
