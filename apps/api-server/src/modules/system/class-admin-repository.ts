import type { ClassBody, ClassFilter, GradeBody, GradeRow, MajorBody, MajorRow, SysClassRow } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from './sql-filter';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * Classes (sys_class), majors (teaching_major) and grades (sys_grade) of the back office (issue 16 slice A).
 * A class names its grade by text (sys_class.grade_name, which teaching and the phones read), so renaming a grade
 * renames it in its classes too.
 */

const classes = (db: Queryable, f: ClassFilter) => {
  let query = db.selectFrom('sys_class as c').leftJoin('teaching_major as m', 'm.major_id', 'c.major_id');
  if (f.className) query = query.where(containsText('c.class_name', f.className));
  if (f.gradeName) query = query.where('c.grade_name', '=', f.gradeName);
  if (f.majorId) query = query.where('c.major_id', '=', f.majorId);
  return query;
};

const classColumns = (query: ReturnType<typeof classes>) =>
  query.select((eb) => [
    'c.id as classId',
    'c.class_name as className',
    'c.grade_name as gradeName',
    'c.major_id as majorId',
    eb.fn.coalesce('m.major_name', eb.val('')).as('majorName'),
    eb.selectFrom('sys_user as u').whereRef('u.class_id', '=', 'c.id').select((s) => s.fn.countAll<number>().as('n')).as('studentCount'),
  ]);

const toClass = (r: Awaited<ReturnType<ReturnType<typeof classColumns>['executeTakeFirstOrThrow']>>): SysClassRow => ({
  ...r,
  majorName: String(r.majorName),
  studentCount: Number(r.studentCount ?? 0),
});

export async function listClasses(db: Queryable, f: ClassFilter, page?: Page): Promise<{ total: number; rows: SysClassRow[] }> {
  const rows = await onePage(classColumns(classes(db, f)).orderBy('c.id'), page).execute();
  return { total: await countRows(classes(db, f)), rows: rows.map(toClass) };
}

export async function getClass(db: Queryable, classId: number): Promise<SysClassRow | undefined> {
  const row = await classColumns(classes(db, {})).where('c.id', '=', classId).executeTakeFirst();
  return row && toClass(row);
}

export async function classNameTaken(db: Queryable, className: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('sys_class').select('id').where('class_name', '=', className).where('id', '<>', exceptId).executeTakeFirst());
}

