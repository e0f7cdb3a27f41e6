/**
 * The answer call's in-memory questions and purchases (issue 15) on both engines: they agree with the SQL topic
 * lock, and a write through any module — on this instance or on another one of the same database — is seen by the
 * next answer.
 */
import pg from 'pg';
import { FREE_QUESTION_COUNT } from '@medteach/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalBus, PostgresBus, type Bus } from '../../core/bus';
import { openEngine } from '../../db/engine';
import type { DB } from '../../db/tables';
import { ENGINES, ignorePoolError } from '../../db/test-engines';
import { skillAccess } from './access-repository';
import { AnswerTargets } from './answer-targets';
import { loadRowsByIds } from './question-repository';
import { STUDENT_A, STUDENT_B, leafOf, qbEngine, type QbEngine } from './test-engine';

const LOCKED_LEAF = '呼吸系统疾病'; // 内科学: skill 1
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free
/** How long a NOTIFY may take to reach the other instance before the test gives up. */
const NOTIFY_WAIT_MS = 2_000;
const BOUGHT_AT = '2026-11-25 10:00:00';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function openTargets(engine: 'sqlite' | 'postgres') {
  const t: QbEngine = await qbEngine(engine);
  cleanups.push(() => t.dispose());
  return t;
}

/** An instance's view: its own engine on the shared database, its bus, and the answer targets following both. */
function instance(db: QbEngine['db'], writes: Parameters<AnswerTargets['follow']>[0], bus: Bus) {
  const targets = new AnswerTargets(db);
  cleanups.push(targets.follow(writes, bus));
  return targets;
}

const student = (userId: number) => ({ userId, staff: false });
/** Whether the user may answer the question, through the cache as the answer call asks. */
async function mayOpen(targets: AnswerTargets, user: { userId: number; staff: boolean }, questionId: number) {
  const question = await targets.question(questionId);
  if (!question) throw new Error(`no question ${questionId}`);
  return targets.mayOpen(user, question);
}
const unlock = (db: QbEngine['db'], userId: number) => db.insertInto('user_skill_unlock').values({ user_id: userId, skill_id: 1, create_time: BOUGHT_AT }).execute();

describe.each(ENGINES)('answer targets on %s', (engine) => {
  it('open exactly what the SQL topic lock opens: the free five, a purchase, staff; unknown ids are none', async () => {
    const t = await openTargets(engine);
    const targets = instance(t.db, t.engine.writes, new LocalBus());
    const leaf = await leafOf(t.db, LOCKED_LEAF);
    await unlock(t.db, STUDENT_A);
    for (const userId of [STUDENT_A, STUDENT_B]) {
      const byLock = await loadRowsByIds(t.db, await skillAccess(t.db, userId), leaf.questions.map((q) => q.id));
      for (const row of byLock) {
        const question = await targets.question(row.id);
        expect(question).toMatchObject({ id: row.id, category_id: row.category_id, correct: row.correct, answerable: row.answerable, bank_id: 1 });
        expect(await targets.mayOpen(student(userId), question!)).toBe(row.open === 1);
      }
    }
    const locked = leaf.questions.find((q) => q.seq > FREE_QUESTION_COUNT && q.answerable === 1)!;
    expect(await mayOpen(targets, student(STUDENT_B), locked.id)).toBe(false);
    expect(await mayOpen(targets, { userId: STUDENT_B, staff: true }, locked.id)).toBe(true);
    expect(await targets.question(999_999)).toBeUndefined();
  });

  it('sees an edited question, a newly locked category and a purchase or its refund at the next call', async () => {
    const t = await openTargets(engine);
    const targets = instance(t.db, t.engine.writes, new LocalBus());
    const free = (await leafOf(t.db, FREE_LEAF)).questions.find((q) => q.answerable === 1 && q.seq > FREE_QUESTION_COUNT)!;
    expect((await targets.question(free.id))?.correct).toBe(free.correct);
    // Raw SQL, as any module might write it: no call to the cache.
    await sql`UPDATE qb_question SET correct = 'E' WHERE id = ${free.id}`.execute(t.db);
    expect((await targets.question(free.id))?.correct).toBe('E');
    expect(await mayOpen(targets, student(STUDENT_B), free.id)).toBe(true);
    const { category_id } = (await targets.question(free.id))!;
    await t.db.updateTable('qb_category').set({ skill_id: 1 }).where('id', '=', category_id).execute();
    expect(await mayOpen(targets, student(STUDENT_B), free.id)).toBe(false);
    await unlock(t.db, STUDENT_B);
    expect(await mayOpen(targets, student(STUDENT_B), free.id)).toBe(true);
    await t.db.deleteFrom('user_skill_unlock').where('user_id', '=', STUDENT_B).execute();
    expect(await mayOpen(targets, student(STUDENT_B), free.id)).toBe(false);
    await t.db.deleteFrom('qb_question_record').execute();
    await t.db.deleteFrom('qb_question').where('id', '=', free.id).execute();
    expect(await targets.question(free.id)).toBeUndefined();
  });

  it('two instances of one database: a purchase on A opens on B at once, an edit on A reaches B', async () => {
    const t = await openTargets(engine);
    // Instance B: its own engine (pool or SQLite handle) on the same database; on PostgreSQL each its own bus.
    const other = openEngine<DB>({ sqliteFile: t.engine.sqlite?.name ?? '', databaseUrl: t.databaseUrl, poolSize: 2 });
    cleanups.push(() => other.close());
    let busA: Bus = new LocalBus();
    let busB: Bus = busA; // one process stands for both on SQLite (one file, one machine)
    if (t.databaseUrl) {
      const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 }).on('error', ignorePoolError);
      cleanups.push(() => pool.end());
      const [a, b] = [new PostgresBus(t.databaseUrl, pool), new PostgresBus(t.databaseUrl, pool)];
      cleanups.push(() => a.close(), () => b.close());
      await Promise.all([a.whenListening(), b.whenListening()]);
      [busA, busB] = [a, b];
    }
    const onA = t.db;
    const targetsA = instance(onA, t.engine.writes, busA);
    const targetsB = instance(other.db, other.writes, busB);
    const locked = (await leafOf(t.db, LOCKED_LEAF)).questions.find((q) => q.seq > FREE_QUESTION_COUNT && q.answerable === 1)!;
    const onB = (await targetsB.question(locked.id))!;
    expect(await targetsB.mayOpen(student(STUDENT_B), onB)).toBe(false);
    await unlock(onA, STUDENT_B);
    expect(await targetsB.mayOpen(student(STUDENT_B), onB)).toBe(true);
    expect(await mayOpen(targetsA, student(STUDENT_B), locked.id)).toBe(true);
    await onA.updateTable('qb_question').set({ correct: 'E' }).where('id', '=', locked.id).execute();
    await expect.poll(async () => (await targetsB.question(locked.id))?.correct, { timeout: NOTIFY_WAIT_MS, interval: 20 }).toBe('E');
  });
});
