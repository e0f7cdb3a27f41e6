import type { FastifyInstance } from 'fastify';
import { suggestListQuery, suggestSaveBody, teachingPaths } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { refused } from '../../core/errors';
import { route, STUDENTS } from '../../core/routing';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { assertAttends, assertTeaches, isStudent, loadLesson } from './lessons';
import { addSuggestion, suggestions } from './suggest-repository';

export const SUGGEST_EXISTS = '已提交过评价建议';

/** Evaluation suggestions: a student adds one per lesson; the teacher reads all of the lesson, a student only their own. */
export async function suggestRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'POST', teachingPaths.suggestSave, STUDENTS, async (req) => {
    const user = currentUser(req);
    const body = parse(suggestSaveBody, req.body);
    const lesson = await loadLesson(db, body.planDetailId);
    await assertAttends(db, user, lesson);
    if (!(await addSuggestion(db, lesson.planDetailId, user.userId, body.suggest, nowText()))) throw refused(SUGGEST_EXISTS);
    return ok();
  });

  route(app, 'GET', teachingPaths.suggestList, 'user', async (req) => {
    const user = currentUser(req);
    const q = parse(suggestListQuery, req.query);
    const lesson = await loadLesson(db, q.planDetailId);
    const student = isStudent(user);
    if (student) await assertAttends(db, user, lesson);
    else assertTeaches(user, lesson);
    const rows = await suggestions(db, lesson.planDetailId, { userId: student ? user.userId : undefined, keyword: q.keywords });
    return table(rows, rows.length);
  });
}
