import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Role, idList, idParam, questionAdminMessages as msg, questionAdminPaths as paths, questionAdminQuery, questionBody, questionMoveBody } from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { deleteImpact, getQuestion, listQuestions } from './question-admin-repository';
import { createQuestion, draftPreview, moveToCategory, removeQuestions, saveQuestion, storedPreview } from './question-editor';
import { queryOf } from './request';

const TITLE = '试题管理';
const admin = (businessType?: BusinessType) => ({ config: { access: [Role.ADMIN], ...(businessType === undefined ? {} : { operLog: { title: TITLE, businessType } }) } });
const byId = z.object({ id: idParam });
const byIds = z.object({ ids: idList });

/** 试题管理 (issue 16): the console's questions of all nine types, with search, moves, deletes and a phone preview. */
export async function questionAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(paths.questionList, admin(), async (req) => {
    const { rows, total } = await listQuestions(db, parse(questionAdminQuery, queryOf(req)));
    return table(rows, total);
  });

  app.get(`${paths.questionDeleteImpact}/:ids`, admin(), async (req) => ok(await deleteImpact(db, parse(byIds, req.params).ids)));

  // The question exactly as the phone receives it (group parent with childedList), to render with its renderer.
  app.get(`${paths.questionPreview}/:id`, admin(), async (req) => ok(await storedPreview(db, parse(byId, req.params).id)));

  // A draft from the edit dialog, before it is saved: same checks and the same shaping as a saved one.
  // A draft drawn for the phone preview, nothing stored: named for 操作日志 as what the admin did.
  app.post(paths.questionPreview, { config: { access: [Role.ADMIN], operLog: { title: '试题手机预览', businessType: BusinessType.OTHER } } }, async (req) =>
    ok(draftPreview(parse(questionBody, req.body))),
  );

  app.get(`${paths.question}/:id`, admin(), async (req) => {
    const question = await getQuestion(db, parse(byId, req.params).id);
    if (!question) throw notFound(msg.noSuchQuestion);
    return ok(question);
  });

  app.post(paths.question, admin(BusinessType.INSERT), async (req) => {
    return ok({ questionId: await createQuestion(db, parse(questionBody, req.body)) });
  });

  app.put(paths.question, admin(BusinessType.UPDATE), async (req) => {
    const body = parse(questionBody, req.body);
    if (!body.questionId) throw badRequest('试题编号不能为空');
    const { before, after } = await saveQuestion(db, body.questionId, body);
    noteChange(req, before, after);
    return ok();
  });

  app.put(paths.questionMove, admin(BusinessType.UPDATE), async (req) => {
    const { ids, categoryId } = parse(questionMoveBody, req.body);
    return ok({ moved: await moveToCategory(db, ids, categoryId) });
  });

  app.delete(`${paths.question}/:ids`, admin(BusinessType.DELETE), async (req) => {
    return ok({ removed: await removeQuestions(db, parse(byIds, req.params).ids) });
  });
}
