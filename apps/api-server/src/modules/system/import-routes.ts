import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { importPaths, importQuery } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { parse } from '../../core/validate';
import { importProgressBoard } from './import-progress';
import { SIGNED_IN } from '../../core/routing';

const byJob = z.object({ jobId: importQuery.shape.jobId.unwrap() });

/**
 * `GET /system/import/progress/{jobId}`: how far the caller's own import has come (any instance answers). A job not
 * started yet (the console polls while the file is still uploading), finished long ago or someone else's answers
 * without data rather than 404: polling is not an error, and nothing is told about other people's jobs.
 */
export async function importRoutes(app: FastifyInstance) {
  const board = importProgressBoard(app.ctx.bus);
  app.addHook('onClose', async () => board.close());
  app.get(`${importPaths.progress}/:jobId`, SIGNED_IN, async (req) => {
    return ok(board.read(parse(byJob, req.params).jobId, currentUser(req).userId));
  });
}
