import type { FastifyInstance } from 'fastify';
import { TimeStatus, planPaperQuery, planPaperSubmitBody, planUserAnswerSheetQuery, teachingPaths } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { forbidden, notFound, refused } from '../../core/errors';
import { gradePaper } from '../../core/paper-grading';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { timeStatusOf } from './calendar';
import { assertAttends, assertTeaches, isStudent, loadLesson } from './lessons';
import { PLAN_ESSAY_GRADING, answerSheet, findRecord, lessonPaperName, paperQuestions } from './papers';
import { route, STUDENTS } from './routing';

export const PaperMessages = {
  notAnswerTime: '当前不在答题时间',
  alreadySubmitted: '试卷已提交，不能重复提交',
  notSubmitted: '该学员尚未提交试卷',
} as const;

/** Teaching-plan papers (type 2): a student answers once while the lesson is in progress; teachers review. */
export async function paperRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', teachingPaths.paperMyAnswerSheet, 'user', (req) => {
    const user = currentUser(req);
    const q = parse(planPaperQuery, req.query);
    const lesson = loadLesson(db, q.planDetailId);
    if (!isStudent(user)) {
      assertTeaches(user, lesson);
      return ok(answerSheet(db, lesson, q.paperId, null, true));
    }
    assertAttends(db, user, lesson);
    const submitted = !!findRecord(db, lesson.planDetailId, q.paperId, user.userId);
    return ok(answerSheet(db, lesson, q.paperId, user.userId, submitted));
  });

  route(app, 'POST', teachingPaths.paperSubmit, STUDENTS, (req) => {
    const user = currentUser(req);
    const body = parse(planPaperSubmitBody, req.body);
    const lesson = loadLesson(db, body.planDetailId);
    assertAttends(db, user, lesson);
    lessonPaperName(db, lesson.planDetailId, body.paperId);
    // Spec §4: answering opens only while the lesson is in progress, and only until the paper is finished.
    if (timeStatusOf(lesson.teachingStartTime, lesson.teachingEndTime) !== TimeStatus.IN_PROGRESS) throw refused(PaperMessages.notAnswerTime);
    if (findRecord(db, lesson.planDetailId, body.paperId, user.userId)) throw refused(PaperMessages.alreadySubmitted);
    const graded = gradePaper(
      paperQuestions(db, body.paperId),
      body.questionResults.map((r) => ({ questionId: r.questionId, result: r.result ?? r.answer ?? null })),
      PLAN_ESSAY_GRADING,
    );
    db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare('INSERT INTO teaching_paper_record (plan_detail_id, paper_id, user_id, score, finish_count, submit_time, use_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(lesson.planDetailId, body.paperId, user.userId, graded.score, graded.finishCount, nowText(), body.useTime ?? null);
      const insert = db.prepare('INSERT INTO teaching_paper_answer (record_id, question_id, result, is_right) VALUES (?, ?, ?, ?)');
      for (const a of graded.answers) insert.run(lastInsertRowid, a.questionId, a.result, a.isRight);
    })();
    return ok(answerSheet(db, lesson, body.paperId, user.userId, true));
  });

  route(app, 'GET', teachingPaths.paperUserAnswerSheet, 'user', (req) => {
    const user = currentUser(req);
    const q = parse(planUserAnswerSheetQuery, req.query);
    const lesson = loadLesson(db, q.planDetailId);
    if (isStudent(user)) {
      if (q.userId !== user.userId) throw forbidden();
    } else assertTeaches(user, lesson);
    lessonPaperName(db, lesson.planDetailId, q.paperId);
    if (!findRecord(db, lesson.planDetailId, q.paperId, q.userId)) throw notFound(PaperMessages.notSubmitted);
    return ok(answerSheet(db, lesson, q.paperId, q.userId, true));
  });
}
