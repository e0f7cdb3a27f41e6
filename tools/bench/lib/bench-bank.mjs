/**
 * Bench fixture: a bank of realistic size in the load bench's temporary database. The seed holds ~60 answerable
 * questions per bank, too few to draw a 200-question paper (spec §9 cap) and so few that 30 students answer the
 * same questions over and over, when every acknowledged answer should be countable as a row of its own. The
 * fixture adds one free (no skill, so never locked) second-level category to the bank and fills it with copies of
 * the bank's own single-choice questions. Written straight into the SQLite file (WAL: the running server sees the
 * committed rows on its next read) before the bench makes any question-bank call.
 */
import Database from 'better-sqlite3';

export const BENCH_CATEGORY_NAME = '压测题目';

/**
 * @param {string} dbFile
 * @param {{ studyBankId: number, count: number }} opts
 * @returns {{ categoryId: number, firstQuestionId: number, count: number }}
 */
export function addBenchQuestions(dbFile, { studyBankId, count }) {
  const db = new Database(dbFile, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.transaction(() => {
      const parent = /** @type {{ id: number, major_type: number } | undefined} */ (
        db
          .prepare(
            `SELECT c.id, c.major_type FROM qb_category c JOIN qb_study_bank_category b ON b.category_id = c.id
             WHERE b.study_bank_id = ? AND c.parent_id = 0 AND c.skill_id IS NULL ORDER BY c.sort LIMIT 1`,
          )
          .get(studyBankId)
      );
      if (!parent) throw new Error(`study bank ${studyBankId} has no free first-level category for the bench questions`);
      const models = /** @type {Record<string, unknown>[]} */ (
        db
          .prepare(
            `SELECT q.type, q.content, q.options, q.correct, q.analysis FROM qb_question q JOIN qb_category c ON c.id = q.category_id
             JOIN qb_study_bank_category b ON b.category_id = c.parent_id
             WHERE b.study_bank_id = ? AND q.type = 0 AND q.parent_id IS NULL AND q.answerable = 1 ORDER BY q.id`,
          )
          .all(studyBankId)
      );
      if (!models.length) throw new Error(`study bank ${studyBankId} has no single-choice question to copy`);
      const categoryId = Number(
        db
          .prepare(`INSERT INTO qb_category (major_type, parent_id, name, sort) VALUES (?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM qb_category WHERE parent_id = ?))`)
          .run(parent.major_type, parent.id, BENCH_CATEGORY_NAME, parent.id).lastInsertRowid,
      );
      const insert = db.prepare(
        `INSERT INTO qb_question (category_id, parent_id, type, content, options, correct, analysis, file_url, seq, answerable)
         VALUES (@categoryId, NULL, @type, @content, @options, @correct, @analysis, '', @seq, 1)`,
      );
      let firstQuestionId = 0;
      for (let i = 0; i < count; i++) {
        const model = models[i % models.length];
        const id = Number(insert.run({ ...model, categoryId, content: `${model.content}（压测 ${i + 1}）`, seq: i + 1 }).lastInsertRowid);
        if (i === 0) firstQuestionId = id;
      }
      return { categoryId, firstQuestionId, count };
    })();
  } finally {
    db.close();
  }
}

/**
 * user_id of each user name (students answer as themselves; their stored rows are read back by id).
 * @param {string} dbFile
 * @param {string[]} names
 * @returns {number[]}
 */
export function userIdsOf(dbFile, names) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const byName = db.prepare('SELECT user_id FROM sys_user WHERE user_name = ?');
    return names.map((name) => {
      const row = /** @type {{ user_id: number } | undefined} */ (byName.get(name));
      if (!row) throw new Error(`no user ${name}`);
      return row.user_id;
    });
  } finally {
    db.close();
  }
}

/**
 * The stored practice answers (paper 0) of some users, keyed `userId:questionId`.
 * @param {string} dbFile
 * @param {number[]} userIds
 * @returns {Map<string, string>}
 */
export function storedPracticeAnswers(dbFile, userIds) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = /** @type {{ user_id: number, question_id: number, result: string }[]} */ (
      db.prepare('SELECT user_id, question_id, result FROM qb_question_record WHERE study_paper_id = 0 AND user_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(userIds))
    );
    return new Map(rows.map((r) => [`${r.user_id}:${r.question_id}`, r.result]));
  } finally {
    db.close();
  }
}
