import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MockExamMessages,
  QuestionListType,
  answerAddBody,
  answerSheetBody,
  getQuestionsBody,
  idPathParams,
  onePracticeParams,
  questionBankBasePaths as basePaths,
  questionBankPaths as paths,
  type BankAnswerResult,
  type BankAnswerSheet,
  type BankQuestion,
} from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { forbidden, notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { isStaffRoles } from './access';
import { skillAccess } from './access-repository';
import { gradedAnswer } from './graded-answer';
import { flatQuestions, nestQuestions } from './question-format';
import { PracticeAnswerWriter } from './answer-writer';
import { progressRoutes } from './progress-routes';
import { reviewRoutes } from './review-routes';
import { endOfDay } from './review-schedule';
import { reviewSchedulerOf, type ReviewScheduler } from './review-scheduler';
import { AnswerTargets } from './answer-targets';
import { categoryName, leafIds, loadGroupRows, loadRows, loadRowsByIds, loadStates, practiceStates, type Scope } from './question-repository';
import { SIGNED_IN } from '../../core/routing';
import type { Queryable } from '../../db/queryable';

type ListMode = (typeof QuestionListType)[keyof typeof QuestionListType];

/**
 * Questions for the answering screen. Topic practice (type 2) nests group children and shows the user's practice
 * answers; wrong (1) and favourite (0) lists are flat. The wrong list comes back unanswered so it can be practised
 * again (a right answer there takes the question off the list); favourites show the practice answers. The review
 * list (3, 错题复习) is the questions due today by FSRS, flat and unanswered like the wrong list.
 */
export async function practiceQuestions(db: Queryable, userId: number, input: ReturnType<typeof getQuestionsBody.parse>, mode: ListMode): Promise<BankQuestion[]> {
  const leaves = await leafIds(db, { majorType: input.majorType, studyBankId: input.studyBankId, categoryIds: input.categoryIds });
  const scope: Scope = {
    leafIds: leaves,
    questionIds: input.questionIds?.length ? input.questionIds : undefined,
    filter: mode === QuestionListType.WRONG ? 'wrong' : mode === QuestionListType.FAVORITE ? 'favorite' : mode === QuestionListType.REVIEW ? 'due' : null,
    dueBy: endOfDay(Date.now()),
  };
  const topic = mode === QuestionListType.TOPIC;
  const rows = await loadRows(db, await skillAccess(db, userId), scope, userId, !topic);
  const states = await loadStates(
    db,
    userId,
    rows.map((r) => r.id),
    mode === QuestionListType.WRONG || mode === QuestionListType.REVIEW ? null : 0,
  );
  return topic ? nestQuestions(rows, states) : flatQuestions(rows, states);
}

/** Answer-sheet scope: a category or categories, narrowed to wrong (type 1) or favourite (isFavorite 1) questions. */
async function sheetFor(db: Queryable, userId: number, input: ReturnType<typeof answerSheetBody.parse>, forced?: 'wrong' | 'favorite'): Promise<BankAnswerSheet> {
  const categoryIds = [...(input.categoryIds ?? []), ...(input.categoryId ? [input.categoryId] : [])];
  const filter = forced ?? (input.type === QuestionListType.WRONG ? 'wrong' : input.isFavorite === 1 ? 'favorite' : null);
  const leaves = await leafIds(db, { majorType: input.majorType, studyBankId: input.studyBankId, categoryIds });
  const rows = await loadRows(db, await skillAccess(db, userId), { leafIds: leaves, filter }, userId, true);
  const ids = rows.map((r) => r.id);
  const answered = await practiceStates(db, userId, ids);
  // Wrong questions are wrong by definition, even when only a paper answer made them so.
  const isRightOf = (id: number) => (filter === 'wrong' ? 0 : (answered.get(id)?.isRight ?? null));
  const questionList = ids.map((questionId) => ({ questionId, isRight: isRightOf(questionId) }));
  const finishCount = questionList.filter((q) => q.isRight !== null).length;
  const right = questionList.filter((q) => q.isRight === 1).length;
  const name = categoryIds.length === 1 ? await categoryName(db, categoryIds[0]) : undefined;
  return {
    paperName: name ?? '答题卡',
    finishCount,
    score: questionList.length ? Math.round((right * 100) / questionList.length) : 0,
    questionList,
  };
}

/**
 * Practice answer: graded on the server, one row per user + question (a retry overwrites, never double-counts).
 * Resolves once the answer is committed (group commit, answer-writer.ts).
 */
async function addPracticeAnswer(
  targets: AnswerTargets,
  writer: PracticeAnswerWriter,
  reviews: ReviewScheduler,
  user: AuthUser,
  input: ReturnType<typeof answerAddBody.parse>,
): Promise<BankAnswerResult> {
  const userId = user.userId;
  const [row, held] = await Promise.all([targets.question(input.questionId), targets.heldByRunningExam(userId, input.questionId)]);
  if (!row || row.answerable !== 1) throw notFound('试题不存在');
  if (!(await targets.mayOpen({ userId, staff: isStaffRoles(user.roles) }, row))) throw forbidden('该试题需解锁后作答');
  if (held) throw refused(MockExamMessages.heldByRunningExam);
  const { write, reply } = gradedAnswer(userId, row, input, 0);
  await writer.write(write);
  reviews.note({ userId, questionId: write.questionId, categoryId: write.categoryId, isRight: write.isRight === 1, at: Date.now() });
  return reply;
}

/** One question by id, with the user's practice state (a child comes alone, with the group stem in publicContent). */
async function oneQuestion(db: Queryable, userId: number, questionId: number): Promise<BankQuestion> {
  const access = await skillAccess(db, userId);
  const [row] = await loadRowsByIds(db, access, [questionId]);
  if (!row) throw notFound('试题不存在');
  const rows = row.answerable === 1 ? [row] : await loadGroupRows(db, access, row.id);
  const states = await loadStates(
    db,
    userId,
    rows.map((r) => r.id),
    0,
  );
  return row.answerable === 1 ? flatQuestions(rows, states)[0] : nestQuestions(rows, states)[0];
}

/** Practice: question lists, single questions, answers and answer sheets, in both URL families. */
export async function practiceRoutes(app: FastifyInstance) {
  const db = app.ctx.db;
  const userIdOf = (req: FastifyRequest) => currentUser(req).userId;

  app.post(paths.getQuestions, SIGNED_IN, async (req) => {
    const input = parse(getQuestionsBody, req.body);
    return ok(await practiceQuestions(db, userIdOf(req), input, input.type as ListMode));
  });
  const listRoute = (url: string, mode: ListMode) =>
    app.post(url, SIGNED_IN, async (req) => ok(await practiceQuestions(db, userIdOf(req), parse(getQuestionsBody, req.body), mode)));
  listRoute(basePaths.practiceQuestions, QuestionListType.TOPIC);
  listRoute(basePaths.wrongQuestions, QuestionListType.WRONG);
  listRoute(basePaths.resourceQuestions, QuestionListType.FAVORITE);

  app.get(`${paths.questionOne}/:id`, SIGNED_IN, async (req) => ok(await oneQuestion(db, userIdOf(req), parse(idPathParams, req.params).id)));
  app.get(`${basePaths.onePracticeQuestion}/:majorType/:questionId`, SIGNED_IN, async (req) =>
    ok(await oneQuestion(db, userIdOf(req), parse(onePracticeParams, req.params).questionId)),
  );

  const answers = new PracticeAnswerWriter(db);
  const targets = new AnswerTargets(db);
  const stopFollowing = targets.follow(app.ctx.engine.writes, app.ctx.bus);
  app.addHook('onClose', async () => stopFollowing());
  const reviews = reviewSchedulerOf(app); // shared with mock exams' submissions
  for (const url of [paths.answerAdd, basePaths.answerAdd]) {
    app.post(url, SIGNED_IN, async (req) => ok(await addPracticeAnswer(targets, answers, reviews, currentUser(req), parse(answerAddBody, req.body))));
  }
  await reviewRoutes(app, reviews);
  await progressRoutes(app, reviews);

  app.post(paths.answerSheet, SIGNED_IN, async (req) => ok(await sheetFor(db, userIdOf(req), parse(answerSheetBody, req.body))));
  app.post(basePaths.answerSheet, SIGNED_IN, async (req) => ok(await sheetFor(db, userIdOf(req), parse(answerSheetBody, req.body))));
  app.post(basePaths.wrongAnswerSheet, SIGNED_IN, async (req) => ok(await sheetFor(db, userIdOf(req), parse(answerSheetBody, req.body), 'wrong')));
  app.post(basePaths.resourceAnswerSheet, SIGNED_IN, async (req) => ok(await sheetFor(db, userIdOf(req), parse(answerSheetBody, req.body), 'favorite')));
}
