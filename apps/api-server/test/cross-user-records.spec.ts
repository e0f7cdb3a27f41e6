/**
 * Students only ever see or change their own records (conventions; issue 9 "a student cannot read or change another
 * student's records (ids of others tried)"), for every endpoint that takes the id of a user-owned record: composed
 * papers, notes, favourites, wrong answers and answers of the question bank; course papers, score reports, credits
 * and certificates; teaching-plan papers, homework and sign-ins; orders. Records come from the seed or are created
 * through the API by the owner, never hard-coded. Every refusal has a positive control (the owner does get it), and
 * every refused or re-routed write is checked in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseMessages,
  FREE_QUESTION_COUNT,
  OrderStatus,
  ResourceType,
  commercePaths,
  coursePaths,
  questionBankBasePaths as base,
  questionBankPaths as paths,
  teachingPaths,
} from '@medteach/contract';
import { nowText } from '../src/db/db';
import { loginAs, testServer } from '../src/test-helpers';
import { rowCounts } from './support/discovered-server';
import { sqlOne, sqlAll } from './support/raw-sql';

type Server = Awaited<ReturnType<typeof testServer>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary response JSON
type Json = any;

const FORBIDDEN = { code: 403, msg: '当前操作没有权限' };
/** The question bank answers someone else's composed paper as missing (routes-papers.ts `ownPaper`). */
const PAPER_NOT_FOUND = { code: 404, msg: '试卷不存在' };
const PAPER_DELETE_REFUSED = { code: 403, msg: '只能删除自己的组题记录' };
/** A body naming a user: whose record it is comes from the session, so the field is one no write knows. */
const USER_ID_REFUSED = { code: 400, msg: '不支持的字段：userId' };

interface Student {
  id: number;
  name: string;
  get(path: string, query?: Record<string, string | number>): Promise<Json>;
  post(path: string, payload: object): Promise<Json>;
  del(path: string): Promise<Json>;
}

let s: Server;
beforeAll(async () => {
  // Demo mode: the orders checks open the pay page, which without a payment provider exists only there (issue 14).
  s = await testServer({ demoMode: true });
});
afterAll(() => s.close());

const one = async <T>(sql: string, ...params: unknown[]) => (await sqlOne<T>(s.ctx.db, sql, ...params));
const all = async <T>(sql: string, ...params: unknown[]) => (await sqlAll<T>(s.ctx.db, sql, ...params));

/** A signed-in student; replies are the JSON envelopes. */
async function student(userId: number): Promise<Student> {
  const { name } = await one<{ name: string }>('SELECT user_name AS name FROM sys_user WHERE user_id = ?', userId);
  const headers = await loginAs(s.app, name);
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, query?: Record<string, string | number>) => {
    const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    return (await s.app.inject({ method, url: `/api${path}${qs}`, headers, ...(payload ? { payload } : {}) })).json();
  };
  return { id: userId, name, get: (p, q) => call('GET', p, undefined, q), post: (p, body) => call('POST', p, body), del: (p) => call('DELETE', p) };
}

/** Two seeded students matching `sql` (a SELECT of user ids, ordered), as [attacker, owner]. */
async function twoStudents(sql: string, ...params: unknown[]): Promise<[Student, Student]> {
  const ids = (await all<{ id: number }>(sql, ...params)).map((r) => r.id);
  if (ids.length < 2) throw new Error(`the seed has fewer than two students for: ${sql}`);
  return [await student(ids[0]), await student(ids[1])];
}
const STUDENTS = "SELECT user_id AS id FROM sys_user WHERE roles = 'student' AND class_id IS NOT NULL";

