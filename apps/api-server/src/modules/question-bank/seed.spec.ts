import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { QuestionType } from '@medteach/contract';
import type { Engine } from '../../db/engine';
import { migrateEngine } from '../../db/migrate';
import { MIGRATIONS } from '../registry';
import type { DB } from '../../db/tables';
import { createTestEngine, ENGINES, type TestEngine } from '../../db/test-engines';
import { seedQuestionBank } from './seed';
import { SEED_BANKS } from './seed-data/catalog';
import { questionBankAssetDir } from './media';
import { qbServer, type QbServer } from './test-support';

/** Media shipped in the repository must stay small (assets are committed). */
const ASSET_BUDGET_BYTES = 300 * 1024;
/** The seed runs on every fresh database, before the server answers. */
const SEED_BUDGET_MS = 500;

describe('question-bank seed', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer();
  });
  afterAll(() => s.close());

  it('holds at least 150 answerable questions of all nine types, each with an explanation', async () => {
    const rows = await s.ctx.db.selectFrom('qb_question').select(['type', 'analysis']).where('answerable', '=', 1).execute();
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(Object.values(QuestionType)));
    expect(rows.filter((r) => r.analysis.trim() === '')).toEqual([]);
  });

  it('has two-level categories for both major types, a demo category and categories locked by skills 1 and 2', async () => {
    const cats = await s.ctx.db.selectFrom('qb_category').select(['major_type', 'parent_id', 'skill_id', 'product_info_id', 'is_demo']).execute();
    for (const mt of [1, 2]) {
      expect(cats.some((c) => c.major_type === mt && c.parent_id === 0)).toBe(true);
      expect(cats.some((c) => c.major_type === mt && c.parent_id !== 0)).toBe(true);
      expect(cats.some((c) => c.major_type === mt && c.is_demo === 1)).toBe(true);
    }
    expect(new Set(cats.filter((c) => c.skill_id !== null).map((c) => `${c.skill_id}/${c.product_info_id}`))).toEqual(new Set(['1/1', '2/2']));
  });

  it('gives group parents children that share their type', async () => {
    const bad = await s.ctx.db
      .selectFrom('qb_question as c')
      .innerJoin('qb_question as p', 'p.id', 'c.parent_id')
      .select('c.id')
      .whereRef('c.type', '<>', 'p.type')
      .execute();
    const groups = await s.ctx.db.selectFrom('qb_question').select('type').distinct().where('answerable', '=', 0).execute();
    expect(bad).toEqual([]);
    expect(groups.map((g) => g.type).sort()).toEqual([QuestionType.A3, QuestionType.A4, QuestionType.B]);
  });

  it('copies every attachment into the upload folder and serves it at /file/', async () => {
    const urls = (await s.ctx.db.selectFrom('qb_question').select('file_url').distinct().where('file_url', '<>', '').execute()).map((r) => r.file_url);
    expect(urls.map((u) => u.split('.').pop()).sort()).toEqual(['mp3', 'mp4', 'png', 'svg']);
    for (const url of urls) {
      expect(existsSync(join(s.ctx.config.uploadDir, url.replace('/file/', '')))).toBe(true);
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
    }
  });

  it('keeps the committed media under the size budget', () => {
    const dir = questionBankAssetDir()!;
    const total = ['qb-heart-sound.mp3', 'qb-exam-demo.mp4', 'qb-dental-xray.png', 'qb-ecg-st-elevation.svg'].reduce((n, f) => n + statSync(join(dir, f)).size, 0);
    expect(total).toBeLessThan(ASSET_BUDGET_BYTES);
  });

});

describe.each(ENGINES)('question-bank seed on %s', (engine) => {
  let t: TestEngine<DB> | undefined;
  afterEach(async () => {
    await t?.dispose();
    t = undefined;
  });

  it('seeds fast enough not to slow server start, with ids in catalogue order', async () => {
    t = await createTestEngine<DB>(engine, inject('postgresUrl'));
    await migrateEngine(t.engine as Engine<unknown>, MIGRATIONS);
    const db = t.engine.db;
    const started = performance.now();
    await db.transaction().execute((trx) => seedQuestionBank(trx));
    expect(performance.now() - started).toBeLessThan(SEED_BUDGET_MS);
    const questions = await db.selectFrom('qb_question').select(['id', 'parent_id', 'category_id']).orderBy('id').execute();
    expect(questions.map((q) => q.id)).toEqual(questions.map((_, i) => i + 1));
    // A group comes before its children, a parent category before its leaves.
    expect(questions.every((q) => q.parent_id === null || q.parent_id < q.id)).toBe(true);
    const categories = await db.selectFrom('qb_category').select(['id', 'parent_id']).execute();
    expect(categories.every((c) => c.parent_id < c.id)).toBe(true);
    expect(await db.selectFrom('qb_study_bank').select(['id', 'name']).orderBy('id').execute()).toEqual(
      SEED_BANKS.map((b, i) => ({ id: i + 1, name: b.name })),
    );
  });
});
