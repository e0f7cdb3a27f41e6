import type { FastifyInstance } from 'fastify';

export async function courseRoutes(_app: FastifyInstance) {
  // routes of the course module
}
