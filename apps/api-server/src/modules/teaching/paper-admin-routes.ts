import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Role, TeachingPaperMessages, idList, idParam, teachingPaperBody, teachingPaperPaths, teachingPaperQuery } from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { getPaper, listPapers } from './paper-admin-repository';
import { createPaper, removePapers, savePaper } from './papers';

const TITLE = '教学试卷';
const admin = { access: [Role.ADMIN] };
const logged = (businessType: BusinessType) => ({ config: { ...admin, operLog: { title: TITLE, businessType } } });
const byId = z.object({ paperId: idParam });
const byIds = z.object({ paperIds: idList });

/**
 * 教学试卷 (issue 17): plan papers built from the question bank. The phone's /courseTopic reads the copies straight
 * from the database on every request (nothing cached), so a saved paper shows at its next load. Students' answers
 * point at the copies: once a paper is answered its questions stay and it cannot be deleted.
 */
export async function paperAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const base = teachingPaperPaths.base;

  app.get(teachingPaperPaths.list, { config: admin }, async (req) => {
    const { pageNum, pageSize, name } = parse(teachingPaperQuery, req.query);
    const { rows, total } = await listPapers(db, name, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(`${base}/:paperId`, { config: admin }, async (req) => {
    const paper = await getPaper(db, parse(byId, req.params).paperId);
    if (!paper) throw notFound(TeachingPaperMessages.paperNotFound);
    return ok(paper);
  });

  app.post(base, logged(BusinessType.INSERT), async (req) => {
    const { name, questionIds } = parse(teachingPaperBody, req.body);
    if (!questionIds) throw badRequest(TeachingPaperMessages.questionsRequired);
    const paperId = await createPaper(db, name, questionIds);
    return ok({ paperId });
  });

  app.put(base, logged(BusinessType.UPDATE), async (req) => {
    const { paperId, name, questionIds } = parse(teachingPaperBody, req.body);
    if (!paperId) throw badRequest(TeachingPaperMessages.paperIdRequired);
    const { before, after } = await savePaper(db, paperId, name, questionIds);
    noteChange(req, before, after);
    return ok();
  });

  app.delete(`${base}/:paperIds`, logged(BusinessType.DELETE), async (req) => {
    await removePapers(db, parse(byIds, req.params).paperIds);
    return ok();
  });
}
