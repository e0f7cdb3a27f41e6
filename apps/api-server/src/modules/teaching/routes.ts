import type { FastifyInstance } from 'fastify';

export async function teachingRoutes(_app: FastifyInstance) {
  // routes of the teaching module
}
