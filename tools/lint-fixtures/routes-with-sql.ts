// Server-layer fixture, linted as if it were apps/api-server/src/modules/teaching/<name>-routes.ts
// (tools/src/server-layer-rules.spec.ts). A route doing the repository's and the service's work: every import from
// kysely and db/ internals, every query, raw SQL and transaction below must fail lint.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { atomically } from '../../db/queryable';
import { ping } from '../../db/engine';
import type { DB } from '../../db/tables';

export async function fixtureRoutes(app: FastifyInstance) {
  const db = app.ctx.db as Kysely<DB>;
  app.post('/fixture', { config: { access: ['admin'] } }, async () => {
    const classes = await db.selectFrom('sys_class').selectAll().execute();
    await db.insertInto('sys_class').values({ class_name: 'x' }).execute();
    await db.updateTable('sys_class').set({ class_name: 'y' }).execute();
    await db.deleteFrom('sys_class').execute();
    const named = await db.with('c', (q) => q.selectFrom('sys_class').select('id')).selectFrom('c').selectAll().execute();
    await db.transaction().execute(async () => undefined);
    await atomically(db, async () => undefined);
    await sql`SELECT 1`.execute(db);
    const column = sql.ref('class_name');
    return { classes, named, column, up: await ping(db as Kysely<unknown>) };
  });
}
