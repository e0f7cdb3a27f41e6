import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ImportMessages, importPaths, importQuery } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { importProgressBoard } from './import-progress';

const byJob = z.object({ jobId: importQuery.shape.jobId.unwrap() });

/** `GET /system/import/progress/{jobId}`: how far the caller's own import has come (any instance answers). */
export async function importRoutes(app: FastifyInstance) {
  const board = importProgressBoard(app.ctx.bus);
  app.addHook('onClose', async () => board.close());
  app.get(`${importPaths.progress}/:jobId`, async (req) => {
    const progress = board.read(parse(byJob, req.params).jobId, currentUser(req).userId);
    if (!progress) throw notFound(ImportMessages.progressMissing);
    return ok(progress);
  });
}
