import type { SemesterAdminRow, SemesterBody, SemesterFilter } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

/**
 * 学期管理 (teaching_semester). The phone's `/teachingCenter/teachingSemester/list` and the timetable read the same
 * rows uncached, so an edit shows there on the next request.
 */

const semesterRows = (db: Queryable, f: SemesterFilter) => {
  let query = db.selectFrom('teaching_semester as s');
  if (f.semesterName) query = query.where(containsText('s.semester_name', f.semesterName));
  return query;
};

const semesterColumns = (query: ReturnType<typeof semesterRows>) =>
  query.select((eb) => [
    's.semester_id as semesterId',
    's.semester_name as semesterName',
    's.start_date as startDate',
    's.end_date as endDate',
    eb.selectFrom('teaching_plan as p').whereRef('p.semester_id', '=', 's.semester_id').select((c) => c.fn.countAll<number>().as('n')).as('planCount'),
  ]);

const toSemester = (r: Omit<SemesterAdminRow, 'planCount'> & { planCount: number | string | null }): SemesterAdminRow => ({ ...r, planCount: Number(r.planCount ?? 0) });

/** Newest first, as the phone lists them. */
export async function listSemesters(db: Queryable, f: SemesterFilter, page?: Page): Promise<{ total: number; rows: SemesterAdminRow[] }> {
  const rows = await onePage(semesterColumns(semesterRows(db, f)).orderBy('s.start_date', 'desc').orderBy('s.semester_id', 'desc'), page).execute();
  return { total: await countRows(semesterRows(db, f)), rows: rows.map(toSemester) };
}

export async function getSemester(db: Queryable, semesterId: number): Promise<SemesterAdminRow | undefined> {
  const row = await semesterColumns(semesterRows(db, {})).where('s.semester_id', '=', semesterId).executeTakeFirst();
  return row && toSemester(row);
}

export async function semesterNameTaken(db: Queryable, semesterName: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('teaching_semester').select('semester_id').where('semester_name', '=', semesterName).where('semester_id', '<>', exceptId).executeTakeFirst());
}

export async function insertSemester(db: Queryable, b: SemesterBody): Promise<number> {
  const { semester_id } = await db
    .insertInto('teaching_semester')
    .values({ semester_name: b.semesterName, start_date: b.startDate, end_date: b.endDate })
    .returning('semester_id')
    .executeTakeFirstOrThrow();
  return semester_id;
}

export async function updateSemester(db: Queryable, semesterId: number, b: SemesterBody) {
  await db.updateTable('teaching_semester').set({ semester_name: b.semesterName, start_date: b.startDate, end_date: b.endDate }).where('semester_id', '=', semesterId).execute();
}

export async function deleteSemesters(db: Queryable, semesterIds: number[]) {
  await db.deleteFrom('teaching_semester').where('semester_id', 'in', semesterIds).execute();
}
