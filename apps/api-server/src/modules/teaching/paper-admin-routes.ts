import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Role, TeachingPaperMessages, idList, idParam, teachingPaperBody, teachingPaperPaths, teachingPaperQuery } from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { answeredPapers, deletePapers, existingPaperIds, getPaper, insertPaper, listPapers, paperNameTaken, paperRecordCount, updatePaper } from './paper-admin-repository';
import { atomically } from '../../db/queryable';

const TITLE = '教学试卷';
const admin = { access: [Role.ADMIN] };
const logged = (businessType: BusinessType) => ({ config: { ...admin, operLog: { title: TITLE, businessType } } });
const byId = z.object({ paperId: idParam });
const byIds = z.object({ paperIds: idList });

/** Rolls the transaction back when a pick is unknown (nothing of the paper is stored). */
class UnknownPick extends Error {}

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

  const storing = async <T>(work: (trx: typeof db) => Promise<T | null | false>): Promise<T> => {
    try {
      return await atomically(db, async (trx) => {
        const result = await work(trx);
        if (result === null || result === false) throw new UnknownPick();
        return result;
      });
    } catch (e) {
      if (e instanceof UnknownPick) throw badRequest(TeachingPaperMessages.unknownQuestion);
      throw e;
    }
  };

  app.post(base, logged(BusinessType.INSERT), async (req) => {
    const { name, questionIds } = parse(teachingPaperBody, req.body);
    if (!questionIds) throw badRequest(TeachingPaperMessages.questionsRequired);
    if (await paperNameTaken(db, name)) throw refused(TeachingPaperMessages.nameTaken(name));
    const paperId = await storing((trx) => insertPaper(trx, name, questionIds));
    return ok({ paperId });
  });

  app.put(base, logged(BusinessType.UPDATE), async (req) => {
    const { paperId, name, questionIds } = parse(teachingPaperBody, req.body);
    if (!paperId) throw badRequest(TeachingPaperMessages.paperIdRequired);
    const before = await getPaper(db, paperId);
    if (!before) throw notFound(TeachingPaperMessages.paperNotFound);
    if (await paperNameTaken(db, name, paperId)) throw refused(TeachingPaperMessages.nameTaken(name));
    if (questionIds) {
      const records = await paperRecordCount(db, paperId);
      if (records > 0) throw refused(TeachingPaperMessages.answered(records));
    }
    await storing((trx) => updatePaper(trx, paperId, name, questionIds));
    noteChange(req, before, await getPaper(db, paperId));
    return ok();
  });

  app.delete(`${base}/:paperIds`, logged(BusinessType.DELETE), async (req) => {
    const { paperIds } = parse(byIds, req.params);
    if ((await existingPaperIds(db, paperIds)).length !== new Set(paperIds).size) throw notFound(TeachingPaperMessages.paperNotFound);
    const answered = await answeredPapers(db, paperIds);
    if (answered.length) throw refused(answered.map((p) => TeachingPaperMessages.deleteAnswered(p.name, p.records)).join('；'));
    await atomically(db, (trx) => deletePapers(trx, paperIds));
    return ok();
  });
}
