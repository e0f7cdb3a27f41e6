import type { Server as SocketServer } from 'socket.io';
import type { Db } from '../db/db';
import type { AuthUser, TokenService } from './auth';
import type { ServerConfig } from './config';
import type { RoleKey } from '@medteach/contract';

export interface ServerContext {
  db: Db;
  config: ServerConfig;
  tokens: TokenService;
  /** The station socket server, once listening (null in HTTP-only tests). */
  io: SocketServer | null;
}

/**
 * Who may call a route: `public` (no token: login, register, landing data), `user` (any valid token, the default),
 * or a list of role keys (403 for others).
 */
export type Access = 'public' | 'user' | RoleKey[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Skip response encryption (files, health). */
    plain?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
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
