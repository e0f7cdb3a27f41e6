import type { FastifyInstance } from 'fastify';
import { suggestListQuery, suggestSaveBody, teachingPaths, type Suggestion } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { assertAttends, assertTeaches, isStudent, loadLesson } from './lessons';
import { route, STUDENTS } from './routing';

export const SUGGEST_EXISTS = '已提交过评价建议';

/** Evaluation suggestions: a student adds one per lesson; the teacher reads all of the lesson, a student only their own. */
export async function suggestRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'POST', teachingPaths.suggestSave, STUDENTS, (req) => {
    const user = currentUser(req);
    const body = parse(suggestSaveBody, req.body);
    const lesson = loadLesson(db, body.planDetailId);
    assertAttends(db, user, lesson);
    const exists = db.prepare('SELECT 1 FROM teaching_suggest WHERE plan_detail_id = ? AND user_id = ?').get(lesson.planDetailId, user.userId);
    if (exists) throw refused(SUGGEST_EXISTS);
    db.prepare('INSERT INTO teaching_suggest (plan_detail_id, user_id, suggest, create_time) VALUES (?, ?, ?, ?)').run(
      lesson.planDetailId,
      user.userId,
      body.suggest,
      nowText(),
    );
    return ok();
  });

  route(app, 'GET', teachingPaths.suggestList, 'user', (req) => {
    const user = currentUser(req);
    const q = parse(suggestListQuery, req.query);
    const lesson = loadLesson(db, q.planDetailId);
    const student = isStudent(user);
    if (student) assertAttends(db, user, lesson);
    else assertTeaches(user, lesson);
    const like = q.keywords ? `%${q.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = db
      .prepare(
        `SELECT s.id, s.plan_detail_id AS planDetailId, s.user_id AS userId, COALESCE(u.real_name, '') AS realName, c.class_name AS className,
           s.suggest, s.create_time AS createTime
         FROM teaching_suggest s LEFT JOIN sys_user u ON u.user_id = s.user_id LEFT JOIN sys_class c ON c.id = u.class_id
         WHERE s.plan_detail_id = ? AND (? IS NULL OR s.user_id = ?)
           AND (? IS NULL OR u.real_name LIKE ? ESCAPE '\\' OR u.job_number LIKE ? ESCAPE '\\' OR u.phone LIKE ? ESCAPE '\\')
         ORDER BY s.create_time DESC, s.id DESC`,
      )
      .all(lesson.planDetailId, student ? user.userId : null, student ? user.userId : null, like, like, like, like) as Suggestion[];
    return table(rows, rows.length);
  });
}
