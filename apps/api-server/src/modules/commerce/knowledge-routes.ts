import type { FastifyInstance } from 'fastify';
import { CommerceMessages, commerceIdParams, commercePaths } from '@medteach/contract';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { knowledgeItem } from './knowledge-repository';
import { SIGNED_IN } from '../../core/routing';

/** Medical knowledge items (signed-in users). */
export async function knowledgeRoutes(app: FastifyInstance) {
  app.get(`${commercePaths.knowledge}/:id`, SIGNED_IN, async (req) => {
    const item = await knowledgeItem(app.ctx.db, parse(commerceIdParams, req.params).id);
    if (!item) throw notFound(CommerceMessages.knowledgeMissing);
    return ok(item);
  });
}
