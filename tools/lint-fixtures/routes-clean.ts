// Server-layer control, linted as if it were apps/api-server/src/modules/teaching/<name>-routes.ts: a route that
// parses its input, calls one repository or service function and shapes the reply. Naming the Queryable type is
// allowed; lint must report nothing.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { parse } from '../../core/validate';
import type { Queryable } from '../../db/queryable';
import { nowText } from '../../db/db';

/** Stands in for a repository function (its own file in real code). */
const countClasses = async (_db: Queryable, _since: string): Promise<number> => 0;

export async function fixtureRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get('/fixture', { config: { access: ['admin'] } }, async (req) => {
    const { since } = parse(z.strictObject({ since: z.string().optional() }), req.query);
    return ok({ total: await countClasses(db, since ?? nowText()) });
  });
}
