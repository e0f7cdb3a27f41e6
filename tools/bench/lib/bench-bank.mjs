/**
 * Bench fixture: a bank of realistic size in the load bench's temporary database. The seed holds ~60 answerable
 * questions per bank, too few to draw a 200-question paper (spec §9 cap) and so few that 30 students answer the
 * same questions over and over, when every acknowledged answer should be countable as a row of its own. The
 * fixture adds one free (no skill, so never locked) second-level category to the bank and fills it with copies of
 * the bank's own single-choice questions. Written straight into the server's database (a SQLite file or a
 * postgres:// URL, bench-db.mjs) before the bench makes any question-bank call.
 */
import { openBenchDb } from './bench-db.mjs';

export const BENCH_CATEGORY_NAME = '压测题目';
/** Rows per INSERT: 200 × 9 parameters stays far below either engine's limit and keeps round trips few. */
const INSERT_CHUNK = 200;

/**
 * @param {string} target SQLite file or postgres:// URL
 * @param {{ studyBankId: number, count: number }} opts
 * @returns {Promise<{ categoryId: number, firstQuestionId: number, count: number }>}
 */
export async function addBenchQuestions(target, { studyBankId, count }) {
  const db = await openBenchDb(target);
  try {
    return await db.transaction(async () => {
      const [parent] = await db.all(
        `SELECT c.id, c.major_type FROM qb_category c JOIN qb_study_bank_category b ON b.category_id = c.id
         WHERE b.study_bank_id = ? AND c.parent_id = 0 AND c.skill_id IS NULL ORDER BY c.sort LIMIT 1`,
        [studyBankId],
      );
      if (!parent) throw new Error(`study bank ${studyBankId} has no free first-level category for the bench questions`);
      const models = await db.all(
        `SELECT q.type, q.content, q.options, q.correct, q.analysis FROM qb_question q JOIN qb_category c ON c.id = q.category_id
         JOIN qb_study_bank_category b ON b.category_id = c.parent_id
         WHERE b.study_bank_id = ? AND q.type = 0 AND q.parent_id IS NULL AND q.answerable = 1 ORDER BY q.id`,
        [studyBankId],
      );
      if (!models.length) throw new Error(`study bank ${studyBankId} has no single-choice question to copy`);
      const [{ id: categoryId }] = await db.all(
        `INSERT INTO qb_category (major_type, parent_id, name, sort) VALUES (?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM qb_category WHERE parent_id = ?)) RETURNING id`,
        [parent.major_type, parent.id, BENCH_CATEGORY_NAME, parent.id],
      );
      for (let at = 0; at < count; at += INSERT_CHUNK) {
        const rows = Array.from({ length: Math.min(INSERT_CHUNK, count - at) }, (_, j) => {
          const i = at + j;
          const m = models[i % models.length];
          return [categoryId, m.type, `${m.content}（压测 ${i + 1}）`, m.options, m.correct, m.analysis, i + 1];
        });
        await db.all(
          `INSERT INTO qb_question (category_id, parent_id, type, content, options, correct, analysis, file_url, seq, answerable)
           VALUES ${rows.map(() => "(?, NULL, ?, ?, ?, ?, ?, '', ?, 1)").join(', ')}`,
          rows.flat(),
        );
      }
      const [{ first }] = await db.all('SELECT MIN(id) AS first FROM qb_question WHERE category_id = ?', [categoryId]);
      return { categoryId: Number(categoryId), firstQuestionId: Number(first), count };
    });
  } finally {
    await db.close();
  }
}

/**
 * user_id of each user name (students answer as themselves; their stored rows are read back by id).
 * @param {string} target SQLite file or postgres:// URL
 * @param {string[]} names
 * @returns {Promise<number[]>}
 */
export async function userIdsOf(target, names) {
  const db = await openBenchDb(target);
  try {
    const ids = [];
    for (const name of names) {
      const [row] = await db.all('SELECT user_id FROM sys_user WHERE user_name = ?', [name]);
      if (!row) throw new Error(`no user ${name}`);
      ids.push(Number(row.user_id));
    }
    return ids;
  } finally {
    await db.close();
  }
}

/**
 * The stored practice answers (paper 0) of some users, keyed `userId:questionId`.
 * @param {string} target SQLite file or postgres:// URL
 * @param {number[]} userIds
 * @returns {Promise<Map<string, string>>}
 */
export async function storedPracticeAnswers(target, userIds) {
  if (!userIds.length) return new Map();
  const db = await openBenchDb(target);
  try {
    const rows = await db.all(
      `SELECT user_id, question_id, result FROM qb_question_record WHERE study_paper_id = 0 AND user_id IN (${userIds.map(() => '?').join(', ')})`,
      userIds,
    );
    return new Map(rows.map((r) => [`${r.user_id}:${r.question_id}`, r.result]));
  } finally {
    await db.close();
  }
}
