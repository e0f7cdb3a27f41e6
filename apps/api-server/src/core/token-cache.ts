import type { AuthUser } from './auth';

/**
 * Recently verified tokens, so a busy client's every request does not pay an HMAC check and a session query (issue 9
 * load bench). Keyed by the whole token string, so only the exact token that was verified ever hits. Entries live
 * at most `ttlMs` (a disabled account or a changed role is noticed within that time) and never past the session's
 * own expiry; revoking a session (logout, refresh) evicts its token at once. Least recently used entries go first
 * when the cache is full.
 */
export class VerifiedTokenCache {
  private readonly byToken = new Map<string, { user: AuthUser; until: number }>();
  private readonly tokenById = new Map<string, string>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user of a cached, still fresh token (a copy: callers may not change the cached one), or undefined. */
  get(token: string): AuthUser | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    this.byToken.delete(token);
    if (entry.until <= this.now()) {
      this.tokenById.delete(entry.user.tokenId);
      return undefined;
    }
    this.byToken.set(token, entry); // most recently used goes last
    return { ...entry.user, roles: [...entry.user.roles] };
  }

  /** @param sessionExpiresAt epoch ms after which the session itself is no longer valid */
  set(token: string, user: AuthUser, sessionExpiresAt: number) {
    const until = Math.min(this.now() + this.ttlMs, sessionExpiresAt);
    this.byToken.delete(token);
    this.byToken.set(token, { user: { ...user, roles: [...user.roles] }, until });
    this.tokenById.set(user.tokenId, token);
    while (this.byToken.size > this.maxEntries) {
      const [oldest, entry] = this.byToken.entries().next().value as [string, { user: AuthUser }];
      this.byToken.delete(oldest);
      if (this.tokenById.get(entry.user.tokenId) === oldest) this.tokenById.delete(entry.user.tokenId);
    }
  }

  evictTokenId(tokenId: string) {
    const token = this.tokenById.get(tokenId);
    if (token !== undefined) this.byToken.delete(token);
    this.tokenById.delete(tokenId);
  }

  get size() {
    return this.byToken.size;
  }
}