describe('question bank', () => {
  interface FreeQuestion {
    id: number;
    correct: string;
    categoryId: number;
    majorType: number;
  }
  let owner: Student;
  let other: Student;
  let questions: FreeQuestion[];
  beforeAll(async () => {
    [other, owner] = await twoStudents(`${STUDENTS} ORDER BY user_id LIMIT 2`);
    // Single-choice questions anyone may open (a free skill or within the free questions of the topic lock).
    const category = await one<{ id: number }>(
      `SELECT q.category_id AS id FROM qb_question q JOIN qb_category c ON c.id = q.category_id
       WHERE q.answerable = 1 AND q.type = 0 AND (c.skill_id IS NULL OR q.seq <= ?) GROUP BY q.category_id HAVING COUNT(*) >= 3 ORDER BY q.category_id LIMIT 1`,
      FREE_QUESTION_COUNT,
    );
    questions = await all<FreeQuestion>(
      `SELECT q.id, q.correct, q.category_id AS "categoryId", c.major_type AS "majorType" FROM qb_question q JOIN qb_category c ON c.id = q.category_id
       WHERE q.category_id = ? AND q.answerable = 1 AND q.type = 0 AND (c.skill_id IS NULL OR q.seq <= ?) ORDER BY q.seq, q.id LIMIT 3`,
      category.id,
      FREE_QUESTION_COUNT,
    );
  });
  const wrongLetter = (q: FreeQuestion) => (q.correct === 'A' ? 'B' : 'A');
  const compose = async (who: Student) => {
    const q = questions[0];
    const res = await who.post(paths.paperAdd, { majorType: q.majorType, categoryIds: String(q.categoryId), num: 2 });
    expect(res.code).toBe(200);
    return res.data as number;
  };
  const paperRecords = async (paperId: number) => await all<{ userId: number }>('SELECT user_id AS "userId" FROM qb_question_record WHERE study_paper_id = ?', paperId);

  it('composed papers: another student can neither list, open, answer into nor delete mine (both URL families)', async () => {
    const mine = await compose(owner);
    const theirs = await compose(other);
    for (const url of [paths.paperById, base.paperById, paths.paperAnswerSheet, base.paperAnswerSheet]) {
      expect(await other.get(`${url}/${mine}`), url).toEqual(PAPER_NOT_FOUND);
      expect((await owner.get(`${url}/${mine}`)).code, url).toBe(200);
    }
    for (const url of [paths.paperPage, base.paperPage]) {
      const ids = (who: Student) => who.get(url).then((r) => r.rows.map((p: { studyPaperId: number }) => p.studyPaperId));
      expect(await ids(other)).toEqual([theirs]);
      expect(await ids(owner)).toEqual([mine]);
    }

    const [question] = (await owner.get(`${paths.paperById}/${mine}`)).data.questionList as { questionId: number }[];
    const answer = { questionId: question.questionId, studyPaperId: mine, result: 'A', majorType: questions[0].majorType };
    for (const url of [paths.paperAnswerAdd, base.paperAnswerAdd]) expect(await other.post(url, answer), url).toEqual(PAPER_NOT_FOUND);
    expect(await paperRecords(mine)).toEqual([]);
    expect((await owner.post(paths.paperAnswerAdd, answer)).code).toBe(200);
    expect(await paperRecords(mine)).toEqual([{ userId: owner.id }]);

    const before = (await rowCounts(s.ctx.db));
    expect(await other.del(`${base.paperDelete}?idList=${mine}`)).toEqual(PAPER_DELETE_REFUSED);
    // One foreign id refuses the whole request: not even the caller's own paper goes.
    expect(await other.del(`${base.paperDelete}?idList=${theirs},${mine}`)).toEqual(PAPER_DELETE_REFUSED);
    expect((await rowCounts(s.ctx.db))).toEqual(before);
    expect(await owner.del(`${base.paperDelete}?idList=${mine}`)).toMatchObject({ code: 200, data: 1 });
    expect(await one('SELECT COUNT(*) AS n FROM qb_study_paper WHERE id = ?', mine)).toEqual({ n: 0 });
  });

  it('a composed-paper answer is stored under the caller; a body naming a userId is refused', async () => {
    const theirs = await compose(other);
    const [question] = (await other.get(`${paths.paperById}/${theirs}`)).data.questionList as { questionId: number }[];
    const answer = { questionId: question.questionId, studyPaperId: theirs, result: 'A', majorType: questions[0].majorType };
    expect(await other.post(paths.paperAnswerAdd, { ...answer, userId: owner.id })).toEqual(USER_ID_REFUSED);
    expect(await paperRecords(theirs)).toEqual([]);
    const res = await other.post(paths.paperAnswerAdd, answer);
    expect(res.code).toBe(200);
    expect(await paperRecords(theirs)).toEqual([{ userId: other.id }]);
  });

  it('notes: another student neither reads (by questionId, list, question) nor edits nor deletes mine', async () => {
    const q = questions[0];
    const secret = '只属于本人的笔记';
    const note = (mark: string) => ({ type: ResourceType.NOTE, questionId: q.id, categoryId: q.categoryId, mark, majorType: q.majorType });
    expect((await owner.post(paths.resourceAdd, note(secret))).code).toBe(200);
    const ownerNote = async () => await one('SELECT mark, update_time FROM qb_note WHERE user_id = ? AND question_id = ?', owner.id, q.id);
    const stored = await ownerNote();

    const views = async (who: Student) => [
      (await who.get(`${paths.resourceById}/${q.id}`)).data.mark,
      (await who.get(`${paths.questionOne}/${q.id}`)).data.mark,
      (await who.get(`${base.onePracticeQuestion}/${q.majorType}/${q.id}`)).data.mark,
      ...(await who.get(paths.resourceList, { type: ResourceType.NOTE, questionId: q.id })).rows.map((r: { mark: string }) => r.mark),
      ...(await who.get(base.resourceList, { isMark: 1, questionId: q.id })).rows.map((r: { mark: string }) => r.mark),
    ];
    expect(await views(other)).toEqual(['', '', '']);
    expect(await views(owner)).toEqual([secret, secret, secret, secret, secret]);

    // "Editing" or "deleting" the note of that question only ever touches the caller's own note.
    expect((await other.post(base.resourceAdd, note('改写别人的笔记'))).code).toBe(200);
    expect((await other.post(paths.resourceAdd, note(''))).code).toBe(200);
    expect(await ownerNote()).toEqual(stored);
    expect(await one('SELECT COUNT(*) AS n FROM qb_note WHERE user_id = ?', other.id)).toEqual({ n: 0 });
  });

  it('favourites: lists filtered by my question ids stay empty for another student, whose cancel leaves mine', async () => {
    const q = questions[1];
    const favourite = (isFavorite: 0 | 1) => ({ type: ResourceType.FAVORITE, questionId: q.id, categoryId: q.categoryId, isFavorite, majorType: q.majorType });
    expect((await owner.post(paths.resourceAdd, favourite(1))).code).toBe(200);
    const found = async (who: Student) => ({
      list: (await who.get(paths.resourceList, { type: ResourceType.FAVORITE, questionId: q.id })).total,
      questions: (await who.post(base.resourceQuestions, { majorType: q.majorType, questionIds: [q.id] })).data.length,
      flag: (await who.get(`${paths.resourceById}/${q.id}`)).data.isFavorite,
    });
    expect(await found(other)).toEqual({ list: 0, questions: 0, flag: 0 });
    expect(await found(owner)).toEqual({ list: 1, questions: 1, flag: 1 });

    const favourites = async () => await all('SELECT user_id FROM qb_favorite WHERE question_id = ?', q.id);
    const before = await favourites();
    for (const url of [paths.resourceAdd, base.resourceAdd]) expect((await other.post(url, favourite(0))).code).toBe(200);
    expect(await favourites()).toEqual(before);
    expect(before).toEqual([{ user_id: owner.id }]);
  });

  it('wrong answers and answer records: mine stay mine; a body naming a userId is refused', async () => {
    const q = questions[2];
    // Where q shows up on the wrong list and the wrong answer sheet (the category may hold the caller's own wrongs too).
    const wrongIds = async (who: Student) =>
      [
        ...(await who.post(base.wrongQuestions, { majorType: q.majorType, questionIds: [q.id] })).data,
        ...(await who.post(base.wrongAnswerSheet, { majorType: q.majorType, categoryId: q.categoryId })).data.questionList,
      ]
        .map((x: { questionId: number }) => x.questionId)
        .filter((id) => id === q.id);
    // The other student's own list as it is (the composed-paper test above may have drawn q into their paper and
    // answered it wrongly): the owner's wrong answer must not change it.
    const othersBefore = await wrongIds(other);
    expect((await owner.post(paths.answerAdd, { questionId: q.id, result: wrongLetter(q), majorType: q.majorType })).data.isRight).toBe(0);
    expect(await wrongIds(other)).toEqual(othersBefore);
    expect(await wrongIds(owner)).toEqual([q.id, q.id]);

    const records = async () => await all<{ user_id: number }>('SELECT user_id, result, is_right FROM qb_question_record WHERE question_id = ? AND study_paper_id = 0 ORDER BY user_id', q.id);
    const ownerRecord = await records();
    for (const url of [paths.answerAdd, base.answerAdd]) {
      expect(await other.post(url, { questionId: q.id, result: q.correct, majorType: q.majorType, userId: owner.id })).toEqual(USER_ID_REFUSED);
      expect(await records()).toEqual(ownerRecord);
    }
    for (const url of [paths.answerAdd, base.answerAdd]) {
      expect((await other.post(url, { questionId: q.id, result: q.correct, majorType: q.majorType })).data.isRight).toBe(1);
    }
    expect(await records()).toEqual([...ownerRecord, { user_id: other.id, result: q.correct, is_right: 1 }].sort((x, y) => x.user_id - y.user_id));

    // 清空答题记录 clears the caller's answers of the category, never another student's.
    expect(await other.post(base.recordRenew, { majorType: q.majorType, categoryId: q.categoryId })).toMatchObject({ code: 200, data: 1 });
    expect(await records()).toEqual(ownerRecord);
    expect(await wrongIds(owner)).toEqual([q.id, q.id]);
  });
});

