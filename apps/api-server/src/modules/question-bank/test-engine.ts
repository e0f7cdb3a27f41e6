import { inject } from 'vitest';
import type { Engine, EngineName } from '../../db/engine';
import { migrateEngine, syncIdentities } from '../../db/migrate';
import { MIGRATIONS } from '../registry';
import type { DB } from '../../db/tables';
import { createTestEngine } from '../../db/test-engines';
import { seedQuestionBank } from './seed';
import type { Queryable } from '../../db/queryable';

/** The accounts these tests act as (ids as the system seed gives them). */
export const ADMIN_ID = 1;
export const TEACHER_ID = 2;
export const STUDENT_A = 101;
export const STUDENT_B = 102;

/**
 * A fresh database on `name` (SQLite file or a PostgreSQL database of the run's cluster) with every migration, the
 * question bank seed and only the accounts above (not the system seed): what the repository tests need.
 */
export async function qbEngine(name: EngineName) {
  const t = await createTestEngine<DB>(name, inject('postgresUrl'));
  await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
  const db: Queryable = t.engine.db;
  await db
    .insertInto('sys_user')
    .values([
      { user_id: ADMIN_ID, user_name: 'admin', password_hash: 'x', roles: 'admin' },
      { user_id: TEACHER_ID, user_name: 'teacher01', password_hash: 'x', roles: 'teacher' },
      { user_id: STUDENT_A, user_name: 'student01', password_hash: 'x', roles: 'student' },
      { user_id: STUDENT_B, user_name: 'student02', password_hash: 'x', roles: 'student' },
    ])
    .execute();
  await seedQuestionBank(db);
  await syncIdentities(t.engine as Engine<unknown>);
  return { db, name, engine: t.engine, databaseUrl: t.databaseUrl, dispose: () => t.dispose() };
}
export type QbEngine = Awaited<ReturnType<typeof qbEngine>>;

/** A leaf category by name with its questions in position order. */
export async function leafOf(db: Queryable, name: string) {
  const leaf = await db.selectFrom('qb_category').select(['id', 'parent_id', 'major_type', 'skill_id']).where('name', '=', name).executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('qb_question')
    .select(['id', 'type', 'correct', 'seq', 'answerable', 'parent_id'])
    .where('category_id', '=', leaf.id)
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return { ...leaf, questions };
}
