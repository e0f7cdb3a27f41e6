import type { FastifyInstance } from 'fastify';

export async function commerceRoutes(_app: FastifyInstance) {
  // routes of the commerce module
}
