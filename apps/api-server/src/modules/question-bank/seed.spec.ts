import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@medteach/contract';
import { questionBankMigrations } from './schema';
import { seedQuestionBank } from './seed';
import { questionBankAssetDir } from './media';
import { qbServer, type QbServer } from './test-support';

/** Media shipped in the repository must stay small (assets are committed). */
const ASSET_BUDGET_BYTES = 300 * 1024;

describe('question-bank seed', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer();
  });
  afterAll(() => s.close());

  it('holds at least 150 answerable questions of all nine types, each with an explanation', () => {
    const rows = s.db.prepare('SELECT type, analysis FROM qb_question WHERE answerable = 1').all() as { type: number; analysis: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(Object.values(QuestionType)));
    expect(rows.filter((r) => r.analysis.trim() === '')).toEqual([]);
  });

  it('has two-level categories for both major types, a demo category and categories locked by skills 1 and 2', () => {
    const cats = s.db.prepare('SELECT major_type, parent_id, skill_id, product_info_id, is_demo FROM qb_category').all() as {
      major_type: number;
      parent_id: number;
      skill_id: number | null;
      product_info_id: number | null;
      is_demo: number;
    }[];
    for (const mt of [1, 2]) {
      expect(cats.some((c) => c.major_type === mt && c.parent_id === 0)).toBe(true);
      expect(cats.some((c) => c.major_type === mt && c.parent_id !== 0)).toBe(true);
      expect(cats.some((c) => c.major_type === mt && c.is_demo === 1)).toBe(true);
    }
    expect(new Set(cats.filter((c) => c.skill_id !== null).map((c) => `${c.skill_id}/${c.product_info_id}`))).toEqual(new Set(['1/1', '2/2']));
  });

  it('gives group parents children that share their type', () => {
    const bad = s.db.prepare('SELECT COUNT(*) AS n FROM qb_question c JOIN qb_question p ON p.id = c.parent_id WHERE c.type <> p.type').get() as { n: number };
    const groups = s.db.prepare('SELECT DISTINCT type FROM qb_question WHERE answerable = 0').all() as { type: number }[];
    expect(bad.n).toBe(0);
    expect(groups.map((g) => g.type).sort()).toEqual([QuestionType.A3, QuestionType.A4, QuestionType.B]);
  });

  it('copies every attachment into the upload folder and serves it at /file/', async () => {
    const urls = (s.db.prepare("SELECT DISTINCT file_url FROM qb_question WHERE file_url <> ''").all() as { file_url: string }[]).map((r) => r.file_url);
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

  it('seeds fast enough not to slow server start', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE sys_user (user_id INTEGER PRIMARY KEY)');
    for (const m of questionBankMigrations) db.exec(m.sql);
    const started = performance.now();
    db.transaction(() => seedQuestionBank(db))();
    expect(performance.now() - started).toBeLessThan(500);
    db.close();
  });
});
