import type { FastifyInstance } from 'fastify';
import { Role, agreementBody, agreementQuery, systemPaths, type Agreement } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { parse } from '../../core/validate';
import type { Db } from '../../db/db';

interface AgreementRow {
  id: number;
  category: number;
  port: number;
  application: number;
  title: string;
  content: string;
  update_time: string;
}

const toAgreement = (r: AgreementRow): Agreement => ({
  id: r.id,
  category: r.category,
  port: r.port,
  application: r.application,
  title: r.title,
  content: r.content,
  updateTime: r.update_time,
});

function latest(db: Db, q: { category: number; port: number; application: number }): Agreement | null {
  const row = db
    .prepare('SELECT * FROM agreement WHERE category = ? AND port = ? AND application = ? ORDER BY id DESC LIMIT 1')
    .get(q.category, q.port, q.application) as AgreementRow | undefined;
  return row ? toAgreement(row) : null;
}

/**
 * Agreement page data (spec §2 "Agreement page"): public, because it is read before signing in.
 * An admin edit adds a new version, so earlier wording stays on record.
 */
export async function agreementRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(systemPaths.agreementLatest, { config: { access: 'public' } }, async (req) => ok(latest(db, parse(agreementQuery, req.query))));

  app.put(systemPaths.agreement, { config: { access: [Role.ADMIN] } }, async (req) => {
    const body = parse(agreementBody, req.body);
    db.prepare('INSERT INTO agreement (category, port, application, title, content, update_by) VALUES (?, ?, ?, ?, ?, ?)').run(
      body.category,
      body.port,
      body.application,
      body.title,
      body.content,
      currentUser(req).userId,
    );
    return ok(latest(db, body));
  });
}
