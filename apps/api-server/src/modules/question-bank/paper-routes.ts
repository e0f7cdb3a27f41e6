import type { FastifyInstance } from 'fastify';
import {
  CompositionType,
  MockExamMessages,
  compositionCountQuery,
  compositionCreateBody,
  idPathParams,
  paperAnswerAddBody,
  paperByIdQuery,
  paperDeleteQuery,
  paperPageQuery,
  questionBankBasePaths as basePaths,
  questionBankPaths as paths,
  type BankAnswerResult,
  type BankAnswerSheet,
  type PaperRecord,
  type StudyPaperDetail,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { badRequest, forbidden, notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { STAFF_ACCESS } from './access';
import { skillAccess } from './access-repository';
import { upsertAnswers } from './answer-repository';
import { countCandidates, countOwnPapers, deletePapers, drawCandidates, insertPaper, ownPaperRow, paperHasQuestion, paperPage, paperQuestionIds, paperResults, type PaperRow } from './paper-repository';
import { gradedAnswer } from './graded-answer';
import { questionsHiddenFrom } from './hidden-questions-repository';
import { flatQuestions } from './question-format';
import { leafIds, loadRowsByIds, loadStates, type Scope } from './question-repository';
import { nowText, queryOf } from './request';
import { SIGNED_IN } from '../../core/routing';
import type { Queryable } from '../../db/queryable';

type CountInput = ReturnType<typeof compositionCountQuery.parse>;

const FILTER_OF: Record<number, Scope['filter']> = {
  [CompositionType.UNDONE]: 'undone',
  [CompositionType.WRONG]: 'wrong',
  [CompositionType.FAVORITE]: 'favorite',
};

/**
 * Answerable questions a composition may draw from (spec §5): the chosen subjects / chapters, question types and
 * classification (undone, wrong, favourite), and only questions the user may open (topic lock).
 */
async function candidateScope(db: Queryable, input: CountInput): Promise<Scope> {
  const leaves = await leafIds(db, { majorType: input.majorType, studyBankId: input.studyBankId, categoryIds: input.categoryIds });
  return { leafIds: leaves, questionTypes: input.questionTypes, filter: FILTER_OF[input.type ?? 0] ?? null };
}

export async function compositionCount(db: Queryable, userId: number, input: CountInput): Promise<number> {
  return countCandidates(db, userId, await skillAccess(db, userId), await candidateScope(db, input));
}

/** Draws `num` questions at random (fewer when fewer match), grouped by type in the dictionary order, and stores the paper. */
export async function createPaper(db: Queryable, userId: number, input: ReturnType<typeof compositionCreateBody.parse>): Promise<number> {
  const drawn = await drawCandidates(db, userId, await skillAccess(db, userId), await candidateScope(db, input), input.num);
  if (drawn.length === 0) throw badRequest('没有符合条件的试题');
  drawn.sort((a, b) => a.type - b.type);
  const now = nowText();
  const title = input.title || `智能组题 ${now.slice(0, 16)}`;
  return insertPaper(db, { userId, studyBankId: input.studyBankId ?? null, majorType: input.majorType, title, createTime: now }, drawn.map((q) => q.id));
}

const toRecord = (p: PaperRow): PaperRecord => ({
  studyPaperId: p.id,
  title: p.title,
  questionNum: p.question_num,
  answerNum: p.answer_num,
  studyBankId: p.study_bank_id,
  majorType: p.major_type,
  createTime: p.create_time,
});

/** A composed paper of the user; other users' papers do not exist for them. */
async function ownPaper(db: Queryable, userId: number, paperId: number): Promise<PaperRow> {
  const paper = await ownPaperRow(db, userId, paperId);
  if (!paper) throw notFound('试卷不存在');
  return paper;
}

async function paperAnswer(db: Queryable, userId: number, input: ReturnType<typeof paperAnswerAddBody.parse>): Promise<BankAnswerResult> {
  await ownPaper(db, userId, input.studyPaperId);
  if (!(await paperHasQuestion(db, input.studyPaperId, input.questionId))) throw badRequest('题目不属于该试卷');
  // Graded here, the answer would show the key of a question the user's running mock exam holds.
  if ((await questionsHiddenFrom(db, userId)).has(input.questionId)) throw refused(MockExamMessages.heldByRunningExam);
  // Papers only hold questions the user could open when composing, so the topic lock is not re-checked here.
  const [row] = await loadRowsByIds(db, STAFF_ACCESS, [input.questionId]);
  const { write, reply } = gradedAnswer(userId, row, input, input.studyPaperId);
  await upsertAnswers(db, [write]);
  return reply;
}

/** Composition count and creation, paper pages, paper questions and answers, answer sheets and deletion. */
export async function paperRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  for (const url of [paths.paperQuestionNum, basePaths.paperQuestionNum]) {
    app.get(url, SIGNED_IN, async (req) => ok(await compositionCount(db, currentUser(req).userId, parse(compositionCountQuery, queryOf(req)))));
  }
  for (const url of [paths.paperAdd, basePaths.paperAdd]) {
    app.post(url, SIGNED_IN, async (req) => ok(await createPaper(db, currentUser(req).userId, parse(compositionCreateBody, req.body))));
  }

  for (const url of [paths.paperPage, basePaths.paperPage]) {
    app.get(url, SIGNED_IN, async (req) => {
      const q = parse(paperPageQuery, queryOf(req));
      const userId = currentUser(req).userId;
      const { rows, total } = await paperPage(db, userId, { studyBankId: q.studyBankId, majorType: q.majorType }, { limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize });
      return table(rows.map(toRecord), total);
    });
  }

  for (const url of [paths.paperById, basePaths.paperById]) {
    app.get(`${url}/:id`, SIGNED_IN, async (req) => {
      const { id } = parse(idPathParams, req.params);
      const { questionIds } = parse(paperByIdQuery, queryOf(req));
      const userId = currentUser(req).userId;
      const paper = await ownPaper(db, userId, id);
      const wanted = questionIds?.length ? new Set(questionIds) : null;
      const ids = (await paperQuestionIds(db, id)).filter((q) => !wanted || wanted.has(q));
      const rows = await loadRowsByIds(db, STAFF_ACCESS, ids);
      const detail: StudyPaperDetail = { ...toRecord(paper), questionList: flatQuestions(rows, await loadStates(db, userId, ids, id)) };
      return ok(detail);
    });
  }

  for (const url of [paths.paperAnswerAdd, basePaths.paperAnswerAdd]) {
    app.post(url, SIGNED_IN, async (req) => ok(await paperAnswer(db, currentUser(req).userId, parse(paperAnswerAddBody, req.body))));
  }

  for (const url of [paths.paperAnswerSheet, basePaths.paperAnswerSheet]) {
    app.get(`${url}/:id`, SIGNED_IN, async (req) => {
      const { id } = parse(idPathParams, req.params);
      const userId = currentUser(req).userId;
      const paper = await ownPaper(db, userId, id);
      const answers = await paperResults(db, userId, id);
      const questionList = (await paperQuestionIds(db, id)).map((questionId) => ({ questionId, isRight: answers.get(questionId) ?? null }));
      const right = questionList.filter((q) => q.isRight === 1).length;
      const sheet: BankAnswerSheet = {
        paperName: paper.title,
        finishCount: questionList.filter((q) => q.isRight !== null).length,
        score: questionList.length ? Math.round((right * 100) / questionList.length) : 0,
        questionList,
      };
      return ok(sheet);
    });
  }

  // Deletes only the user's own papers: one foreign id refuses the whole request, so nothing half-happens.
  // RuoYi's client may name the ids in the body as well as in the query.
  app.delete(basePaths.paperDelete, { config: { ...SIGNED_IN.config, body: true } }, async (req) => {
    const { idList } = parse(paperDeleteQuery, { ...queryOf(req), ...((req.body as object | null) ?? {}) });
    const userId = currentUser(req).userId;
    if ((await countOwnPapers(db, userId, idList)) !== idList.length) throw forbidden('只能删除自己的组题记录');
    await deletePapers(db, userId, idList);
    return ok(idList.length);
  });
}
