import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { AnswerLedger, answerPicks, cpuSeconds, nthAnswer, rssMb, storageVerdict, studentOfRequest, tableCounts, tableGrowth } from '../bench/lib/answer-load.mjs';
import { addBenchQuestions, BENCH_CATEGORY_NAME, storedPracticeAnswers, userIdsOf } from '../bench/lib/bench-bank.mjs';
import { isPostgresUrl, numberPlaceholders } from '../bench/lib/bench-db.mjs';
import { treeCpuSeconds, writeStats, writesPerAnswer } from '../bench/lib/postgres-stats.mjs';
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import pg from 'pg';
import { answerableQuestions, answerBody, COMPOSITION_CAP, compositionBody, leafCategoryIds } from '../bench/lib/question-bank-api.mjs';

describe('spreading requests over students', () => {
  it('gives 500 consecutive requests to all 30 students, 16 or 17 each', () => {
    const perStudent = new Map<number, number>();
    for (let n = 1000; n < 1500; n++) {
      const { student } = studentOfRequest(n, 30);
      perStudent.set(student, (perStudent.get(student) ?? 0) + 1);
    }
    expect(perStudent.size).toBe(30);
    expect(Math.min(...perStudent.values())).toBe(16);
    expect(Math.max(...perStudent.values())).toBe(17);
  });

  it('walks each student through the questions from its own offset, flipping the pick on each new round', () => {
    const questions = Array.from({ length: 10 }, (_, i) => ({ questionId: 100 + i, picks: ['A', 'B'] as [string, string] }));
    expect(nthAnswer(questions, 0, 0)).toMatchObject({ question: { questionId: 100 }, result: 'A' });
    expect(nthAnswer(questions, 0, 1)).toMatchObject({ question: { questionId: 101 }, result: 'A' });
    expect(nthAnswer(questions, 1, 0).question.questionId).toBe(107);
    expect(nthAnswer(questions, 0, 10)).toMatchObject({ question: { questionId: 100 }, result: 'B' });
    expect(nthAnswer(questions, 0, 20).result).toBe('A');
  });

  it('picks two valid answers per question type (spec §4 serialisation)', () => {
    const options = [{ type: 'A' }, { type: 'B' }, { type: 'C' }];
    expect(answerPicks({ type: 0, selectList: options, blanksList: [] })).toEqual(['A', 'B']);
    expect(answerPicks({ type: 6, selectList: [{ type: 'A' }], blanksList: [] })).toEqual(['A', 'A']);
    expect(answerPicks({ type: 7, selectList: [], blanksList: ['x', 'y'] })).toEqual(['甲[$]甲', '乙[$]乙']);
    expect(answerPicks({ type: 8, selectList: [], blanksList: [] })).toHaveLength(2);
    expect(() => answerPicks({ type: 0, selectList: [], blanksList: [] })).toThrow();
  });

  it('answers group children, never their parent, and skips locked questions', () => {
    const opt = [{ type: 'A' }, { type: 'B' }];
    const items = [
      { questionId: 1, type: 0, selectList: opt, blanksList: [], childedList: [] },
      { questionId: 2, type: 2, selectList: [], blanksList: [], childedList: [{ questionId: 3, type: 2, selectList: opt, blanksList: [], childedList: [] }] },
      { questionId: 4, type: 0, selectList: [], blanksList: [], childedList: [], locked: true },
    ];
    expect(answerableQuestions(items, 9)).toEqual([
      { questionId: 1, categoryId: 9, type: 0, picks: ['A', 'B'] },
      { questionId: 3, categoryId: 9, type: 2, picks: ['A', 'B'] },
    ]);
  });
});

describe('storage verdict', () => {
  const ledgerOf = (steps: (l: AnswerLedger) => void) => {
    const ledger = new AnswerLedger();
    steps(ledger);
    return ledger;
  };

  it('accepts rows holding the latest acknowledged answer, and rows of answers still in flight at the stop', () => {
    const ledger = ledgerOf((l) => {
      l.sent('1:10', 0, 'A');
      l.acknowledge('1:10', 0, 'A');
      l.sent('2:10', 1, 'A');
      l.acknowledge('2:10', 1, 'A');
      l.sent('3:10', 2, 'B'); // never answered: the run stopped
    });
    const stored = new Map([
      ['1:10', 'A'],
      ['2:10', 'A'],
      ['3:10', 'B'],
    ]);
    expect(storageVerdict({ ledger, stored })).toEqual({ ok: true, mode: 'one row per answer', checkedPairs: 2, wrongPairs: 0, storedInFlight: 1, unexplained: 0 });
  });

  it('fails when an acknowledged answer is missing or overwritten by an older one', () => {
    const ledger = ledgerOf((l) => {
      l.acknowledge('1:10', 0, 'A');
      l.acknowledge('1:10', 5, 'B');
      l.acknowledge('2:10', 1, 'A');
    });
    const verdict = storageVerdict({ ledger, stored: new Map([['1:10', 'A']]) });
    expect(verdict).toMatchObject({ ok: false, mode: 'missing', wrongPairs: 2 });
    expect(ledger.repeats).toBe(1);
  });

  it('fails when a refused answer was stored', () => {
    const ledger = ledgerOf((l) => {
      l.sent('1:10', 0, 'A');
      l.refuse('1:10', 0);
    });
    expect(storageVerdict({ ledger, stored: new Map([['1:10', 'A']]) })).toMatchObject({ ok: false, unexplained: 1 });
  });
});

