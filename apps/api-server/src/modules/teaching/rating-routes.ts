import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam, ratingDetailParams, saveCriteriaBody, teachingPaths, type RatingResult, type RatingScale } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { badRequest, forbidden, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { assertTeaches, isStudent, lessonStudents, loadLesson } from './lessons';
import { lessonRatings } from './progress';
import { checkLeafScores, ratingName, ratingTree } from './ratings';
import { route, STAFF } from './routing';

export const RatingRouteMessages = {
  notOfLesson: '评价量表不属于本节课',
  notAStudent: '学员不属于本课程',
  alreadyRated: '该学员已评价，不能修改',
} as const;

/** Rating scales (评价学员): the tree, a student's saved rating, and the teacher's one-time save (then read-only). */
export async function ratingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', `${teachingPaths.ratingTree}/:id`, 'user', (req) => {
    const ratingId = parse(idParam, (req.params as { id: string }).id);
    const result: RatingScale = { ratingCriteriaId: ratingId, name: ratingName(db, ratingId), ratingCriteriaDetails: ratingTree(db, ratingId) };
    return ok(result);
  });

  route(app, 'GET', `${teachingPaths.ratingDetail}/:planDetailId/:ratingCriteriaId/:userId`, 'user', (req) => {
    const user = currentUser(req);
    const p = parse(ratingDetailParams, req.params);
    const lesson = loadLesson(db, p.planDetailId);
    if (isStudent(user)) {
      if (p.userId !== user.userId) throw forbidden();
    } else assertTeaches(user, lesson);
    const name = ratingName(db, p.ratingCriteriaId);
    const record = db
      .prepare(
        `SELECT r.record_id AS recordId, r.score, r.evaluate_time AS evaluateTime, COALESCE(u.real_name, '') AS evaluateName
         FROM teaching_rating_record r LEFT JOIN sys_user u ON u.user_id = r.evaluator_id
         WHERE r.plan_detail_id = ? AND r.rating_id = ? AND r.user_id = ?`,
      )
      .get(p.planDetailId, p.ratingCriteriaId, p.userId) as { recordId: number; score: number; evaluateTime: string; evaluateName: string } | undefined;
    const given = new Map(
      record
        ? (db.prepare('SELECT item_id AS id, score FROM teaching_rating_record_item WHERE record_id = ?').all(record.recordId) as { id: number; score: number }[]).map((i) => [i.id, i.score])
        : [],
    );
    const result: RatingResult = {
      ratingCriteriaId: p.ratingCriteriaId,
      name,
      ratingCriteriaDetails: ratingTree(db, p.ratingCriteriaId, given),
      ratingCriteriaStatus: record ? 1 : 0,
      score: record?.score ?? null,
      evaluateName: record?.evaluateName ?? null,
      evaluateTime: record?.evaluateTime ?? null,
    };
    return ok(result);
  });

  const saveCriteria = (req: FastifyRequest) => {
    const user = currentUser(req);
    const body = parse(saveCriteriaBody, req.body);
    const lesson = loadLesson(db, body.planDetailId);
    assertTeaches(user, lesson);
    if (!lessonRatings(db, lesson.planDetailId).some((r) => r.ratingId === body.ratingId)) throw badRequest(RatingRouteMessages.notOfLesson);
    const { scores, total } = checkLeafScores(db, body.ratingId, body.treeNodes, body.score);
    const studentIds = new Set(lessonStudents(db, lesson.planId).map((s) => s.userId));
    const rated = db.prepare('SELECT 1 FROM teaching_rating_record WHERE plan_detail_id = ? AND rating_id = ? AND user_id = ?');
    for (const b of body.businessDTOS) {
      if (b.planDetailId !== lesson.planDetailId || !studentIds.has(b.evaluateObjectId)) throw badRequest(RatingRouteMessages.notAStudent);
      if (rated.get(lesson.planDetailId, body.ratingId, b.evaluateObjectId)) throw refused(RatingRouteMessages.alreadyRated);
    }
    const at = nowText();
    db.transaction(() => {
      for (const b of body.businessDTOS) {
        const { lastInsertRowid } = db
          .prepare('INSERT INTO teaching_rating_record (plan_detail_id, rating_id, user_id, score, evaluator_id, evaluate_time) VALUES (?, ?, ?, ?, ?, ?)')
          .run(lesson.planDetailId, body.ratingId, b.evaluateObjectId, total, user.userId, at);
        const item = db.prepare('INSERT INTO teaching_rating_record_item (record_id, item_id, score) VALUES (?, ?, ?)');
        for (const [itemId, score] of scores) item.run(lastInsertRowid, itemId, score);
      }
    })();
    return ok();
  };
  // The spec names two save paths for the same action.
  route(app, 'POST', teachingPaths.ratingSave, STAFF, saveCriteria);
  route(app, 'POST', teachingPaths.studentSaveCriteria, STAFF, saveCriteria);
}
