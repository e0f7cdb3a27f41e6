import type { FastifyInstance } from 'fastify';
import { TimeStatus, planPaperQuery, planPaperSubmitBody, planUserAnswerSheetQuery, teachingPaths } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { forbidden, notFound, refused } from '../../core/errors';
import { gradePaper } from '../../core/paper-grading';
import { route, STUDENTS } from '../../core/routing';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { timeStatusOf } from './calendar';
import { assertAttends, assertTeaches, isStudent, loadLesson } from './lessons';
import { findRecord, insertPaperRecord, lessonPaperName, paperQuestions } from './paper-repository';
import { PLAN_ESSAY_GRADING, answerSheet } from './papers';

export const PaperMessages = {
  notAnswerTime: '当前不在答题时间',
  alreadySubmitted: '试卷已提交，不能重复提交',
  notSubmitted: '该学员尚未提交试卷',
} as const;

/** Teaching-plan papers (type 2): a student answers once while the lesson is in progress; teachers review. */
export async function paperRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', teachingPaths.paperMyAnswerSheet, 'user', async (req) => {
    const user = currentUser(req);
    const q = parse(planPaperQuery, req.query);
    const lesson = await loadLesson(db, q.planDetailId);
    if (!isStudent(user)) {
      assertTeaches(user, lesson);
      return ok(await answerSheet(db, lesson, q.paperId, null, true, user.userId));
    }
    await assertAttends(db, user, lesson);
    const submitted = !!(await findRecord(db, lesson.planDetailId, q.paperId, user.userId));
    return ok(await answerSheet(db, lesson, q.paperId, user.userId, submitted, user.userId));
  });

  route(app, 'POST', teachingPaths.paperSubmit, STUDENTS, async (req) => {
    const user = currentUser(req);
    const body = parse(planPaperSubmitBody, req.body);
    const lesson = await loadLesson(db, body.planDetailId);
    await assertAttends(db, user, lesson);
    await lessonPaperName(db, lesson.planDetailId, body.paperId);
    // Spec §4: answering opens only while the lesson is in progress, and only until the paper is finished.
    if (timeStatusOf(lesson.teachingStartTime, lesson.teachingEndTime) !== TimeStatus.IN_PROGRESS) throw refused(PaperMessages.notAnswerTime);
    if (await findRecord(db, lesson.planDetailId, body.paperId, user.userId)) throw refused(PaperMessages.alreadySubmitted);
    const graded = gradePaper(
      await paperQuestions(db, body.paperId),
      body.questionResults.map((r) => ({ questionId: r.questionId, result: r.result ?? r.answer ?? null })),
      PLAN_ESSAY_GRADING,
    );
    const record = { planDetailId: lesson.planDetailId, paperId: body.paperId, userId: user.userId, submitTime: nowText(), useTime: body.useTime ?? null };
    if (!(await insertPaperRecord(db, record, graded))) throw refused(PaperMessages.alreadySubmitted);
    return ok(await answerSheet(db, lesson, body.paperId, user.userId, true, user.userId));
  });

  route(app, 'GET', teachingPaths.paperUserAnswerSheet, 'user', async (req) => {
    const user = currentUser(req);
    const q = parse(planUserAnswerSheetQuery, req.query);
    const lesson = await loadLesson(db, q.planDetailId);
    if (isStudent(user)) {
      if (q.userId !== user.userId) throw forbidden();
    } else assertTeaches(user, lesson);
    await lessonPaperName(db, lesson.planDetailId, q.paperId);
    if (!(await findRecord(db, lesson.planDetailId, q.paperId, q.userId))) throw notFound(PaperMessages.notSubmitted);
    return ok(await answerSheet(db, lesson, q.paperId, q.userId, true, user.userId));
  });
}
