import type { FastifyInstance } from 'fastify';
import { Role, agreementBody, agreementQuery, systemPaths } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { addAgreementVersion, latestAgreement } from './agreement-repository';

/**
 * Agreement page data (spec §2 "Agreement page"): public, because it is read before signing in.
 * An admin edit adds a new version, so earlier wording stays on record.
 */
export async function agreementRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(systemPaths.agreementLatest, { config: { access: 'public' } }, async (req) => ok(await latestAgreement(db, parse(agreementQuery, req.query))));

  app.put(systemPaths.agreement, { config: { access: [Role.ADMIN], operLog: { title: '协议管理', businessType: BusinessType.UPDATE } } }, async (req) => {
    const body = parse(agreementBody, req.body);
    const before = await latestAgreement(db, body);
    await addAgreementVersion(db, body, currentUser(req).userId);
    const after = await latestAgreement(db, body);
    noteChange(req, before, after);
    return ok(after);
  });
}