describe('with a SQLite file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'answer-load-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts every table and reports only the ones that grew, most first', async () => {
    const file = join(dir, 'x.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE answers (id INTEGER PRIMARY KEY); CREATE TABLE notes (id INTEGER PRIMARY KEY); CREATE TABLE users (id INTEGER PRIMARY KEY);');
    db.exec('INSERT INTO users DEFAULT VALUES;');
    const before = await tableCounts(file);
    expect(before).toEqual({ answers: 0, notes: 0, users: 1 });
    db.exec('INSERT INTO answers DEFAULT VALUES; INSERT INTO answers DEFAULT VALUES; INSERT INTO notes DEFAULT VALUES;');
    db.close();
    expect(tableGrowth(before, await tableCounts(file))).toEqual([
      { table: 'answers', gained: 2 },
      { table: 'notes', gained: 1 },
    ]);
  });

  it('adds free copies of the bank’s single-choice questions in a category of their own, and reads practice answers back', async () => {
    const file = join(dir, 'qb.sqlite');
    const db = new Database(file);
    db.exec(`
      CREATE TABLE qb_category (id INTEGER PRIMARY KEY, major_type INTEGER, parent_id INTEGER, name TEXT, skill_id INTEGER, sort INTEGER DEFAULT 0);
      CREATE TABLE qb_study_bank_category (study_bank_id INTEGER, category_id INTEGER);
      CREATE TABLE qb_question (id INTEGER PRIMARY KEY, category_id INTEGER, parent_id INTEGER, type INTEGER, content TEXT, options TEXT, correct TEXT,
        analysis TEXT, file_url TEXT, seq INTEGER, answerable INTEGER);
      CREATE TABLE qb_question_record (user_id INTEGER, question_id INTEGER, study_paper_id INTEGER, result TEXT);
      INSERT INTO qb_category VALUES (1, 1, 0, '内科学', 7, 1), (2, 1, 1, '呼吸', 7, 1), (3, 1, 0, '儿科学', NULL, 2), (4, 1, 3, '新生儿', NULL, 1);
      INSERT INTO qb_study_bank_category VALUES (1, 1), (1, 3);
      INSERT INTO qb_question VALUES (1, 2, NULL, 0, '题一', '[]', 'A', '', '', 1, 1), (2, 4, NULL, 7, '填空', '[]', 'x', '', '', 1, 1);
      INSERT INTO qb_question_record VALUES (101, 1, 0, 'B'), (101, 2, 5, 'A'), (102, 1, 0, 'C');
    `);
    db.close();
    const added = await addBenchQuestions(file, { studyBankId: 1, count: 3 });
    const check = new Database(file, { readonly: true });
    expect(check.prepare('SELECT parent_id, skill_id, name FROM qb_category WHERE id = ?').get(added.categoryId)).toEqual({ parent_id: 3, skill_id: null, name: BENCH_CATEGORY_NAME });
    expect(check.prepare('SELECT type, seq, content FROM qb_question WHERE category_id = ? ORDER BY seq').all(added.categoryId)).toEqual([
      { type: 0, seq: 1, content: '题一（压测 1）' },
      { type: 0, seq: 2, content: '题一（压测 2）' },
      { type: 0, seq: 3, content: '题一（压测 3）' },
    ]);
    check.close();
    expect(await storedPracticeAnswers(file, [101])).toEqual(new Map([['101:1', 'B']]));
  });
});

