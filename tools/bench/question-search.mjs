#!/usr/bin/env node
/**
 * `npm run bench:questions` (part 2): 试题管理's search and paging over 100,000 questions (issue 16 "Benchmarks":
 * server p95 ≤ 50 ms on SQLite and PostgreSQL). Per engine: an api-server on a fresh seeded database, 100,000
 * question rows written straight into it (lib/bench-db.mjs; all nine types, A3/A4/B parents with two children,
 * stems built from a medical vocabulary so a word matches a realistic share, one in ten with an attachment, spread
 * over every second-level category), then GET /api/exam/question/list as the admin, one request at a time over
 * loopback (so the time is the server's plus a loopback round trip): stem text (a common word, a rare one, one no
 * stem holds; a two-character word is scanned, three characters and more go through the text index), type,
 * category (second and first level), has-media, combined filters, deep pages, and 搜索试题 (stems and options).
 * PostgreSQL runs on a database with LC_CTYPE=C.UTF-8, so pg_trgm indexes Chinese (docs/deploying.md).
 * Prints how long writing the rows took and p50/p95 per query. Figures, not a test. Options:
 * --engines=sqlite,postgres (default both), --questions=N (100000; 1000000 for the million-question row: writing
 * them takes minutes), --requests=N per query (40), --smoke (600 questions, 3 requests).
 */
import { performance } from 'node:perf_hooks';
import { login } from './lib/accounts.mjs';
import { openBenchDb } from './lib/bench-db.mjs';
import { benchOptions, onEachEngine } from './lib/engine-runs.mjs';
import { announceSmoke, bySmoke, SMOKE } from './lib/smoke.mjs';
import { formatMs, latencySummary } from './lib/stats.mjs';

const { arg, engines: ENGINES } = benchOptions();
const QUESTIONS = Number(arg('questions') ?? bySmoke(100_000, 600));
const REQUESTS = Number(arg('requests') ?? bySmoke(40, 3));
const WARMUP = bySmoke(5, 1);
const TARGET_P95_MS = 50;
const PAGE_SIZE = 20;
const LIST_PATH = '/api/exam/question/list';
/** 搜索试题 (the students' search; the admin sees every bank, nothing locked). */
const SEARCH_PATH = '/api/exam/search/questions';
const ROWS_PER_INSERT = 250;
const ROWS_PER_SLICE = 50_000;

/** Stem words: each stem takes three, so one word is in about 3 / VOCABULARY.length of the stems. */
const VOCABULARY = [
  '肺炎', '哮喘', '心力衰竭', '心肌梗死', '高血压', '糖尿病', '肝硬化', '胰腺炎', '胃溃疡', '肾炎', '贫血', '白血病',
  '甲亢', '痛风', '脑卒中', '癫痫', '帕金森', '骨折', '阑尾炎', '胆囊炎', '肠梗阻', '乳腺癌', '肺癌', '胃癌',
  '结核', '休克', '败血症', '龋病', '牙周炎', '根管治疗', '颌骨骨折', '口腔溃疡', '智齿冠周炎', '义齿修复', '正畸', '唇裂',
];
const COMMON_WORD = VOCABULARY[0];
const COMMON_WORD_4 = VOCABULARY[2];
const OPTIONS = JSON.stringify(['甲', '乙', '丙', '丁', '戊'].map((name, i) => ({ type: 'ABCDE'[i], name })));
const GROUP_TYPES = new Set([2, 3, 4]);

/**
 * Writes `count` question rows into the server's database, spread over its second-level categories.
 * @param {string} target SQLite file or postgres:// URL
 * @param {number} count
 */
async function seedQuestions(target, count) {
  const db = await openBenchDb(target);
  try {
    const leaves = await db.all('SELECT id, parent_id FROM qb_category WHERE parent_id <> 0 ORDER BY id');
    const [{ maxId }] = await db.all('SELECT COALESCE(MAX(id), 0) AS "maxId" FROM qb_question');
    /** @type {unknown[][]} */
    let rows = [];
    let written = 0;
    let id = Number(maxId);
    const insert = async () => {
      for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
        const batch = rows.slice(at, at + ROWS_PER_INSERT);
        await db.all(
          `INSERT INTO qb_question (id, category_id, parent_id, type, content, options, correct, analysis, file_url, seq, answerable)
           VALUES ${batch.map(() => "(?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)").join(', ')}`,
          batch.flat(),
        );
      }
      written += rows.length;
      rows = [];
    };
    // Rows are made and written a slice at a time: a million of them at once would hold gigabytes of arrays.
    await db.transaction(async () => {
      for (let n = 0; written + rows.length < count; n++) {
        const type = n % 9;
        const leaf = leaves[n % leaves.length];
        const words = [0, 1, 2].map((k) => VOCABULARY[(n * 7 + k * 13) % VOCABULARY.length]);
        const content = `患者，${20 + (n % 60)}岁。${words.join('、')}相关问题（编号${n + 1}）最可能的诊断是`;
        const fileUrl = n % 10 === 9 ? '/file/qb-ecg-st-elevation.svg' : '';
        const seq = Math.floor(n / leaves.length) + 1;
        const parentId = ++id;
        const group = GROUP_TYPES.has(type);
        rows.push([parentId, leaf.id, null, type, content, type === 7 || type === 8 ? '[]' : OPTIONS, group ? '' : 'A', fileUrl, seq, group ? 0 : 1]);
        if (group) for (const k of [1, 2]) rows.push([++id, leaf.id, parentId, type, `第${k}问：${words[k]}的首选检查是`, OPTIONS, 'B', '', seq, 1]);
        if (rows.length >= ROWS_PER_SLICE) await insert();
      }
      await insert();
    });
    // Explicit ids: move PostgreSQL's identity past them, as the server's seed does (syncIdentities).
    if (db.engine === 'postgres') await db.all("SELECT setval(pg_get_serial_sequence('qb_question', 'id'), (SELECT MAX(id) FROM qb_question))");
    // A live PostgreSQL is vacuumed and analysed by autovacuum; a bulk load right before the run is not yet. (SQLite:
    // as the server leaves it, no ANALYZE.)
    if (db.engine === 'postgres') await db.all('VACUUM ANALYZE qb_question');
    const [leaf] = leaves;
    return { rows: written, leafId: Number(leaf.id), firstLevelId: Number(leaf.parent_id) };
  } finally {
    await db.close();
  }
}

