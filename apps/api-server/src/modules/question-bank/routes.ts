import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from './routes-catalog';
import { ensureQuestionBankMedia } from './media';
import { paperRoutes } from './routes-papers';
import { practiceRoutes } from './routes-practice';
import { resourceRoutes } from './routes-resources';

/**
 * Question bank (spec §7 "Question bank"): both the /exam/... and the /base/... families. Every route needs a
 * signed-in user (default access) and only ever reads or writes that user's records. `Device-Type: app` is
 * accepted and needs no handling.
 */
export async function questionBankRoutes(app: FastifyInstance) {
  ensureQuestionBankMedia(app.ctx.config.uploadDir);
  await app.register(catalogRoutes);
  await app.register(practiceRoutes);
  await app.register(resourceRoutes);
  await app.register(paperRoutes);
}
