import type { FastifyInstance } from 'fastify';

export async function authRoutes(_app: FastifyInstance) {
  // login, register, platform login, refresh, getInfo, logout: see modules/system
}