describe('the bench on PostgreSQL (issue 15)', () => {
  it('tells a postgres URL from a SQLite file and numbers the placeholders', () => {
    expect(isPostgresUrl('postgres://postgres@127.0.0.1:5432/postgres')).toBe(true);
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true);
    expect(isPostgresUrl('/tmp/x/medteach.sqlite')).toBe(false);
    expect(numberPlaceholders('SELECT a FROM t WHERE b = ? AND c IN (?, ?)')).toBe('SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)');
  });

  it('derives commits, write transactions and rows per acknowledged answer', () => {
    const before = { commits: 100, writeTransactions: 50, inserted: 10, updated: 0 };
    const after = { commits: 300, writeTransactions: 70, inserted: 210, updated: 100 };
    expect(writesPerAnswer(before, after, 200)).toEqual({
      commits: 200,
      writeTransactions: 20,
      inserted: 200,
      updated: 100,
      transactionsPerAnswer: 1,
      writeTransactionsPerAnswer: 0.1,
      rowsPerAnswer: 1.5,
    });
  });

  it('reads the CPU time of this process; NaN when the first process is gone', () => {
    expect(treeCpuSeconds([process.pid])).toBeGreaterThan(0);
    expect(treeCpuSeconds([2 ** 22 + 1])).toBeNaN();
  });

  it('adds the bench questions, reads users and answers back, and counts writes, on a throwaway cluster', async () => {
    const cluster = await startThrowawayPostgres();
    const client = new pg.Client({ connectionString: cluster.url });
    try {
      await client.connect();
      await client.query(`
        CREATE TABLE qb_category (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, major_type INTEGER, parent_id INTEGER, name TEXT, skill_id INTEGER, sort INTEGER DEFAULT 0);
        CREATE TABLE qb_study_bank_category (study_bank_id INTEGER, category_id INTEGER);
        CREATE TABLE qb_question (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, category_id INTEGER, parent_id INTEGER, type INTEGER, content TEXT, options TEXT, correct TEXT,
          analysis TEXT, file_url TEXT, seq INTEGER, answerable INTEGER);
        CREATE TABLE qb_question_record (user_id BIGINT, question_id BIGINT, study_paper_id INTEGER, result TEXT);
        CREATE TABLE sys_user (user_id BIGINT PRIMARY KEY, user_name TEXT);
        INSERT INTO qb_category OVERRIDING SYSTEM VALUE VALUES (1, 1, 0, '内科学', 7, 1), (2, 1, 1, '呼吸', 7, 1), (3, 1, 0, '儿科学', NULL, 2), (4, 1, 3, '新生儿', NULL, 1);
        SELECT setval(pg_get_serial_sequence('qb_category', 'id'), 4);
        INSERT INTO qb_study_bank_category VALUES (1, 1), (1, 3);
        INSERT INTO qb_question OVERRIDING SYSTEM VALUE VALUES (1, 2, NULL, 0, '题一', '[]', 'A', '', '', 1, 1), (2, 4, NULL, 7, '填空', '[]', 'x', '', '', 1, 1);
        SELECT setval(pg_get_serial_sequence('qb_question', 'id'), 2);
        INSERT INTO qb_question_record VALUES (101, 1, 0, 'B'), (101, 2, 5, 'A'), (102, 1, 0, 'C');
        INSERT INTO sys_user VALUES (101, 'student01'), (102, 'student02');
      `);
      const before = await writeStats(cluster.url);
      const added = await addBenchQuestions(cluster.url, { studyBankId: 1, count: 250 });
      expect(added).toEqual({ categoryId: 5, firstQuestionId: 3, count: 250 });
      const { rows } = await client.query('SELECT type, seq, content FROM qb_question WHERE category_id = $1 ORDER BY seq LIMIT 2', [added.categoryId]);
      expect(rows).toEqual([
        { type: 0, seq: 1, content: '题一（压测 1）' },
        { type: 0, seq: 2, content: '题一（压测 2）' },
      ]);
      // One transaction for the whole fixture (an id is assigned only to a transaction that writes).
      const after = await writeStats(cluster.url, 1_500);
      expect(after.writeTransactions - before.writeTransactions).toBe(1);
      expect(await userIdsOf(cluster.url, ['student02', 'student01'])).toEqual([102, 101]);
      expect(await storedPracticeAnswers(cluster.url, [101])).toEqual(new Map([['101:1', 'B']]));
    } finally {
      await client.end();
      await cluster.stop();
    }
  });
});

describe('question-bank payloads (spec §7)', () => {
  it('takes the leaves of data[0].children as the categories', () => {
    const tree = [{ id: 0, children: [{ id: 1, children: [{ id: 11 }, { id: 12 }] }, { id: 2, children: [] }] }];
    expect(leafCategoryIds(tree)).toEqual([11, 12, 2]);
  });

  it('builds the answer and composition bodies with the spec field names', () => {
    const practice = { studyBankId: 3, majorType: 1, categoryIds: [11, 12] };
    expect(answerBody(practice, { questionId: 7, categoryId: 11 }, 'A')).toEqual({ questionId: 7, studyBankId: 3, result: 'A', categoryId: 11, majorType: 1 });
    expect(compositionBody(practice, COMPOSITION_CAP, '组卷')).toMatchObject({ studyBankId: 3, majorType: 1, categoryIds: [11, 12], title: '组卷', num: 200 });
  });
});

describe('process figures', () => {
  it('reads this process’s resident memory and CPU time', () => {
    expect(rssMb(process.pid)).toBeGreaterThan(1);
    const before = cpuSeconds(process.pid);
    const until = Date.now() + 100;
    while (Date.now() < until); // burn a little CPU
    expect(cpuSeconds(process.pid)).toBeGreaterThan(before);
  });
});
