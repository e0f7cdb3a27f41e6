import type { FastifyInstance } from 'fastify';
import {
  IsRight,
  MockExamMessages as M,
  Role,
  mockExamAnswerBody,
  mockExamAttemptBody,
  mockExamAttemptParams,
  mockExamBankQuery,
  mockExamBlueprintBody,
  mockExamBlueprintParams,
  mockExamPaths as paths,
  mockExamStartBody,
  type MockExamAttempt,
  type MockExamCurrent,
  type MockExamQuestion,
  type MockExamReport,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { STAFF_ACCESS } from './access';
import { skillAccess } from './access-repository';
import { questionsHiddenFrom } from './hidden-questions-repository';
import { blueprintOf, composeAttempt } from './mock-exam-blueprint';
import { answersOf, chaptersOf, insertAttempt, leafCategoriesOf, lastSubmittedId, markSubmitted, openAttempt, ownAttempt, saveAnswer, saveBlueprint, type AttemptRow, type MockAnswer } from './mock-exam-repository';
import { grade, normaliseAnswer, toBankQuestion } from './question-format';
import { loadRowsByIds } from './question-repository';
import { nowText, queryOf } from './request';
import { reviewSchedulerOf, type ReviewScheduler } from './review-scheduler';
import { SIGNED_IN } from '../../core/routing';
import type { Queryable } from '../../db/queryable';

const questionIdsOf = (a: AttemptRow) => JSON.parse(a.question_ids) as number[];
const isSubmitted = (a: AttemptRow) => a.submitted_at !== null;

async function questionsOf(db: Queryable, a: AttemptRow, answers: MockAnswer[], withAnswers: boolean): Promise<MockExamQuestion[]> {
  const byId = new Map(answers.map((x) => [x.questionId, x]));
  // The attempt holds only what the student could open when it was composed: the lock is not applied again.
  const rows = await loadRowsByIds(db, STAFF_ACCESS, questionIdsOf(a));
  // A report keeps back what another exam of the student, still running, drew too.
  const hidden = withAnswers ? await questionsHiddenFrom(db, Number(a.user_id)) : new Set<number>();
  return rows.map((r) => {
    const mine = byId.get(r.id);
    // A running attempt's question: what answering needs, with the key, its analysis and the blanks' texts withheld.
    const state = { result: mine?.result || undefined, isRight: withAnswers ? (mine?.isRight ?? null) : null, held: hidden.has(r.id), reveal: withAnswers };
    return { ...toBankQuestion(r, state), flagged: mine?.flagged ?? false };
  });
}

/**
 * Grades a whole attempt from its stored (already graded) answers and marks it submitted once. The call that marks it
 * (a conditional update: a retried or raced submit, another device, the deadline's lazy settling — only one wins)
 * hands its graded answers to the review scheduler, the path practice answers take off the hot path: wrong → FSRS
 * Again, right → Good for a question already on the review list, and one answer-log row each for 学习统计. So every
 * attempt is reviewed and counted exactly once. Unanswered questions are neither: a question never reached or
 * skipped is no recall of it (practice too logs only the answers given), and counting it wrong would fill the review
 * list with what the student never read. Like practice's, these reviews are a study aid: should the server stop
 * between the mark and the scheduler's batch, they are lost, never the submission.
 */
async function submitAttempt(db: Queryable, reviews: ReviewScheduler, a: AttemptRow, auto: boolean): Promise<void> {
  const answers = await answersOf(db, Number(a.id));
  const right = answers.filter((x) => x.isRight === IsRight.RIGHT).length;
  const total = questionIdsOf(a).length;
  const score = total ? Math.round((right * 100) / total) : 0;
  const submittedAt = auto ? Number(a.deadline) : Date.now();
  if (!(await markSubmitted(db, Number(a.id), { submittedAt, auto, score, right }))) return;
  const graded = answers.filter((x) => x.result !== '' && x.isRight !== null);
  const categories = await leafCategoriesOf(db, graded.map((x) => x.questionId));
  const userId = Number(a.user_id);
  // Reviewed at the submission: only then does the student learn the outcome (the report shows the key).
  for (const x of graded) reviews.note({ userId, questionId: x.questionId, categoryId: categories.get(x.questionId) ?? 0, isRight: x.isRight === IsRight.RIGHT, at: submittedAt });
}

/** An attempt past its deadline is submitted by the server at its first read after the deadline; returns it fresh. */
async function settle(db: Queryable, reviews: ReviewScheduler, a: AttemptRow): Promise<AttemptRow> {
  if (isSubmitted(a) || Date.now() < Number(a.deadline)) return a;
  await submitAttempt(db, reviews, a, true);
  return (await ownAttempt(db, Number(a.user_id), Number(a.id))) ?? a;
}

async function attemptView(db: Queryable, a: AttemptRow, bankName: string): Promise<MockExamAttempt> {
  return {
    attemptId: Number(a.id),
    studyBankId: Number(a.study_bank_id),
    studyBankName: bankName,
    startedAt: Number(a.started_at),
    deadline: Number(a.deadline),
    serverNow: Date.now(),
    durationMinutes: Number(a.duration_minutes),
    passPercent: Number(a.pass_percent),
    questions: await questionsOf(db, a, await answersOf(db, Number(a.id)), false),
  };
}

async function reportOf(db: Queryable, a: AttemptRow, bankName: string): Promise<MockExamReport> {
  const answers = await answersOf(db, Number(a.id));
  const ids = questionIdsOf(a);
  const chapters = await chaptersOf(db, ids);
  const results = new Map(answers.map((x) => [x.questionId, x]));
  const categories = new Map<number, { categoryId: number; categoryName: string; total: number; right: number }>();
  for (const id of ids) {
    const ch = chapters.get(id) ?? { categoryId: 0, categoryName: '其他' };
    const entry = categories.get(ch.categoryId) ?? { ...ch, total: 0, right: 0 };
    entry.total++;
    if (results.get(id)?.isRight === IsRight.RIGHT) entry.right++;
    categories.set(ch.categoryId, entry);
  }
  // Time per question: from the previous answer (or the start) to this one, in the order they were answered.
  let previous = Number(a.started_at);
  const times = answers
    .filter((x) => x.result !== '')
    .map((x) => {
      const seconds = Math.max(0, Math.round((x.answeredAt - previous) / 1000));
      previous = x.answeredAt;
      return { questionId: x.questionId, seconds };
    });
  const score = Number(a.score ?? 0);
  return {
    attemptId: Number(a.id),
    studyBankId: Number(a.study_bank_id),
    studyBankName: bankName,
    startedAt: Number(a.started_at),
    submittedAt: Number(a.submitted_at),
    autoSubmitted: Number(a.auto_submitted) === 1,
    durationMinutes: Number(a.duration_minutes),
    passPercent: Number(a.pass_percent),
    score,
    passed: score >= Number(a.pass_percent),
    total: ids.length,
    right: Number(a.right_count ?? 0),
    answered: answers.filter((x) => x.result !== '').length,
    categories: [...categories.values()].map((c) => ({ ...c, accuracy: c.total ? Math.round((c.right * 100) / c.total) : 0 })),
    times,
    questions: await questionsOf(db, a, answers, true),
  };
}

/**
 * 模拟考试 (issue 18): start or resume an attempt, answer, submit, report; the bank's blueprint for admins. Every read
 * and write of an attempt first settles it: past its deadline it is submitted by the server, so the clock keeps
 * running across reloads, crashes and devices, and no answer lands after time is up.
 */
export async function mockExamRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const reviews = reviewSchedulerOf(app);

  const own = async (userId: number, attemptId: number) => {
    const a = await ownAttempt(db, userId, attemptId);
    if (!a) throw notFound(M.noSuchAttempt);
    return settle(db, reviews, a);
  };
  /** The attempt as stored now (after a write of this request). */
  const reread = async (userId: number, attemptId: number) => {
    const a = await ownAttempt(db, userId, attemptId);
    if (!a) throw notFound(M.noSuchAttempt);
    return a;
  };
  const bankName = async (studyBankId: number) => (await blueprintOf(db, studyBankId)).studyBankName;

  app.get(paths.current, SIGNED_IN, async (req) => {
    const { studyBankId } = parse(mockExamBankQuery, queryOf(req));
    const userId = currentUser(req).userId;
    const blueprint = await blueprintOf(db, studyBankId, await skillAccess(db, userId));
    const found = await openAttempt(db, userId, studyBankId);
    const running = found && (await settle(db, reviews, found));
    const current: MockExamCurrent = {
      attempt: running && !isSubmitted(running) ? await attemptView(db, running, blueprint.studyBankName) : null,
      rules: { studyBankName: blueprint.studyBankName, durationMinutes: blueprint.durationMinutes, passPercent: blueprint.passPercent, questionCount: blueprint.questionCount },
      lastAttemptId: await lastSubmittedId(db, userId, studyBankId),
    };
    return ok(current);
  });

  // Starting while an attempt runs continues it (a double tap or a second device must not open a second clock).
  app.post(paths.start, SIGNED_IN, async (req) => {
    const { studyBankId } = parse(mockExamStartBody, req.body);
    const userId = currentUser(req).userId;
    const access = await skillAccess(db, userId);
    const blueprint = await blueprintOf(db, studyBankId, access);
    const found = await openAttempt(db, userId, studyBankId);
    const running = found && (await settle(db, reviews, found));
    if (running && !isSubmitted(running)) return ok(await attemptView(db, running, blueprint.studyBankName));
    const questionIds = await composeAttempt(db, access, blueprint.sections);
    if (questionIds.length === 0) throw refused(M.noQuestions);
    const attemptId = await insertAttempt(db, {
      userId,
      studyBankId,
      majorType: blueprint.majorType,
      startedAt: Date.now(),
      durationMinutes: blueprint.durationMinutes,
      passPercent: blueprint.passPercent,
      questionIds,
    });
    return ok(await attemptView(db, await reread(userId, attemptId), blueprint.studyBankName));
  });

  app.post(paths.answer, SIGNED_IN, async (req) => {
    const input = parse(mockExamAnswerBody, req.body);
    const a = await own(currentUser(req).userId, input.attemptId);
    if (isSubmitted(a)) throw refused(Number(a.auto_submitted) === 1 ? M.timeUp : M.alreadySubmitted);
    if (!questionIdsOf(a).includes(input.questionId)) throw badRequest(M.notInAttempt);
    const before = (await answersOf(db, Number(a.id))).find((x) => x.questionId === input.questionId);
    let answer: { result: string; isRight: number | null } | undefined;
    if (input.result !== '') {
      const [row] = await loadRowsByIds(db, STAFF_ACCESS, [input.questionId]);
      const result = normaliseAnswer(row, input.result); // a malformed answer is a 400: nothing stored
      answer = { result, isRight: grade(row, result) };
    } else if (input.flagged === undefined || before?.result) answer = { result: '', isRight: null }; // cleared
    // Toggling the flag alone keeps the answer's time (time per question).
    const changed = answer && answer.result !== before?.result ? answer : undefined;
    if (changed || input.flagged !== undefined) {
      await saveAnswer(db, Number(a.id), { questionId: input.questionId, ...(changed ?? {}), flagged: input.flagged ?? before?.flagged, at: Date.now() });
    }
    const answered = (await answersOf(db, Number(a.id))).filter((x) => x.result !== '').length;
    return ok({ questionId: input.questionId, answeredCount: answered });
  });

  app.post(paths.submit, SIGNED_IN, async (req) => {
    const { attemptId } = parse(mockExamAttemptBody, req.body);
    const a = await own(currentUser(req).userId, attemptId);
    if (!isSubmitted(a)) await submitAttempt(db, reviews, a, false);
    const done = await reread(Number(a.user_id), attemptId);
    return ok(await reportOf(db, done, await bankName(Number(done.study_bank_id))));
  });

  app.get(`${paths.report}/:attemptId`, SIGNED_IN, async (req) => {
    const { attemptId } = parse(mockExamAttemptParams, req.params);
    const a = await own(currentUser(req).userId, attemptId);
    if (!isSubmitted(a)) throw refused(M.notSubmitted);
    return ok(await reportOf(db, a, await bankName(Number(a.study_bank_id))));
  });

  // ---------------------------------------------------------------- admin: the bank's blueprint

  const strip = ({ majorType: _m, ...b }: Awaited<ReturnType<typeof blueprintOf>>) => b;

  app.get(`${paths.blueprint}/:studyBankId`, { config: { access: [Role.ADMIN] } }, async (req) => {
    const { studyBankId } = parse(mockExamBlueprintParams, req.params);
    return ok(strip(await blueprintOf(db, studyBankId)));
  });

  app.put(`${paths.blueprint}/:studyBankId`, { config: { access: [Role.ADMIN], operLog: { title: '模拟考试', businessType: BusinessType.UPDATE } } }, async (req) => {
    const { studyBankId } = parse(mockExamBlueprintParams, req.params);
    const body = parse(mockExamBlueprintBody, req.body);
    const before = strip(await blueprintOf(db, studyBankId));
    const chapters = new Set(before.categories.map((c) => c.categoryId));
    if (body.sections.some((s) => !chapters.has(s.categoryId))) throw badRequest(M.categoryNotInBank);
    const sections = body.sections.map((s) => ({ categoryId: s.categoryId, questionType: s.questionType ?? null, count: s.count }));
    await saveBlueprint(db, { study_bank_id: studyBankId, duration_minutes: body.durationMinutes, pass_percent: body.passPercent, sections: JSON.stringify(sections), update_time: nowText() });
    const after = strip(await blueprintOf(db, studyBankId));
    noteChange(req, before, after);
    return ok(after);
  });
}
