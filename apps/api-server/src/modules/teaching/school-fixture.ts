/**
 * A migrated test database on either engine holding the school the teaching and course seeds build on: the seeded
 * classes and people (admin 1, teachers 2–3, students 101–130, ten per class), without the system module's seed.
 */
import { inject } from 'vitest';
import type { Engine, EngineName } from '../../db/engine';
import { MIGRATIONS } from '../registry';
import { migrateEngine } from '../../db/migrate';
import type { DB } from '../../db/tables';
import { createTestEngine, type TestEngine } from '../../db/test-engines';

export const SchoolClass = { CLINICAL_1: 1, CLINICAL_2: 2, DENTAL_1: 3 } as const;
const STUDENTS_PER_CLASS = 10;
const FIRST_STUDENT = 101;
const STUDENT_COUNT = 30;

/** `学员101` … : students' real names in the fixture. */
export const studentName = (userId: number) => `学员${userId}`;

/**
 * Every row of one multi-row insert names the same columns: SQLite has no DEFAULT in VALUES, so Kysely sends NULL
 * for a column a row leaves out.
 */
const staff = (userId: number, userName: string, realName: string, roles: string) => ({
  user_id: userId,
  user_name: userName,
  real_name: realName,
  nick_name: '',
  job_number: '',
  phone: null,
  password_hash: '-',
  roles,
  class_id: null,
});

export async function openSchool(engine: EngineName): Promise<TestEngine<DB>> {
  const t = await createTestEngine<DB>(engine, inject('postgresUrl'));
  const db = t.engine.db;
  await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
  await db
    .insertInto('sys_class')
    .values([
      { id: SchoolClass.CLINICAL_1, class_name: '临床医学2024级1班', grade_name: '2024级', major_id: 1 },
      { id: SchoolClass.CLINICAL_2, class_name: '临床医学2024级2班', grade_name: '2024级', major_id: 1 },
      { id: SchoolClass.DENTAL_1, class_name: '口腔医学2024级1班', grade_name: '2024级', major_id: 2 },
    ])
    .execute();
  const students = Array.from({ length: STUDENT_COUNT }, (_, i) => FIRST_STUDENT + i).map((userId, i) => ({
    user_id: userId,
    user_name: `student${String(i + 1).padStart(2, '0')}`,
    real_name: studentName(userId),
    nick_name: '',
    job_number: `S2024${userId}`,
    phone: `1380000${userId}`,
    password_hash: '-',
    roles: 'student',
    class_id: Math.floor(i / STUDENTS_PER_CLASS) + 1,
  }));
  await db
    .insertInto('sys_user')
    .values([
      staff(1, 'admin', '管理员', 'admin'),
      staff(2, 'teacher01', '张老师', 'teacher'),
      { ...staff(3, 'teacher02', '', 'teacher'), nick_name: '李老师' },
      ...students,
    ])
    .execute();
  return t;
}
