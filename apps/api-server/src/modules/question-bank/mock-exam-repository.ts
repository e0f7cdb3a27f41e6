import { QuestionType } from '@medteach/contract';
import { sql, type Selectable } from 'kysely';
import type { QbMockAttemptTable } from '../../db/tables';
import type { SkillAccess } from './access';
import { openFlag } from './question-repository';
import type { Queryable } from '../../db/queryable';

/** 模拟考试 (issue 18) storage: blueprints, attempts and their answers. Times are epoch ms. */

export type AttemptRow = Selectable<QbMockAttemptTable>;

export async function bankOfId(db: Queryable, studyBankId: number) {
  return db.selectFrom('qb_study_bank').select(['id', 'name', 'major_type']).where('id', '=', studyBankId).executeTakeFirst();
}

/** The bank's first-level categories (chapters) in catalogue order. */
export async function bankChapters(db: Queryable, studyBankId: number): Promise<{ categoryId: number; categoryName: string }[]> {
  const rows = await db
    .selectFrom('qb_study_bank_category as bc')
    .innerJoin('qb_category as c', 'c.id', 'bc.category_id')
    .select(['c.id', 'c.name'])
    .where('bc.study_bank_id', '=', studyBankId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ categoryId: Number(r.id), categoryName: r.name }));
}

export async function blueprintRow(db: Queryable, studyBankId: number) {
  return db.selectFrom('qb_mock_blueprint').selectAll().where('study_bank_id', '=', studyBankId).executeTakeFirst();
}

export async function saveBlueprint(db: Queryable, row: { study_bank_id: number; duration_minutes: number; pass_percent: number; sections: string; update_time: string }) {
  await db
    .insertInto('qb_mock_blueprint')
    .values(row)
    .onConflict((oc) => oc.column('study_bank_id').doUpdateSet({ duration_minutes: row.duration_minutes, pass_percent: row.pass_percent, sections: row.sections, update_time: row.update_time }))
    .execute();
}

/**
 * Top-level items a mock exam may hold under these chapters: not essays (nobody grades them at submission), and only
 * what the student may open (the topic lock, as practice applies it). A3/A4/B groups come as their parent.
 */
function examItems(db: Queryable, access: SkillAccess, chapterIds: number[]) {
  return db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .where('c.parent_id', 'in', chapterIds.length ? chapterIds : [0])
    .where('q.parent_id', 'is', null)
    .where('q.type', '<>', QuestionType.ESSAY)
    .where((eb) => eb(openFlag(eb, { kind: 'access', access }), '=', 1));
}

/** Answerable questions per chapter the student may take (the default blueprint spreads by these sizes). */
export async function openCountByChapter(db: Queryable, access: SkillAccess, chapterIds: number[]): Promise<Map<number, number>> {
  const rows = await examItems(db, access, chapterIds)
    .leftJoin('qb_question as ch', 'ch.parent_id', 'q.id')
    .select((eb) => ['c.parent_id as chapter', eb.fn.count<number>(sql`coalesce(ch.id, q.id)`).as('n')])
    .where((eb) => eb.or([eb('q.answerable', '=', 1), eb('ch.answerable', '=', 1)]))
    .groupBy('c.parent_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.chapter), Number(r.n)]));
}

/** Up to `limit` random top-level items of a chapter (of one type when given), each with how many answerable questions it holds. */
export async function drawItems(db: Queryable, access: SkillAccess, chapterId: number, questionType: number | null, limit: number): Promise<{ id: number; size: number }[]> {
  let query = examItems(db, access, [chapterId]);
  if (questionType !== null) query = query.where('q.type', '=', questionType);
  const rows = await query
    .select((eb) => [
      'q.id',
      'q.answerable',
      eb.selectFrom('qb_question as ch').select((s) => s.fn.countAll<number>().as('n')).whereRef('ch.parent_id', '=', 'q.id').where('ch.answerable', '=', 1).$asScalar().as('children'),
    ])
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), size: Number(r.answerable) === 1 ? 1 : Number(r.children ?? 0) })).filter((r) => r.size > 0);
}

/** Answerable children of these group parents, by parent, in id order. */
export async function childrenOf(db: Queryable, parentIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (parentIds.length === 0) return out;
  const rows = await db.selectFrom('qb_question').select(['id', 'parent_id']).where('parent_id', 'in', parentIds).where('answerable', '=', 1).orderBy('id').execute();
  for (const r of rows) out.set(Number(r.parent_id), [...(out.get(Number(r.parent_id)) ?? []), Number(r.id)]);
  return out;
}

