import type { FastifyInstance } from 'fastify';
import { CommerceMessages, commercePaths, shareScoreQuery } from '@medteach/contract';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { shareScoreByShareId } from './share-score-repository';

/** Opened from shared links, so public. */
const PUBLIC = { config: { access: 'public' as const } };

/** A shared practice result (public: the landing page opens it from a shared link). */
export async function shareScoreRoutes(app: FastifyInstance) {
  app.get(commercePaths.shareScoreDetail, PUBLIC, async (req) => {
    const detail = await shareScoreByShareId(app.ctx.db, parse(shareScoreQuery, req.query).practiceListId);
    if (!detail) throw notFound(CommerceMessages.shareMissing);
    return ok(detail);
  });
}
