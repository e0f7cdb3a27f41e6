import type { SkillQuestionAdminBody, SkillQuestionAdminFilter, SkillQuestionAdminRow } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 技能试题 (issue 17): a station's questions with their parts (题干, each with files) and details (步骤, each with a
 * file), written as one ordered list each: an edit replaces both lists in one transaction, so the room screen's
 * /paper (which reads them on every load, exam-repository.ts skillQuestions) never sees half of an edit.
 */

const questions = (db: Queryable, f: SkillQuestionAdminFilter) => {
  let query = db.selectFrom('exam_skill_question as q').innerJoin('exam_station as s', 's.station_id', 'q.station_id');
  if (f.name) query = query.where(containsText('q.name', f.name));
  if (f.stationId) query = query.where('q.station_id', '=', f.stationId);
  return query;
};

type QuestionHead = Omit<SkillQuestionAdminRow, 'parts' | 'details'>;

/** The questions with their parts and details, each list in its sort order. */
async function withItems(db: Queryable, heads: QuestionHead[]): Promise<SkillQuestionAdminRow[]> {
  if (!heads.length) return [];
  const ids = heads.map((q) => q.id);
  const [parts, details] = await Promise.all([
    db.selectFrom('exam_skill_question_part').select(['question_id', 'description', 'description_file_url as descriptionFileUrl']).where('question_id', 'in', ids).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('exam_skill_question_detail').select(['question_id', 'name', 'file_url as fileUrl']).where('question_id', 'in', ids).orderBy('sort').orderBy('id').execute(),
  ]);
  return heads.map((q) => ({
    ...q,
    parts: parts.filter((p) => p.question_id === q.id).map(({ description, descriptionFileUrl }) => ({ description, descriptionFileUrl })),
    details: details.filter((d) => d.question_id === q.id).map(({ name, fileUrl }) => ({ name, fileUrl })),
  }));
}

const HEAD_COLUMNS = ['q.id', 'q.station_id as stationId', 's.station_name as stationName', 'q.name', 'q.sort'] as const;

export async function listSkillQuestions(db: Queryable, f: SkillQuestionAdminFilter, page?: Page): Promise<{ total: number; rows: SkillQuestionAdminRow[] }> {
  const heads = await onePage(questions(db, f).select(HEAD_COLUMNS).orderBy('q.station_id').orderBy('q.sort').orderBy('q.id'), page).execute();
  return { total: await countRows(questions(db, f)), rows: await withItems(db, heads) };
}

export async function getSkillQuestion(db: Queryable, id: number): Promise<SkillQuestionAdminRow | undefined> {
  const head = await questions(db, {}).select(HEAD_COLUMNS).where('q.id', '=', id).executeTakeFirst();
  return head && (await withItems(db, [head]))[0];
}

export async function stationExists(db: Queryable, stationId: number): Promise<boolean> {
  return !!(await db.selectFrom('exam_station').select('station_id').where('station_id', '=', stationId).executeTakeFirst());
}

export async function skillQuestionNameTaken(db: Queryable, stationId: number, name: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('exam_skill_question').select('id').where('station_id', '=', stationId).where('name', '=', name).where('id', '<>', exceptId).executeTakeFirst());
}

async function writeItems(trx: Queryable, questionId: number, b: SkillQuestionAdminBody) {
  await trx.deleteFrom('exam_skill_question_part').where('question_id', '=', questionId).execute();
  await trx.deleteFrom('exam_skill_question_detail').where('question_id', '=', questionId).execute();
  if (b.parts.length) {
    await trx
      .insertInto('exam_skill_question_part')
      .values(b.parts.map((p, i) => ({ question_id: questionId, sort: i + 1, description: p.description, description_file_url: p.descriptionFileUrl })))
      .execute();
  }
  if (b.details.length) {
    await trx.insertInto('exam_skill_question_detail').values(b.details.map((d, i) => ({ question_id: questionId, sort: i + 1, name: d.name, file_url: d.fileUrl }))).execute();
  }
}

export async function insertSkillQuestion(db: Queryable, b: SkillQuestionAdminBody): Promise<number> {
  return atomically(db, async (trx) => {
    const { id } = await trx.insertInto('exam_skill_question').values({ station_id: b.stationId, name: b.name, sort: b.sort }).returning('id').executeTakeFirstOrThrow();
    await writeItems(trx, id, b);
    return id;
  });
}

export async function updateSkillQuestion(db: Queryable, id: number, b: SkillQuestionAdminBody): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.updateTable('exam_skill_question').set({ station_id: b.stationId, name: b.name, sort: b.sort }).where('id', '=', id).execute();
    await writeItems(trx, id, b);
  });
}

export async function deleteSkillQuestions(db: Queryable, ids: number[]): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.deleteFrom('exam_skill_question_part').where('question_id', 'in', ids).execute();
    await trx.deleteFrom('exam_skill_question_detail').where('question_id', 'in', ids).execute();
    await trx.deleteFrom('exam_skill_question').where('id', 'in', ids).execute();
  });
}
