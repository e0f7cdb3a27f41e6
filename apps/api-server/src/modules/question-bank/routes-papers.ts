import type { FastifyInstance } from 'fastify';
import {
  CompositionType,
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
import { badRequest, forbidden, notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import type { Db } from '../../db/db';
import { openSql, skillAccess } from './access';
import { grade, normaliseAnswer } from './question-format';
import { flatQuestions, leafIds, loadRowsByIds, loadStates, scopeWhere, type Scope } from './question-store';
import { nextAnswerSeq, nowText, queryOf } from './request';

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
function candidateSql(db: Db, userId: number, input: CountInput) {
  const leaves = leafIds(db, { majorType: input.majorType, studyBankId: input.studyBankId, categoryIds: input.categoryIds });
  const where = scopeWhere({ leafIds: leaves, questionTypes: input.questionTypes, filter: FILTER_OF[input.type ?? 0] ?? null }, userId, true);
  const open = openSql(skillAccess(db, userId));
  return {
    sql: `FROM qb_question q JOIN qb_category c ON c.id = q.category_id WHERE ${where.sql} AND ${open.sql} = 1`,
    params: [...where.params, ...open.params],
  };
}

export function compositionCount(db: Db, userId: number, input: CountInput): number {
  const c = candidateSql(db, userId, input);
  return (db.prepare(`SELECT COUNT(*) AS n ${c.sql}`).get(...c.params) as { n: number }).n;
}

/** Draws `num` questions at random (fewer when fewer match), grouped by type in the dictionary order, and stores the paper. */
export function createPaper(db: Db, userId: number, input: ReturnType<typeof compositionCreateBody.parse>): number {
  const c = candidateSql(db, userId, input);
  const drawn = db.prepare(`SELECT q.id, q.type ${c.sql} ORDER BY random() LIMIT ?`).all(...c.params, input.num) as { id: number; type: number }[];
  if (drawn.length === 0) throw badRequest('没有符合条件的试题');
  drawn.sort((a, b) => a.type - b.type);
  return db.transaction(() => {
    const now = nowText();
    const title = input.title || `智能组题 ${now.slice(0, 16)}`;
    const paperId = Number(
      db
        .prepare('INSERT INTO qb_study_paper (user_id, study_bank_id, major_type, title, question_num, create_time) VALUES (?, ?, ?, ?, ?, ?)')
        .run(userId, input.studyBankId ?? null, input.majorType, title, drawn.length, now).lastInsertRowid,
    );
    const link = db.prepare('INSERT INTO qb_study_paper_question (study_paper_id, question_id, sort) VALUES (?, ?, ?)');
    drawn.forEach((q, i) => link.run(paperId, q.id, i + 1));
    return paperId;
  })();
}

interface PaperRow {
  id: number;
  title: string;
  question_num: number;
  answer_num: number;
  study_bank_id: number | null;
  major_type: number;
  create_time: string;
}
const PAPER_SELECT = `SELECT p.id, p.title, p.question_num, p.study_bank_id, p.major_type, p.create_time,
  (SELECT COUNT(*) FROM qb_question_record r WHERE r.user_id = p.user_id AND r.study_paper_id = p.id) AS answer_num
  FROM qb_study_paper p`;
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
function ownPaper(db: Db, userId: number, paperId: number): PaperRow {
  const paper = db.prepare(`${PAPER_SELECT} WHERE p.id = ? AND p.user_id = ?`).get(paperId, userId) as PaperRow | undefined;
  if (!paper) throw notFound('试卷不存在');
  return paper;
}
const paperQuestionIds = (db: Db, paperId: number) =>
  (db.prepare('SELECT question_id FROM qb_study_paper_question WHERE study_paper_id = ? ORDER BY sort').all(paperId) as { question_id: number }[]).map((r) => r.question_id);

function paperAnswer(db: Db, userId: number, input: ReturnType<typeof paperAnswerAddBody.parse>): BankAnswerResult {
  ownPaper(db, userId, input.studyPaperId);
  if (!db.prepare('SELECT 1 FROM qb_study_paper_question WHERE study_paper_id = ? AND question_id = ?').get(input.studyPaperId, input.questionId)) {
    throw badRequest('题目不属于该试卷');
  }
  // Papers only hold questions the user could open when composing, so the topic lock is not re-checked here.
  const [row] = loadRowsByIds(db, { all: true, skillIds: [] }, [input.questionId]);
  const result = normaliseAnswer(row, input.result);
  const isRight = grade(row, result);
  db.prepare(
    `INSERT INTO qb_question_record (user_id, question_id, study_paper_id, category_id, study_bank_id, major_type, result, is_right, answer_seq, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, question_id, study_paper_id) DO UPDATE SET
       result = excluded.result, is_right = excluded.is_right, answer_seq = excluded.answer_seq, update_time = excluded.update_time`,
  ).run(userId, row.id, input.studyPaperId, row.category_id, row.bank_id, input.majorType, result, isRight, nextAnswerSeq(), nowText());
  return { questionId: row.id, isRight, correct: row.correct };
}

/** Composition count and creation, paper pages, paper questions and answers, answer sheets and deletion. */
export async function paperRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  for (const url of [paths.paperQuestionNum, basePaths.paperQuestionNum]) {
    app.get(url, async (req) => ok(compositionCount(db, currentUser(req).userId, parse(compositionCountQuery, queryOf(req)))));
  }
  for (const url of [paths.paperAdd, basePaths.paperAdd]) {
    app.post(url, async (req) => ok(createPaper(db, currentUser(req).userId, parse(compositionCreateBody, req.body))));
  }

  for (const url of [paths.paperPage, basePaths.paperPage]) {
    app.get(url, async (req) => {
      const q = parse(paperPageQuery, queryOf(req));
      const userId = currentUser(req).userId;
      const where = 'WHERE p.user_id = ? AND (? IS NULL OR p.study_bank_id = ?) AND (? IS NULL OR p.major_type = ?)';
      const params = [userId, q.studyBankId ?? null, q.studyBankId ?? null, q.majorType ?? null, q.majorType ?? null];
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM qb_study_paper p ${where}`).get(...params) as { n: number }).n;
      const rows = db.prepare(`${PAPER_SELECT} ${where} ORDER BY p.id DESC LIMIT ? OFFSET ?`).all(...params, q.pageSize, (q.pageNum - 1) * q.pageSize) as PaperRow[];
      return table(rows.map(toRecord), total);
    });
  }

  for (const url of [paths.paperById, basePaths.paperById]) {
    app.get(`${url}/:id`, async (req) => {
      const { id } = parse(idPathParams, req.params);
      const { questionIds } = parse(paperByIdQuery, queryOf(req));
      const userId = currentUser(req).userId;
      const paper = ownPaper(db, userId, id);
      const wanted = questionIds?.length ? new Set(questionIds) : null;
      const ids = paperQuestionIds(db, id).filter((q) => !wanted || wanted.has(q));
      const rows = loadRowsByIds(db, { all: true, skillIds: [] }, ids);
      const detail: StudyPaperDetail = { ...toRecord(paper), questionList: flatQuestions(rows, loadStates(db, userId, ids, id)) };
      return ok(detail);
    });
  }

  for (const url of [paths.paperAnswerAdd, basePaths.paperAnswerAdd]) {
    app.post(url, async (req) => ok(paperAnswer(db, currentUser(req).userId, parse(paperAnswerAddBody, req.body))));
  }

  for (const url of [paths.paperAnswerSheet, basePaths.paperAnswerSheet]) {
    app.get(`${url}/:id`, async (req) => {
      const { id } = parse(idPathParams, req.params);
      const userId = currentUser(req).userId;
      const paper = ownPaper(db, userId, id);
      const answers = new Map(
        (db.prepare('SELECT question_id, is_right FROM qb_question_record WHERE user_id = ? AND study_paper_id = ?').all(userId, id) as { question_id: number; is_right: number }[]).map(
          (r) => [r.question_id, r.is_right],
        ),
      );
      const questionList = paperQuestionIds(db, id).map((questionId) => ({ questionId, isRight: answers.get(questionId) ?? null }));
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
  app.delete(basePaths.paperDelete, async (req) => {
    const { idList } = parse(paperDeleteQuery, { ...queryOf(req), ...((req.body as object | null) ?? {}) });
    const userId = currentUser(req).userId;
    const ids = JSON.stringify(idList);
    const owned = (db.prepare('SELECT COUNT(*) AS n FROM qb_study_paper WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))').get(userId, ids) as { n: number }).n;
    if (owned !== idList.length) throw forbidden('只能删除自己的组题记录');
    db.transaction(() => {
      db.prepare('DELETE FROM qb_question_record WHERE user_id = ? AND study_paper_id IN (SELECT value FROM json_each(?))').run(userId, ids);
      db.prepare('DELETE FROM qb_study_paper WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))').run(userId, ids);
    })();
    return ok(idList.length);
  });
}