describe('online courses', () => {
  /** A course paper hanging on a resource of a course that earns credits. */
  interface PaperRef {
    onlineCourseId: number;
    onlineCourseResourceId: number;
    paperId: number;
  }
  /** Students of one class, enrolled in the course, without a record of the paper. */
  const unsubmitted = (ref: PaperRef, classId: number) =>
    twoStudents(
      `${STUDENTS} AND class_id = ? AND class_id IN (SELECT class_id FROM online_course_class WHERE online_course_id = ?)
       AND user_id NOT IN (SELECT user_id FROM course_answer_record WHERE resource_id = ? AND paper_id = ?) ORDER BY user_id DESC`,
      classId,
      ref.onlineCourseId,
      ref.onlineCourseResourceId,
      ref.paperId,
    );

  it('a student reads only their own score report and answer sheet (courseAnswerSheetDetail, myAnswerSheet)', async () => {
    const record = await one<PaperRef & { userId: number; classId: number }>(
      `SELECT online_course_id AS "onlineCourseId", resource_id AS "onlineCourseResourceId", paper_id AS "paperId", user_id AS "userId", class_id AS "classId"
       FROM course_answer_record ORDER BY record_id LIMIT 1`,
    );
    const ref = { onlineCourseId: record.onlineCourseId, onlineCourseResourceId: record.onlineCourseResourceId, paperId: record.paperId };
    const [other] = await unsubmitted(ref, record.classId);
    const owner = await student(record.userId);
    expect(await other.get(coursePaths.courseAnswerSheetDetail, { ...ref, userId: owner.id })).toEqual(FORBIDDEN);
    expect(await owner.get(coursePaths.courseAnswerSheetDetail, { ...ref, userId: owner.id })).toMatchObject({ code: 200, data: { userId: owner.id } });
    // A userId in the query of the own-sheet call is ignored: the caller gets their own, unanswered sheet.
    expect((await other.get(coursePaths.myAnswerSheet, { ...ref, userId: owner.id })).data).toMatchObject({ isStudy: 0, score: null });
    expect((await owner.get(coursePaths.myAnswerSheet, ref)).data).toMatchObject({ isStudy: 1, score: expect.any(Number) });
  });

  it('a paper submission and a credit are stored under the caller; a body naming a userId is refused', async () => {
    const ref = await one<PaperRef & { classId: number }>(
      `SELECT r.online_course_id AS "onlineCourseId", rp.resource_id AS "onlineCourseResourceId", rp.paper_id AS "paperId", cc.class_id AS "classId"
       FROM online_course_resource_paper rp JOIN online_course_resource r ON r.resource_id = rp.resource_id
       JOIN online_course c ON c.online_course_id = r.online_course_id JOIN online_course_class cc ON cc.online_course_id = c.online_course_id
       WHERE c.credit_earning = 1 ORDER BY rp.paper_id, cc.class_id LIMIT 1`,
    );
    const [caller, victim] = await unsubmitted(ref, ref.classId);
    const leaf = await one<{ id: number }>(
      'SELECT question_id AS id FROM course_paper_question q WHERE paper_id = ? AND NOT EXISTS (SELECT 1 FROM course_paper_question c WHERE c.parent_id = q.question_id) LIMIT 1',
      ref.paperId,
    );
    const { onlineCourseId, onlineCourseResourceId, paperId } = ref;
    const submission = { onlineCourseId, onlineCourseResourceId, paperId, questionResults: [{ questionId: leaf.id, result: '' }] };
    const submitters = async () => await all<{ userId: number }>('SELECT user_id AS "userId" FROM course_answer_record WHERE resource_id = ? AND paper_id = ? AND user_id IN (?, ?)', onlineCourseResourceId, paperId, caller.id, victim.id);
    expect(await caller.post(coursePaths.submit, { ...submission, userId: victim.id })).toEqual(USER_ID_REFUSED);
    expect(await submitters()).toEqual([]);
    const res = await caller.post(coursePaths.submit, submission);
    expect(res.code).toBe(200);
    expect(await submitters()).toEqual([{ userId: caller.id }]);

    const resource = await one<{ onlineCourseId: number; onlineCourseResourceId: number }>(
      `SELECT r.online_course_id AS "onlineCourseId", r.resource_id AS "onlineCourseResourceId" FROM online_course_resource r JOIN online_course c ON c.online_course_id = r.online_course_id
       WHERE c.credit_earning = 1 AND r.file_type IN (1, 2, 3) AND c.online_course_id IN (SELECT online_course_id FROM online_course_class WHERE class_id = ?)
       AND NOT EXISTS (SELECT 1 FROM online_course_credit k WHERE k.resource_id = r.resource_id AND k.user_id IN (?, ?)) LIMIT 1`,
      ref.classId,
      caller.id,
      victim.id,
    );
    const earners = async () => await all('SELECT user_id AS "userId" FROM online_course_credit WHERE resource_id = ? AND user_id IN (?, ?)', resource.onlineCourseResourceId, caller.id, victim.id);
    expect(await caller.post(coursePaths.earnCredits, { ...resource, userId: victim.id })).toEqual(USER_ID_REFUSED);
    expect(await earners()).toEqual([]);
    expect((await caller.post(coursePaths.earnCredits, resource)).code).toBe(200);
    expect(await earners()).toEqual([{ userId: caller.id }]);
  });

  it('a student cannot claim a passed student’s certificate; progress shows only their own code', async () => {
    const certificate = await one<{ onlineCourseId: number; userId: number; code: string; classId: number }>(
      `SELECT k.online_course_id AS "onlineCourseId", k.user_id AS "userId", k.code, u.class_id AS "classId" FROM online_course_certificate k
       JOIN sys_user u ON u.user_id = k.user_id JOIN online_course c ON c.online_course_id = k.online_course_id
       WHERE k.collect_time IS NULL AND c.minimum_score <= (SELECT COALESCE(SUM(x.credit_score), 0) FROM online_course_credit x
         WHERE x.user_id = k.user_id AND x.online_course_id = k.online_course_id) ORDER BY k.certificate_id LIMIT 1`,
    );
    const owner = await student(certificate.userId);
    const other = await student(
      (await one<{ id: number }>(`${STUDENTS} AND class_id = ? AND user_id <> ? ORDER BY user_id LIMIT 1`, certificate.classId, owner.id)).id,
    );
    const row = async () => await one('SELECT user_id, collect_time FROM online_course_certificate WHERE code = ?', certificate.code);
    const before = await row();
    expect(await other.post(coursePaths.certificateCollect, { onlineCourseCertificateCode: certificate.code })).toEqual({ code: 404, msg: CourseMessages.certificateNotFound });
    expect(await row()).toEqual(before);

    const codeOf = async (who: Student) => (await who.get(coursePaths.certificateProgress, { onlineCourseId: certificate.onlineCourseId, userId: owner.id })).data.onlineCourseCertificateCode;
    expect(await codeOf(owner)).toBe(certificate.code);
    expect(await codeOf(other)).not.toBe(certificate.code);
    // The owner has passed: their own claim of the same code succeeds.
    expect((await owner.post(coursePaths.certificateCollect, { onlineCourseCertificateCode: certificate.code })).code).toBe(200);
    expect(await row()).toEqual({ user_id: owner.id, collect_time: expect.any(String) });
  });
});

