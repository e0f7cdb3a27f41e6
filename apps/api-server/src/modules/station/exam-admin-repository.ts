import type { ExamAdminBody, ExamAdminFilter, ExamAdminRow } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

/** 考试管理 (issue 17): an exam's name and window; its stations are counted, never deleted with it. */

const exams = (db: Queryable, f: ExamAdminFilter) => {
  let query = db.selectFrom('exam as e');
  if (f.examName) query = query.where(containsText('e.exam_name', f.examName));
  return query;
};

const examColumns = (query: ReturnType<typeof exams>) =>
  query.select((eb) => [
    'e.exam_id as examId',
    'e.exam_name as examName',
    'e.starts_at as startsAt',
    'e.ends_at as endsAt',
    eb.selectFrom('exam_station as s').whereRef('s.exam_id', '=', 'e.exam_id').select((s) => s.fn.countAll<number>().as('n')).as('stationCount'),
  ]);

const toExam = (r: Omit<ExamAdminRow, 'stationCount'> & { stationCount: number | string | null }): ExamAdminRow => ({ ...r, stationCount: Number(r.stationCount ?? 0) });

export async function listExams(db: Queryable, f: ExamAdminFilter, page?: Page): Promise<{ total: number; rows: ExamAdminRow[] }> {
  const rows = await onePage(examColumns(exams(db, f)).orderBy('e.exam_id', 'desc'), page).execute();
  return { total: await countRows(exams(db, f)), rows: rows.map(toExam) };
}

export async function getExam(db: Queryable, examId: number): Promise<ExamAdminRow | undefined> {
  const row = await examColumns(exams(db, {})).where('e.exam_id', '=', examId).executeTakeFirst();
  return row && toExam(row);
}

export async function examNameTaken(db: Queryable, examName: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('exam').select('exam_id').where('exam_name', '=', examName).where('exam_id', '<>', exceptId).executeTakeFirst());
}

const examValues = (b: ExamAdminBody) => ({ exam_name: b.examName, starts_at: b.startsAt, ends_at: b.endsAt });

export async function insertExam(db: Queryable, b: ExamAdminBody): Promise<number> {
  const { exam_id } = await db.insertInto('exam').values(examValues(b)).returning('exam_id').executeTakeFirstOrThrow();
  return exam_id;
}

export async function updateExam(db: Queryable, examId: number, b: ExamAdminBody): Promise<void> {
  await db.updateTable('exam').set(examValues(b)).where('exam_id', '=', examId).execute();
}

export async function deleteExams(db: Queryable, examIds: number[]): Promise<void> {
  await db.deleteFrom('exam').where('exam_id', 'in', examIds).execute();
}

/** The stations of these exams (their screens show the exam's name). */
export async function stationsOfExams(db: Queryable, examIds: number[]): Promise<number[]> {
  if (!examIds.length) return [];
  const rows = await db.selectFrom('exam_station').select('station_id').where('exam_id', 'in', examIds).execute();
  return rows.map((r) => r.station_id);
}
