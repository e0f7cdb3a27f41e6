import type { FastifyInstance } from 'fastify';

export async function stationRoutes(_app: FastifyInstance) {
  // routes of the station module
}