describe('teaching plans', () => {
  /** Students of the plan's classes (they attend its lessons). */
  const ATTENDING = `${STUDENTS} AND class_id IN (SELECT pc.class_id FROM teaching_plan_class pc JOIN teaching_plan_detail d ON d.plan_id = pc.plan_id WHERE d.plan_detail_id = ?)`;

  it('a plan-paper submission is stored under the caller (a body naming a userId is refused); myAnswerSheet is the caller’s', async () => {
    const now = nowText();
    const lesson = await one<{ planDetailId: number; paperId: number }>(
      `SELECT d.plan_detail_id AS "planDetailId", dp.paper_id AS "paperId" FROM teaching_plan_detail d JOIN teaching_plan_detail_paper dp ON dp.plan_detail_id = d.plan_detail_id
       WHERE d.teaching_start_time <= ? AND d.teaching_end_time >= ? ORDER BY d.plan_detail_id LIMIT 1`,
      now,
      now,
    );
    const notSubmitted = 'AND user_id NOT IN (SELECT user_id FROM teaching_paper_record WHERE plan_detail_id = ? AND paper_id = ?)';
    const [caller, victim] = await twoStudents(`${ATTENDING} ${notSubmitted} ORDER BY user_id DESC`, lesson.planDetailId, lesson.planDetailId, lesson.paperId);
    const question = await one<{ id: number }>('SELECT question_id AS id FROM teaching_paper_question WHERE paper_id = ? ORDER BY sort LIMIT 1', lesson.paperId);

    const submission = { ...lesson, questionResults: [{ questionId: question.id, result: 'A' }] };
    const submitters = async () => await all('SELECT user_id AS "userId" FROM teaching_paper_record WHERE plan_detail_id = ? AND paper_id = ? AND user_id IN (?, ?)', lesson.planDetailId, lesson.paperId, caller.id, victim.id);
    expect(await caller.post(teachingPaths.paperSubmit, { ...submission, userId: victim.id })).toEqual(USER_ID_REFUSED);
    expect(await submitters()).toEqual([]);
    const res = await caller.post(teachingPaths.paperSubmit, submission);
    expect(res.code).toBe(200);
    expect(await submitters()).toEqual([{ userId: caller.id }]);
    expect((await victim.get(teachingPaths.paperMyAnswerSheet, { ...lesson, userId: caller.id })).data.paperStatus).toBe(0);
    expect((await caller.get(teachingPaths.paperMyAnswerSheet, lesson)).data.paperStatus).toBe(1);
  });

  it('homework: a student cannot list the class’s homework, and the lesson shows only their own homework status', async () => {
    const done = await one<{ planDetailId: number; userId: number }>(
      'SELECT plan_detail_id AS "planDetailId", user_id AS "userId" FROM teaching_homework_student WHERE homework_status = 1 ORDER BY plan_detail_id, user_id LIMIT 1',
    );
    const owner = await student(done.userId);
    const other = await student(
      (
        await one<{ id: number }>(
          `${ATTENDING} AND user_id NOT IN (SELECT user_id FROM teaching_homework_student WHERE plan_detail_id = ? AND homework_status = 1) ORDER BY user_id LIMIT 1`,
          done.planDetailId,
          done.planDetailId,
        )
      ).id,
    );
    const before = (await rowCounts(s.ctx.db));
    expect(await other.get(teachingPaths.listHomeworkStudent, { planDetailId: done.planDetailId })).toEqual(FORBIDDEN);
    expect(await owner.get(teachingPaths.listHomeworkStudent, { planDetailId: done.planDetailId })).toEqual(FORBIDDEN);
    expect((await rowCounts(s.ctx.db))).toEqual(before);

    const status = async (who: Student) => (await who.get(`${teachingPaths.lessonDetail}/${done.planDetailId}`)).data.homeworkStatus;
    expect(await status(other)).toBe(0);
    expect(await status(owner)).toBe(1);
  });

  it('sign-in records: a student sees only their own, and signing in never signs in someone else', async () => {
    const now = nowText();
    const lesson = await one<{ planDetailId: number }>(
      'SELECT plan_detail_id AS "planDetailId" FROM teaching_plan_detail WHERE attendance_status = 1 AND teaching_start_time <= ? ORDER BY teaching_start_time DESC LIMIT 1',
      now,
    );
    const [caller, victim] = await twoStudents(`${ATTENDING} ORDER BY user_id`, lesson.planDetailId);
    const clocksOf = async (userId: number) => await all<{ clockId: number }>('SELECT clock_id AS "clockId" FROM teaching_clock WHERE plan_detail_id = ? AND user_id = ?', lesson.planDetailId, userId);
    const victimBefore = await clocksOf(victim.id);

    expect((await victim.post(teachingPaths.clockSave, { ...lesson })).code).toBe(200);
    const victimClocks = await clocksOf(victim.id);
    expect(victimClocks.length).toBe(victimBefore.length + 1);
    const callerBefore = await clocksOf(caller.id);
    expect(await caller.post(teachingPaths.clockSave, { ...lesson, userId: victim.id })).toEqual(USER_ID_REFUSED);
    expect(await clocksOf(caller.id)).toEqual(callerBefore);
    expect((await caller.post(teachingPaths.clockSave, { ...lesson })).code).toBe(200);
    expect(await clocksOf(victim.id)).toEqual(victimClocks);

    const listed = async (who: Student) => (await who.get(teachingPaths.clockInfo, { ...lesson, userId: victim.id })).data.clockList.map((c: { clockId: number }) => c.clockId);
    expect(await listed(caller)).toEqual((await clocksOf(caller.id)).map((c) => c.clockId));
    expect(await listed(victim)).toEqual(victimClocks.map((c) => c.clockId));
  });
});

