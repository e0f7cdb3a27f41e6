import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam, ratingDetailParams, saveCriteriaBody, teachingPaths, type RatingResult, type RatingScale } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { badRequest, forbidden, refused } from '../../core/errors';
import { route, TEACHING_STAFF } from '../../core/routing';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { lessonStudents } from './lesson-repository';
import { assertTeaches, isStudent, loadLesson } from './lessons';
import { lessonRatings, ratedUsers } from './progress-repository';
import { findRatingRecord, ratingItems, ratingName, recordScores, saveRatings } from './rating-repository';
import { checkLeafScores, ratingTree } from './ratings';

export const RatingRouteMessages = {
  notOfLesson: '评价量表不属于本节课',
  notAStudent: '学员不属于本课程',
  alreadyRated: '该学员已评价，不能修改',
} as const;

/** Rating scales (评价学员): the tree, a student's saved rating, and the teacher's one-time save (then read-only). */
export async function ratingRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', `${teachingPaths.ratingTree}/:id`, 'user', async (req) => {
    const ratingId = parse(idParam, (req.params as { id: string }).id);
    const name = await ratingName(db, ratingId);
    const result: RatingScale = { ratingCriteriaId: ratingId, name, ratingCriteriaDetails: ratingTree(await ratingItems(db, ratingId)) };
    return ok(result);
  });

  route(app, 'GET', `${teachingPaths.ratingDetail}/:planDetailId/:ratingCriteriaId/:userId`, 'user', async (req) => {
    const user = currentUser(req);
    const p = parse(ratingDetailParams, req.params);
    const lesson = await loadLesson(db, p.planDetailId);
    if (isStudent(user)) {
      if (p.userId !== user.userId) throw forbidden();
    } else assertTeaches(user, lesson);
    const name = await ratingName(db, p.ratingCriteriaId);
    const record = await findRatingRecord(db, p.planDetailId, p.ratingCriteriaId, p.userId);
    const given = record ? await recordScores(db, record.recordId) : new Map<number, number>();
    const result: RatingResult = {
      ratingCriteriaId: p.ratingCriteriaId,
      name,
      ratingCriteriaDetails: ratingTree(await ratingItems(db, p.ratingCriteriaId), given),
      ratingCriteriaStatus: record ? 1 : 0,
      score: record?.score ?? null,
      evaluateName: record?.evaluateName ?? null,
      evaluateTime: record?.evaluateTime ?? null,
    };
    return ok(result);
  });

  const saveCriteria = async (req: FastifyRequest) => {
    const user = currentUser(req);
    const body = parse(saveCriteriaBody, req.body);
    const lesson = await loadLesson(db, body.planDetailId);
    assertTeaches(user, lesson);
    if (!(await lessonRatings(db, lesson.planDetailId)).some((r) => r.ratingId === body.ratingId)) throw badRequest(RatingRouteMessages.notOfLesson);
    const { scores, total } = checkLeafScores(await ratingItems(db, body.ratingId), body.treeNodes, body.score);
    const studentIds = new Set((await lessonStudents(db, lesson.planId)).map((s) => s.userId));
    const rated = await ratedUsers(db, lesson.planDetailId, body.ratingId);
    for (const b of body.businessDTOS) {
      if (b.planDetailId !== lesson.planDetailId || !studentIds.has(b.evaluateObjectId)) throw badRequest(RatingRouteMessages.notAStudent);
      if (rated.has(b.evaluateObjectId)) throw refused(RatingRouteMessages.alreadyRated);
    }
    const rating = { planDetailId: lesson.planDetailId, ratingId: body.ratingId, evaluatorId: user.userId, evaluateTime: nowText(), total, scores };
    // A student twice in the batch, or rated by a concurrent save, is refused like one rated before.
    if (!(await saveRatings(db, rating, body.businessDTOS.map((b) => b.evaluateObjectId)))) throw refused(RatingRouteMessages.alreadyRated);
    return ok();
  };
  // The spec names two save paths for the same action.
  route(app, 'POST', teachingPaths.ratingSave, TEACHING_STAFF, saveCriteria);
  route(app, 'POST', teachingPaths.studentSaveCriteria, TEACHING_STAFF, saveCriteria);
}
