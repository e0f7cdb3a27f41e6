import type { FastifyInstance } from 'fastify';
import { systemPaths, type HealthStatus } from '@medteach/contract';
import { databaseStatus } from './health';

/** Liveness for load balancers and scripts: a bare JSON object (no envelope, never encrypted); 503 when the database fails. */
export async function healthRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get(systemPaths.health, { config: { access: 'public', plain: true } }, async (_req, reply) => {
    const dbStatus = await databaseStatus(db);
    const status: HealthStatus = { status: 'UP', uptime: Math.round(process.uptime()), db: dbStatus };
    return reply.status(dbStatus === 'UP' ? 200 : 503).send(status);
  });
}