describe('orders', () => {
  it('opening the pay page never hands out or changes another student’s pending order', async () => {
    const product = await one<{ id: number }>('SELECT id FROM product_info ORDER BY id LIMIT 1');
    const [other, owner] = await twoStudents(
      `${STUDENTS} AND user_id NOT IN (SELECT user_id FROM user_skill_unlock) AND user_id NOT IN (SELECT user_id FROM product_order) ORDER BY user_id DESC LIMIT 2`,
    );
    const orderNoOf = async (who: Student) => {
      const page = await who.get(commercePaths.payPage, { productInfoId: product.id, all: 0 });
      const orderNo = /name="orderNo" value="([A-Za-z0-9]+)"/.exec(page.data)?.[1];
      if (!orderNo) throw new Error(`no order number in the pay page: ${JSON.stringify(page)}`);
      return orderNo;
    };
    const mine = await orderNoOf(owner);
    const row = async () => await one('SELECT user_id, status, pay_time FROM product_order WHERE order_no = ?', mine);
    expect(await row()).toEqual({ user_id: owner.id, status: OrderStatus.PENDING, pay_time: null });
    expect(await orderNoOf(other)).not.toBe(mine);
    expect(await row()).toEqual({ user_id: owner.id, status: OrderStatus.PENDING, pay_time: null });
    // The owner's retry reuses their pending order (no double charge): the positive control of the lookup above.
    expect(await orderNoOf(owner)).toBe(mine);
  });
});
