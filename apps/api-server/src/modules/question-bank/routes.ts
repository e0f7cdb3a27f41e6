import type { FastifyInstance } from 'fastify';

export async function questionBankRoutes(_app: FastifyInstance) {
  // routes of the question-bank module
}
