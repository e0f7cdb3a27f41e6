import { sql } from 'kysely';
import type { SkillAccess } from './access';
import { openFlag, scopeFilter, type Scope } from './question-repository';
import { atomically, type Queryable } from '../../db/queryable';

/** Answerable questions a composition may draw from: the scope, and only questions the user may open (topic lock). */
function candidates(db: Queryable, userId: number, access: SkillAccess, scope: Scope) {
  return db
    .selectFrom('qb_question as q')
    .innerJoin('qb_category as c', 'c.id', 'q.category_id')
    .where((eb) => eb.and([scopeFilter(db, eb, scope, userId, true), eb(openFlag(eb, { kind: 'access', access }), '=', 1)]));
}

export async function countCandidates(db: Queryable, userId: number, access: SkillAccess, scope: Scope): Promise<number> {
  const row = await candidates(db, userId, access, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Up to `num` candidates drawn at random. */
export async function drawCandidates(db: Queryable, userId: number, access: SkillAccess, scope: Scope, num: number): Promise<{ id: number; type: number }[]> {
  return candidates(db, userId, access, scope).select(['q.id', 'q.type']).orderBy(sql`random()`).limit(num).execute();
}

/** Stores a composed paper and its questions in the order given; returns its id. */
export async function insertPaper(
  db: Queryable,
  paper: { userId: number; studyBankId: number | null; majorType: number; title: string; createTime: string },
  questionIds: number[],
): Promise<number> {
  return atomically(db, async (trx) => {
    const { id } = await trx
      .insertInto('qb_study_paper')
      .values({ user_id: paper.userId, study_bank_id: paper.studyBankId, major_type: paper.majorType, title: paper.title, question_num: questionIds.length, create_time: paper.createTime })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < questionIds.length; i += 500) {
      const rows = questionIds.slice(i, i + 500).map((questionId, k) => ({ study_paper_id: id, question_id: questionId, sort: i + k + 1 }));
      await trx.insertInto('qb_study_paper_question').values(rows).execute();
    }
    return id;
  });
}

export interface PaperRow {
  id: number;
  title: string;
  question_num: number;
  answer_num: number;
  study_bank_id: number | null;
  major_type: number;
  create_time: string;
}

function selectPapers(db: Queryable) {
  return db
    .selectFrom('qb_study_paper as p')
    .select((eb) => [
      'p.id',
      'p.title',
      'p.question_num',
      'p.study_bank_id',
      'p.major_type',
      'p.create_time',
      eb
        .selectFrom('qb_question_record as r')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('r.user_id', '=', 'p.user_id')
        .whereRef('r.study_paper_id', '=', 'p.id')
        .$asScalar()
        .as('answer_num'),
    ]);
}
const toPaperRow = (r: Omit<PaperRow, 'answer_num'> & { answer_num: number | null }): PaperRow => ({ ...r, answer_num: Number(r.answer_num ?? 0) });

/** A composed paper of the user; other users' papers do not exist for them. */
export async function ownPaperRow(db: Queryable, userId: number, paperId: number): Promise<PaperRow | undefined> {
  const row = await selectPapers(db).where('p.id', '=', paperId).where('p.user_id', '=', userId).executeTakeFirst();
  return row && toPaperRow(row);
}

/** One page of the user's papers, newest first, and how many there are. */
export async function paperPage(
  db: Queryable,
  userId: number,
  filter: { studyBankId?: number; majorType?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: PaperRow[]; total: number }> {
  let count = db.selectFrom('qb_study_paper as p').select((eb) => eb.fn.countAll<number>().as('n')).where('p.user_id', '=', userId);
  let list = selectPapers(db).where('p.user_id', '=', userId);
  if (filter.studyBankId !== undefined) {
    count = count.where('p.study_bank_id', '=', filter.studyBankId);
    list = list.where('p.study_bank_id', '=', filter.studyBankId);
  }
  if (filter.majorType !== undefined) {
    count = count.where('p.major_type', '=', filter.majorType);
    list = list.where('p.major_type', '=', filter.majorType);
  }
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const rows = await list.orderBy('p.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { rows: rows.map(toPaperRow), total };
}

export async function paperQuestionIds(db: Queryable, paperId: number): Promise<number[]> {
  const rows = await db.selectFrom('qb_study_paper_question').select('question_id').where('study_paper_id', '=', paperId).orderBy('sort').execute();
  return rows.map((r) => r.question_id);
}

export async function paperHasQuestion(db: Queryable, paperId: number, questionId: number): Promise<boolean> {
  const row = await db.selectFrom('qb_study_paper_question').select('question_id').where('study_paper_id', '=', paperId).where('question_id', '=', questionId).executeTakeFirst();
  return !!row;
}

/** Whether each question of the paper the user answered is right. */
export async function paperResults(db: Queryable, userId: number, paperId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('qb_question_record').select(['question_id', 'is_right']).where('user_id', '=', userId).where('study_paper_id', '=', paperId).execute();
  return new Map(rows.map((r) => [r.question_id, r.is_right]));
}

/** How many of these papers belong to the user. */
export async function countOwnPapers(db: Queryable, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db.selectFrom('qb_study_paper').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the user's papers and their answers, together. */
export async function deletePapers(db: Queryable, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await atomically(db, async (trx) => {
    await trx.deleteFrom('qb_question_record').where('user_id', '=', userId).where('study_paper_id', 'in', ids).execute();
    await trx.deleteFrom('qb_study_paper').where('user_id', '=', userId).where('id', 'in', ids).execute();
  });
}
