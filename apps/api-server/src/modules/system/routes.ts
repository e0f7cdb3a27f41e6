import type { FastifyInstance } from 'fastify';

export async function systemRoutes(_app: FastifyInstance) {
  // routes of the system module
}
