import type { Engine } from '../db/engine';
import type { DB } from '../db/tables';
import type { Bus } from './bus';
import type { FileStore } from './file-store';
import type { AuthUser, TokenService } from './auth';
import type { ServerConfig } from './config';
import type { DeviceInfo, RoleKey } from '@medteach/contract';
import type { Queryable } from '../db/queryable';

export interface ServerContext {
  /** Kysely on the configured engine (db/engine.ts): what repositories take. */
  db: Queryable;
  engine: Engine<DB>;
  /** Cross-instance notifications (cache invalidation): core/bus.ts. */
  bus: Bus;
  /** Where uploads are stored (core/file-store.ts): shared by every instance. */
  files: FileStore;
  config: ServerConfig;
  tokens: TokenService;
}

/**
 * Who may call a route: `public` (no token: login, register, landing data), `user` (any valid token, the default),
 * `station` (a paired display's device key, or exam staff's session; the handler then checks which device or
 * window), or a list of role keys (403 for others).
 */
export type Access = 'public' | 'user' | 'station' | RoleKey[];

/** Exam staff: may call the station display routes with their session instead of a device key. */
export const EXAM_STAFF: readonly RoleKey[] = ['admin', 'teacher'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Skip response encryption (files, health). */
    plain?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The paired display device whose key came with the request (`X-Device-Key`), else null. */
    device: DeviceInfo | null;
  }
  interface FastifyInstance {
    ctx: ServerContext;
  }
}

/** The signed-in user of a route whose access is not public. */
export function currentUser(req: { user: AuthUser | null }): AuthUser {
  if (!req.user) throw new Error('currentUser() on a public route');
  return req.user;
}