/** The chapter (first-level category) of each question, for the report's per-category accuracy. */
export async function chaptersOf(db: Queryable, questionIds: number[]): Promise<Map<number, { categoryId: number; categoryName: string }>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .innerJoin('qb_category as pc', 'pc.id', 'c.parent_id')
    .select(['q.id', 'pc.id as chapter', 'pc.name'])
    .where('q.id', 'in', questionIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { categoryId: Number(r.chapter), categoryName: r.name }]));
}

export async function insertAttempt(
  db: Queryable,
  a: { userId: number; studyBankId: number; majorType: number; startedAt: number; durationMinutes: number; passPercent: number; questionIds: number[] },
): Promise<number> {
  const { id } = await db
    .insertInto('qb_mock_attempt')
    .values({
      user_id: a.userId,
      study_bank_id: a.studyBankId,
      major_type: a.majorType,
      started_at: a.startedAt,
      deadline: a.startedAt + a.durationMinutes * 60_000,
      duration_minutes: a.durationMinutes,
      pass_percent: a.passPercent,
      question_ids: JSON.stringify(a.questionIds),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** The user's unsubmitted attempt of the bank (the newest, should there be two). */
export async function openAttempt(db: Queryable, userId: number, studyBankId: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('qb_mock_attempt').selectAll().where('user_id', '=', userId).where('study_bank_id', '=', studyBankId).where('submitted_at', 'is', null).orderBy('id', 'desc').executeTakeFirst();
}

export async function lastSubmittedId(db: Queryable, userId: number, studyBankId: number): Promise<number | null> {
  const row = await db.selectFrom('qb_mock_attempt').select('id').where('user_id', '=', userId).where('study_bank_id', '=', studyBankId).where('submitted_at', 'is not', null).orderBy('id', 'desc').executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** An attempt of the user; other users' attempts do not exist for them. */
export async function ownAttempt(db: Queryable, userId: number, attemptId: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('qb_mock_attempt').selectAll().where('id', '=', attemptId).where('user_id', '=', userId).executeTakeFirst();
}

export interface MockAnswer {
  questionId: number;
  result: string;
  isRight: number | null;
  flagged: boolean;
  answeredAt: number;
}

export async function answersOf(db: Queryable, attemptId: number): Promise<MockAnswer[]> {
  const rows = await db.selectFrom('qb_mock_answer').selectAll().where('attempt_id', '=', attemptId).orderBy('answered_at').orderBy('question_id').execute();
  return rows.map((r) => ({
    questionId: Number(r.question_id),
    result: r.result,
    isRight: r.is_right === null ? null : Number(r.is_right),
    flagged: Number(r.flagged) === 1,
    answeredAt: Number(r.answered_at),
  }));
}

export async function saveAnswer(db: Queryable, attemptId: number, a: { questionId: number; result?: string; isRight?: number | null; flagged?: boolean; at: number }) {
  const changes = {
    ...(a.result !== undefined ? { result: a.result, is_right: a.isRight ?? null, answered_at: a.at } : {}),
    ...(a.flagged !== undefined ? { flagged: a.flagged ? 1 : 0 } : {}),
  };
  await db
    .insertInto('qb_mock_answer')
    .values({ attempt_id: attemptId, question_id: a.questionId, result: a.result ?? '', is_right: a.isRight ?? null, flagged: a.flagged ? 1 : 0, answered_at: a.at })
    .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doUpdateSet(changes))
    .execute();
}

/** Marks the attempt submitted unless someone (another device, the deadline) already did; true when this call did. */
export async function markSubmitted(db: Queryable, attemptId: number, s: { submittedAt: number; auto: boolean; score: number; right: number }): Promise<boolean> {
  const res = await db
    .updateTable('qb_mock_attempt')
    .set({ submitted_at: s.submittedAt, auto_submitted: s.auto ? 1 : 0, score: s.score, right_count: s.right })
    .where('id', '=', attemptId)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The leaf category of each question (学习统计 counts answers per category, as practice logs them). */
export async function leafCategoriesOf(db: Queryable, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db.selectFrom('qb_question').select(['id', 'category_id']).where('id', 'in', questionIds).execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.category_id)]));
}