export async function insertClass(db: Queryable, b: ClassBody): Promise<number> {
  const { id } = await db.insertInto('sys_class').values({ class_name: b.className, grade_name: b.gradeName, major_id: b.majorId }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Its students follow the class into its (new) major. */
export async function updateClass(db: Queryable, classId: number, b: ClassBody): Promise<boolean> {
  return atomically(db, async (trx) => {
    const result = await trx.updateTable('sys_class').set({ class_name: b.className, grade_name: b.gradeName, major_id: b.majorId }).where('id', '=', classId).executeTakeFirst();
    await trx.updateTable('sys_user').set({ major_id: b.majorId }).where('class_id', '=', classId).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** What still uses a class: its students, online courses aimed at it, teaching plans that teach it. */
export async function classUsage(db: Queryable, classId: number) {
  const [students, courses, plans] = await Promise.all([
    countRows(db.selectFrom('sys_user').where('class_id', '=', classId)),
    countRows(db.selectFrom('online_course_class').where('class_id', '=', classId)),
    countRows(db.selectFrom('teaching_plan_class').where('class_id', '=', classId)),
  ]);
  return { students, courses, plans };
}

export async function deleteClasses(db: Queryable, classIds: number[]) {
  await db.deleteFrom('sys_class').where('id', 'in', classIds).execute();
}

/** Classes by exact name (import). */
export async function classesByName(db: Queryable, names: string[]): Promise<{ classId: number; className: string; gradeName: string; majorId: number | null }[]> {
  if (!names.length) return [];
  return db.selectFrom('sys_class').select(['id as classId', 'class_name as className', 'grade_name as gradeName', 'major_id as majorId']).where('class_name', 'in', names).execute();
}

// ---- majors ----

export interface MajorFilter {
  majorName?: string;
}
export interface GradeFilter {
  gradeName?: string;
}

const majors = (db: Queryable, { majorName }: MajorFilter) => {
  let query = db.selectFrom('teaching_major as m');
  if (majorName) query = query.where(containsText('m.major_name', majorName));
  return query;
};

const majorColumns = (query: ReturnType<typeof majors>) =>
  query.select((eb) => [
    'm.major_id as majorId',
    'm.major_name as majorName',
    eb.selectFrom('sys_class as c').whereRef('c.major_id', '=', 'm.major_id').select((s) => s.fn.countAll<number>().as('n')).as('classCount'),
  ]);

const toMajor = (r: { majorId: number; majorName: string; classCount: number | null }): MajorRow => ({ ...r, classCount: Number(r.classCount ?? 0) });

export async function listMajors(db: Queryable, f: MajorFilter, page?: Page): Promise<{ total: number; rows: MajorRow[] }> {
  const rows = await onePage(majorColumns(majors(db, f)).orderBy('m.major_id'), page).execute();
  return { total: await countRows(majors(db, f)), rows: rows.map(toMajor) };
}

export async function getMajor(db: Queryable, majorId: number): Promise<MajorRow | undefined> {
  const row = await majorColumns(majors(db, {})).where('m.major_id', '=', majorId).executeTakeFirst();
  return row && toMajor(row);
}

export async function majorNameTaken(db: Queryable, majorName: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('teaching_major').select('major_id').where('major_name', '=', majorName).where('major_id', '<>', exceptId).executeTakeFirst());
}

export async function insertMajor(db: Queryable, b: MajorBody): Promise<number> {
  const { major_id } = await db.insertInto('teaching_major').values({ major_name: b.majorName }).returning('major_id').executeTakeFirstOrThrow();
  return major_id;
}

export async function updateMajor(db: Queryable, majorId: number, b: MajorBody): Promise<boolean> {
  const result = await db.updateTable('teaching_major').set({ major_name: b.majorName }).where('major_id', '=', majorId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What still uses a major: classes, teaching plans, staff who belong to it. */
export async function majorUsage(db: Queryable, majorId: number) {
  const [classCount, plans, users] = await Promise.all([
    countRows(db.selectFrom('sys_class').where('major_id', '=', majorId)),
    countRows(db.selectFrom('teaching_plan').where('major_id', '=', majorId)),
    countRows(db.selectFrom('sys_user').where('major_id', '=', majorId)),
  ]);
  return { classes: classCount, plans, users };
}

export async function deleteMajors(db: Queryable, majorIds: number[]) {
  await db.deleteFrom('teaching_major').where('major_id', 'in', majorIds).execute();
}

export async function majorsByName(db: Queryable, names: string[]): Promise<{ majorId: number; majorName: string }[]> {
  if (!names.length) return [];
  return db.selectFrom('teaching_major').select(['major_id as majorId', 'major_name as majorName']).where('major_name', 'in', names).execute();
}

// ---- grades ----

const grades = (db: Queryable, { gradeName }: GradeFilter) => {
  let query = db.selectFrom('sys_grade as g');
  if (gradeName) query = query.where(containsText('g.grade_name', gradeName));
  return query;
};

const gradeColumns = (query: ReturnType<typeof grades>) =>
  query.select((eb) => [
    'g.grade_id as gradeId',
    'g.grade_name as gradeName',
    'g.sort',
    'g.create_time as createTime',
    eb.selectFrom('sys_class as c').whereRef('c.grade_name', '=', 'g.grade_name').select((s) => s.fn.countAll<number>().as('n')).as('classCount'),
  ]);

const toGrade = (r: Omit<GradeRow, 'classCount'> & { classCount: number | null }): GradeRow => ({ ...r, classCount: Number(r.classCount ?? 0) });

export async function listGrades(db: Queryable, f: GradeFilter, page?: Page): Promise<{ total: number; rows: GradeRow[] }> {
  const rows = await onePage(gradeColumns(grades(db, f)).orderBy('g.sort').orderBy('g.grade_id'), page).execute();
  return { total: await countRows(grades(db, f)), rows: rows.map(toGrade) };
}

export async function getGrade(db: Queryable, gradeId: number): Promise<GradeRow | undefined> {
  const row = await gradeColumns(grades(db, {})).where('g.grade_id', '=', gradeId).executeTakeFirst();
  return row && toGrade(row);
}

export async function gradeNameTaken(db: Queryable, gradeName: string, exceptId = 0): Promise<boolean> {
  return !!(await db.selectFrom('sys_grade').select('grade_id').where('grade_name', '=', gradeName).where('grade_id', '<>', exceptId).executeTakeFirst());
}

export async function gradeExists(db: Queryable, gradeName: string): Promise<boolean> {
  return gradeNameTaken(db, gradeName);
}

export async function insertGrade(db: Queryable, b: GradeBody): Promise<number> {
  const { grade_id } = await db.insertInto('sys_grade').values({ grade_name: b.gradeName, sort: b.sort }).returning('grade_id').executeTakeFirstOrThrow();
  return grade_id;
}

/** Renames the grade in its classes as well (they name it by text). */
export async function updateGrade(db: Queryable, gradeId: number, b: GradeBody, oldName: string) {
  await atomically(db, async (trx) => {
    await trx.updateTable('sys_grade').set({ grade_name: b.gradeName, sort: b.sort }).where('grade_id', '=', gradeId).execute();
    if (oldName !== b.gradeName) await trx.updateTable('sys_class').set({ grade_name: b.gradeName }).where('grade_name', '=', oldName).execute();
  });
}

export async function deleteGrades(db: Queryable, gradeIds: number[]) {
  await db.deleteFrom('sys_grade').where('grade_id', 'in', gradeIds).execute();
}