/**
 * p50/p95 of `REQUESTS` sequential list calls with `query` (after WARMUP).
 * @param {string} baseUrl @param {string} token @param {Record<string, string | number>} query
 * @param {string} [path] 试题管理's list, or 搜索试题 (SEARCH_PATH)
 */
async function measure(baseUrl, token, query, path = LIST_PATH) {
  const url = `${baseUrl}${path}?${new URLSearchParams(Object.entries({ pageSize: PAGE_SIZE, ...query }).map(([k, v]) => [k, String(v)]))}`;
  const headers = { Authorization: `Bearer ${token}` };
  /** @type {number[]} */
  const samples = [];
  let total = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    const ms = performance.now() - started;
    if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
    total = body.total;
    if (i >= WARMUP) samples.push(ms);
  }
  return { ...latencySummary(samples), total };
}

/** @type {{ engine: string, worst: number }[]} */
const verdicts = [];
announceSmoke();
await onEachEngine(ENGINES, async (engine, server) => {
  const seeded = performance.now();
  const fixture = await seedQuestions(server.db, QUESTIONS);
  console.log(`\n${engine}: ${fixture.rows} question rows written in ${((performance.now() - seeded) / 1000).toFixed(1)} s; GET ${LIST_PATH}, ${REQUESTS} requests each\n`);
  const token = await login(server.baseUrl, 'admin', 'admin123');
  const deepPage = Math.floor((QUESTIONS * 0.8) / PAGE_SIZE);
  /** @type {[string, Record<string, string | number>, string?][]} */
  const queries = [
    ['first page, no filter', {}],
    // Two characters hold no trigram: scanned, as every search was before the text index.
    [`stem contains a common word (${COMMON_WORD}, 2 chars)`, { content: COMMON_WORD }],
    [`stem contains a common word (${COMMON_WORD_4}, 4 chars)`, { content: COMMON_WORD_4 }],
    ['stem contains a rare text (编号4242)', { content: '编号4242）' }],
    ['stem contains text no stem has', { content: '没有这道题' }],
    ['type = B型题', { type: 4 }],
    ['second-level category', { categoryId: fixture.leafId }],
    ['first-level category', { categoryId: fixture.firstLevelId }],
    ['has media', { hasMedia: 1 }],
    ['stem word + type + category', { content: '哮喘', type: 0, categoryId: fixture.firstLevelId }],
    [`deep page ${deepPage} (offset ${deepPage * PAGE_SIZE})`, { pageNum: deepPage }],
    [`deep page ${Math.floor(deepPage / 9)} of type A1`, { type: 0, pageNum: Math.floor(deepPage / 9) }],
    [`搜索试题: ${COMMON_WORD_4} (stems and options)`, { keyword: COMMON_WORD_4 }, SEARCH_PATH],
    ['搜索试题: a rare text (编号4242)', { keyword: '编号4242）' }, SEARCH_PATH],
  ];
  console.log(`${'query'.padEnd(48)} ${'matches'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
  let worst = 0;
  for (const [name, query, path] of queries) {
    const r = await measure(server.baseUrl, token, query, path);
    worst = Math.max(worst, r.p95);
    console.log(`${name.padEnd(48)} ${String(r.total).padStart(8)} ${formatMs(r.p50).padStart(9)} ${formatMs(r.p95).padStart(9)}`);
  }
  verdicts.push({ engine, worst });
}, { postgresCtype: 'C.UTF-8' });
console.log('');
for (const v of verdicts) console.log(`${v.engine}: worst p95 ${formatMs(v.worst)}${SMOKE ? '' : ` — target p95 ≤ ${TARGET_P95_MS} ms: ${v.worst <= TARGET_P95_MS ? 'met' : 'MISSED'}`}`);
