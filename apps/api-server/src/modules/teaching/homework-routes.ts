import type { FastifyInstance } from 'fastify';
import {
  HOMEWORK_DOCUMENT_TYPES,
  HOMEWORK_IMAGE_TYPES,
  HomeworkMessages,
  homeworkPaths,
  homeworkScoreBody,
  homeworkSubmissionQuery,
  homeworkSubmitBody,
  myHomeworkQuery,
  type HomeworkSubmission,
  type HomeworkWindow,
  type MyHomework,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { route, STUDENTS, TEACHING_STAFF } from '../../core/routing';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { FILE_URL_PREFIX } from '../system/upload-routes';
import { handedInFiles, handIn, homeworkRecord, ownUploads, scoreLog, scoreLogged } from './homework-repository';
import { lessonHomework, lessonStudents } from './lesson-repository';
import { assertAttends, assertTeaches, loadLesson, type LessonRow } from './lessons';
import type { Queryable } from '../../db/queryable';

const HAND_IN_TYPES: readonly string[] = [...HOMEWORK_IMAGE_TYPES, ...HOMEWORK_DOCUMENT_TYPES];
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Where the lesson's homework window stands at `now` (no start = open already, no end = no deadline). */
export function homeworkWindow(lesson: Pick<LessonRow, 'homeworkStartTime' | 'homeworkEndTime'>, now: string): HomeworkWindow {
  if (lesson.homeworkStartTime && now < lesson.homeworkStartTime) return 'notOpen';
  if (lesson.homeworkEndTime && now > lesson.homeworkEndTime) return 'closed';
  return 'open';
}

async function assertHasHomework(db: Queryable, planDetailId: number) {
  if (!(await lessonHomework(db, planDetailId)).length) throw refused(HomeworkMessages.noHomework);
}

/**
 * Homework both ways (issue 17). Students: their own hand-in for a lesson of their classes (photos and files already
 * stored by `POST /file/upload`, named here by URL), inside the homework window, again until it is scored. The
 * lesson's teacher (or an admin): one student's hand-in with its score history, and scoring it (logged).
 */
export async function homeworkRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', homeworkPaths.mySubmission, STUDENTS, async (req) => {
    const user = currentUser(req);
    const { planDetailId } = parse(myHomeworkQuery, req.query);
    const lesson = await loadLesson(db, planDetailId);
    await assertAttends(db, user, lesson);
    const [record, files] = await Promise.all([homeworkRecord(db, planDetailId, user.userId), handedInFiles(db, planDetailId, user.userId)]);
    const window = homeworkWindow(lesson, nowText());
    const mine: MyHomework = {
      planDetailId,
      ...record,
      homeworkStartTime: lesson.homeworkStartTime,
      homeworkEndTime: lesson.homeworkEndTime,
      window,
      canSubmit: window === 'open' && record.homeWorkScore === null,
      files,
    };
    return ok(mine);
  });

  route(app, 'POST', homeworkPaths.submit, STUDENTS, async (req) => {
    const user = currentUser(req);
    const body = parse(homeworkSubmitBody, req.body);
    const lesson = await loadLesson(db, body.planDetailId);
    await assertAttends(db, user, lesson);
    await assertHasHomework(db, lesson.planDetailId);
    const window = homeworkWindow(lesson, nowText());
    if (window !== 'open') throw refused(window === 'notOpen' ? HomeworkMessages.notOpen : HomeworkMessages.closed);

    const names = body.fileUrls.map((url) => url.slice(FILE_URL_PREFIX.length));
    if (names.some((name) => !HAND_IN_TYPES.includes(extensionOf(name)))) throw badRequest(HomeworkMessages.wrongType);
    // Only the caller's own stored uploads: a URL of someone else's file (or none at all) is refused.
    const uploads = await ownUploads(db, user.userId, names);
    const files = names.map((name) => uploads.get(name));
    if (files.some((f) => !f)) throw badRequest(HomeworkMessages.unknownFile);

    const at = nowText();
    await handIn(db, { planDetailId: lesson.planDetailId, userId: user.userId, files: files.filter((f) => !!f), at, fileUrl: (name) => `${FILE_URL_PREFIX}${name}` }, HomeworkMessages.scored);
    return ok();
  });

  route(app, 'GET', homeworkPaths.submission, TEACHING_STAFF, async (req) => {
    const { planDetailId, userId } = parse(homeworkSubmissionQuery, req.query);
    const lesson = await loadLesson(db, planDetailId);
    assertTeaches(currentUser(req), lesson);
    const student = (await lessonStudents(db, lesson.planId)).find((s) => s.userId === userId);
    if (!student) throw notFound('学员不存在');
    const [record, files, log] = await Promise.all([homeworkRecord(db, planDetailId, userId), handedInFiles(db, planDetailId, userId), scoreLog(db, planDetailId, userId)]);
    const submission: HomeworkSubmission = { planDetailId, userId, realName: student.realName, className: student.className, ...record, files, scoreLog: log };
    return ok(submission);
  });

  // Spec §5: 0–100 or nothing is stored; only handed-in homework is scored; a changed score is logged.
  route(app, 'POST', homeworkPaths.score, TEACHING_STAFF, async (req) => {
    const user = currentUser(req);
    const item = parse(homeworkScoreBody, req.body);
    assertTeaches(user, await loadLesson(db, item.planDetailId));
    await scoreLogged(db, [item], user.userId, nowText(), HomeworkMessages.notHandedIn);
    return ok();
  });
}
