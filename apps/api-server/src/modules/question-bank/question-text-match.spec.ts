import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Engine } from '../../db/engine';
import { migrateEngine } from '../../db/migrate';
import type { Queryable } from '../../db/queryable';
import type { DB } from '../../db/tables';
import { createTestEngine, ENGINES } from '../../db/test-engines';
import { MIGRATIONS } from '../registry';
import { containsText } from '../system/sql-filter';
import { listFilter } from './question-admin-repository';
import { questionTextMatch, type QuestionTextColumn } from './question-text-match';
import { qbEngine, type QbEngine } from './test-engine';

/**
 * The question text index (migration 010_question_bank_text_search): the search finds exactly what a scan of every
 * stem finds, the query plan reads the index (FTS5 table on SQLite, pg_trgm GIN index on PostgreSQL), and inserts,
 * edits and deletes of questions are in the index at once.
 */
const ids = async (db: Queryable, columns: QuestionTextColumn[], keyword: string, indexed: boolean) => {
  const scan = sql`(${sql.join(
    columns.map((c) => containsText(`m.${c}`, keyword)),
    sql` OR `,
  )})`;
  const rows = await db
    .selectFrom('qb_question as m')
    .select('m.id')
    .where(indexed ? questionTextMatch(db, 'm', columns, keyword) : scan.$castTo<boolean>())
    .orderBy('m.id')
    .execute();
  return rows.map((r) => Number(r.id));
};

/** The plan's text: EXPLAIN QUERY PLAN's details on SQLite, EXPLAIN's lines on PostgreSQL (sequential scans off, so a
 * usable index is taken even on a table this small). */
async function planOf(t: QbEngine, query: CompiledQuery) {
  return t.db.transaction().execute(async (trx) => {
    if (t.name === 'postgres') await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const prefix = t.name === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
    const { rows } = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
    return rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
  });
}

const INDEX_NAMES = { sqlite: /qb_question_fts/, postgres: /qb_question_content_trgm/ };

describe.each(ENGINES)('question text index on %s', (engine) => {
  let t: QbEngine;
  afterEach(() => t.dispose());

  it('finds what a scan of every stem and option finds, keyword by keyword', async () => {
    t = await qbEngine(engine);
    const stems = (await t.db.selectFrom('qb_question').select(['content', 'options']).orderBy('id').limit(16).execute()).flatMap((r) => [r.content, r.options]);
    const keywords = new Set(['COPD', 'copd', 'Copd', '%', '50%', 'a_b', '"', '""', '没有这样的题干', '肺', 'name', '甲']);
    // Pieces of 1 to 6 characters of real stems and options, from several places: what a user would type.
    for (const text of stems) for (const len of [1, 2, 3, 4, 6]) for (const at of [0, 7]) if ([...text].length >= at + len) keywords.add([...text].slice(at, at + len).join(''));
    let matched = 0;
    for (const keyword of keywords) {
      for (const columns of [['content'], ['content', 'options']] as QuestionTextColumn[][]) {
        const expected = await ids(t.db, columns, keyword, false);
        expect(await ids(t.db, columns, keyword, true), `${columns.join('+')} ∋ ${keyword}`).toEqual(expected);
        if (expected.length) matched++;
      }
    }
    expect(matched).toBeGreaterThan(50);
  });

  it('reads the index for a keyword of three characters or more: 试题管理 and 搜索试题', async () => {
    t = await qbEngine(engine);
    const list = t.db.selectFrom('qb_question as q').select('q.id').where((eb) => listFilter(t.db, eb, { content: '最可能的诊断' }, null));
    expect(await planOf(t, list.compile())).toMatch(INDEX_NAMES[engine]);
    const search = t.db.selectFrom('qb_question as m').select('m.id').where(questionTextMatch(t.db, 'm', ['content', 'options'], 'Copd 急性'));
    const plan = await planOf(t, search.compile());
    expect(plan).toMatch(INDEX_NAMES[engine]);
    if (engine === 'postgres') expect(plan).toMatch(/qb_question_options_trgm/);
  });

  it('keeps the index in step with inserted, edited and deleted questions', async () => {
    t = await qbEngine(engine);
    const { id: categoryId } = await t.db.selectFrom('qb_category').select('id').where('parent_id', '<>', 0).orderBy('id').executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('qb_question')
      .values({ category_id: categoryId, type: 0, content: '新写入的题干：甲状旁腺危象', options: '[{"type":"A","name":"静注降钙素"}]', correct: 'A', seq: 999, answerable: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const find = (keyword: string, columns: QuestionTextColumn[] = ['content']) => ids(t.db, columns, keyword, true);
    expect(await find('甲状旁腺危象')).toEqual([id]);
    expect(await find('静注降钙素', ['content', 'options'])).toEqual([id]);

    await t.db.updateTable('qb_question').set({ content: '改过的题干：高钙血症', options: '[]' }).where('id', '=', id).execute();
    expect(await find('甲状旁腺危象')).toEqual([]);
    expect(await find('静注降钙素', ['content', 'options'])).toEqual([]);
    expect(await find('高钙血症')).toEqual([id]);

    await t.db.deleteFrom('qb_question').where('id', '=', id).execute();
    expect(await find('高钙血症')).toEqual([]);
    if (engine === 'sqlite') {
      // The FTS table itself holds no trace of the row (a stale entry would cost a lookup on every search).
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM qb_question_fts WHERE qb_question_fts MATCH '"高钙血症"'`.execute(t.db);
      expect(Number(rows[0].n)).toBe(0);
    }
  });
});

describe.each(ENGINES)('question text index migration on %s', (engine) => {
  it('indexes the questions already there when it runs', async () => {
    const t = await createTestEngine<DB>(engine, inject('postgresUrl'));
    try {
      const at = MIGRATIONS.findIndex((m) => m.id === '010_question_bank_text_search');
      await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS.slice(0, at));
      const db: Queryable = t.engine.db;
      await db.insertInto('qb_category').values({ id: 1, major_type: 1, name: '章' }).execute();
      await db.insertInto('qb_category').values({ id: 2, major_type: 1, parent_id: 1, name: '节' }).execute();
      await db.insertInto('qb_question').values({ id: 7, category_id: 2, type: 0, content: '迁移之前的题干：主动脉夹层', options: '[]', correct: 'A', seq: 1, answerable: 1 }).execute();
      await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
      expect(await ids(db, ['content'], '主动脉夹层', true)).toEqual([7]);
    } finally {
      await t.dispose();
    }
  });
});
