import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { nthAnswer, rssMb, storageVerdict, studentOfRequest, tableCounts, tableGrowth } from '../bench/lib/answer-load.mjs';
import { answerBody, COMPOSITION_CAP, compositionBody, leafCategoryIds } from '../bench/lib/question-bank-api.mjs';

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

  it('walks each student through the questions from its own offset, alternating the pick', () => {
    const questions = Array.from({ length: 10 }, (_, i) => ({ questionId: 100 + i }));
    expect(nthAnswer(questions, 0, 0)).toEqual({ question: { questionId: 100 }, result: 'A' });
    expect(nthAnswer(questions, 0, 1)).toEqual({ question: { questionId: 101 }, result: 'B' });
    expect(nthAnswer(questions, 1, 0).question.questionId).toBe(107);
    expect(nthAnswer(questions, 0, 10).question.questionId).toBe(100);
  });
});

describe('storageVerdict', () => {
  it('accepts one row per acknowledged answer, or one per new student × question pair', () => {
    expect(storageVerdict({ gained: 900, acknowledged: 900, newPairs: 300 })).toEqual({ ok: true, mode: 'every submission' });
    expect(storageVerdict({ gained: 300, acknowledged: 900, newPairs: 300 })).toEqual({ ok: true, mode: 'latest per student × question' });
  });

  it('fails when rows are missing', () => {
    expect(storageVerdict({ gained: 899, acknowledged: 900, newPairs: 300 })).toEqual({ ok: false, mode: 'missing' });
  });
});

describe('table counts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'answer-load-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts every table and reports only the ones that grew, most first', () => {
    const file = join(dir, 'x.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE answers (id INTEGER PRIMARY KEY); CREATE TABLE notes (id INTEGER PRIMARY KEY); CREATE TABLE users (id INTEGER PRIMARY KEY);');
    db.exec('INSERT INTO users DEFAULT VALUES;');
    const before = tableCounts(file);
    expect(before).toEqual({ answers: 0, notes: 0, users: 1 });
    db.exec('INSERT INTO answers DEFAULT VALUES; INSERT INTO answers DEFAULT VALUES; INSERT INTO notes DEFAULT VALUES;');
    db.close();
    expect(tableGrowth(before, tableCounts(file))).toEqual([
      { table: 'answers', gained: 2 },
      { table: 'notes', gained: 1 },
    ]);
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

describe('rssMb', () => {
  it('reads this process’s resident memory', () => {
    expect(rssMb(process.pid)).toBeGreaterThan(1);
  });
});
