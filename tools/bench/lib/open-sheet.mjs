/**
 * The topic-practice sheet the latency bench opens: every leaf category of the first study bank of a major type
 * whose questions are all open (no topic lock, spec §4), so the answering screen lets the learner through all of it.
 */
import Database from 'better-sqlite3';
import { leafCategoryIds, QB_PATHS } from './question-bank-api.mjs';

/**
 * Gives the user every skill of the question bank, as a paid order does (commerce module: rows in
 * user_skill_unlock), so the whole bank is open practice. Only for the bench's own temporary database.
 * @param {string} dbFile
 * @param {string} userName
 */
export function unlockEverySkill(dbFile, userName) {
  const db = new Database(dbFile);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `INSERT OR IGNORE INTO user_skill_unlock (user_id, skill_id, order_no, create_time)
       SELECT u.user_id, s.skill_id, NULL, datetime('now') FROM sys_user u,
         (SELECT DISTINCT skill_id FROM qb_category WHERE skill_id IS NOT NULL) s WHERE u.user_name = ?`,
    ).run(userName);
  } finally {
    db.close();
  }
}

/** getQuestions `type`: 2 = topic practice (spec §7 payloads). */
const TOPIC_PRACTICE = 2;
/** Types answered by one tap (spec §4: types 1–4 submit on tap; A1 and 判断 likewise). */
const TAP_TYPES = new Set([0, 1, 2, 3, 4, 6]);

/** @param {any} v @returns {any[]} */
const list = (v) => (Array.isArray(v) ? v : (v?.rows ?? []));

/** @param {any[]} questions */
const items = (questions) => questions.flatMap((q) => (list(q.childedList).length ? list(q.childedList).map((c) => ({ ...c, type: c.type ?? q.type })) : [q]));

/**
 * @param {ReturnType<typeof import('./question-bank-api.mjs').qbClient>} qb
 * @param {number} majorType
 * @returns {Promise<{ studyBankId: number, categoryIds: number[], singleChoiceItems: number }>}
 */
export async function openSheetOf(qb, majorType) {
  const banks = list(await qb.get(QB_PATHS.bankList, { majorType }));
  if (!banks.length) throw new Error(`no study bank for majorType ${majorType}`);
  const studyBankId = Number(banks[0].id ?? banks[0].studyBankId);
  const categoryIds = [];
  let singleChoiceItems = 0;
  for (const categoryId of leafCategoryIds(await qb.get(QB_PATHS.categoryTree, { majorType }))) {
    const questions = list(await qb.post(QB_PATHS.getQuestions, { categoryIds: [categoryId], studyBankId, type: TOPIC_PRACTICE, majorType }));
    if (questions.length === 0 || questions.some((q) => q.locked)) continue;
    categoryIds.push(categoryId);
    singleChoiceItems += items(questions).filter((q) => TAP_TYPES.has(Number(q.type))).length;
  }
  return { studyBankId, categoryIds, singleChoiceItems };
}
