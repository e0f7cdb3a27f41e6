/**
 * The question-bank calls the benches make, with the payloads of spec §7 "Question bank" (`/exam/...` family):
 * find a study bank, its categories and their questions as a student would, answer one, compose a paper.
 */

import { answerPicks } from './answer-load.mjs';

/** Spec §7 paths (without the /api base). */
export const QB_PATHS = {
  categoryTree: '/exam/comm/category/getTree',
  bankList: '/exam/studyBank/list',
  getQuestions: '/exam/studyRecord/getQuestions',
  answer: '/exam/studyQuestionRecord/add',
  compositionCount: '/exam/studyPaper/getQuestionNum',
  compositionCreate: '/exam/studyPaper/add',
  /** `/{studyPaperId}` */
  paperDetail: '/exam/studyPaper/getById',
};
/** getQuestions `type`: 2 = topic practice (spec §7 payloads). */
const TOPIC_PRACTICE = 2;
/** Composition cap (spec §9). */
export const COMPOSITION_CAP = 200;
/** Study calls send this header (spec §7). */
const DEVICE_TYPE = { 'Device-Type': 'app' };

/**
 * @param {string} baseUrl
 * @param {string} token
 */
export function qbClient(baseUrl, token) {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...DEVICE_TYPE };
  /** @param {Response} res @param {string} what */
  const data = async (res, what) => {
    const body = /** @type {{ code: number, msg: string, data?: any, rows?: any[] }} */ (await res.json());
    if (body.code !== 200) throw new Error(`${what}: ${body.code} ${body.msg}`);
    return body.rows ?? body.data;
  };
  return {
    /** @param {string} path @param {Record<string, string | number>} [query] */
    get: async (path, query = {}) => data(await fetch(`${baseUrl}/api${path}?${new URLSearchParams(/** @type {any} */ (query))}`, { headers }), `GET ${path}`),
    /** @param {string} path @param {unknown} body */
    post: async (path, body) => data(await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), `POST ${path}`),
    headers,
  };
}

/** @param {any} v @returns {any[]} */
const list = (v) => (Array.isArray(v) ? v : (v?.rows ?? v?.list ?? v?.records ?? []));

/**
 * The leaves of the category tree (`data[0].children` is the tree, two levels deep).
 * @param {any} treeData
 * @returns {number[]}
 */
export function leafCategoryIds(treeData) {
  /** @type {number[]} */
  const leaves = [];
  /** @param {any[]} nodes */
  const walk = (nodes) => {
    for (const n of nodes) {
      const children = list(n.children);
      if (children.length) walk(children);
      else leaves.push(Number(n.id ?? n.categoryId));
    }
  };
  walk(list(list(treeData)[0]?.children));
  return leaves.filter(Number.isFinite);
}

/**
 * The questions a student can answer in a getQuestions answer: group parents (A3/A4/B) are not answered, their
 * `childedList` children are; locked questions (topic lock, spec §4) are left out, as the app would stop there.
 * @param {any[]} items
 * @param {number} categoryId
 * @returns {{ questionId: number, categoryId: number, type: number, picks: [string, string] }[]}
 */
export function answerableQuestions(items, categoryId) {
  return items.flatMap((q) => {
    const children = list(q.childedList);
    if (children.length) return answerableQuestions(children, categoryId);
    if (q.locked) return [];
    return [{ questionId: Number(q.questionId ?? q.id), categoryId, type: Number(q.type), picks: answerPicks(q) }];
  });
}

/**
 * What a student practises: the first study bank of the major type, its leaf categories and their open questions.
 * @param {ReturnType<typeof qbClient>} qb
 * @param {number} majorType
 * @param {(studyBankId: number) => unknown} [beforeCatalogue] (awaited) runs once the bank is known, before its catalogue is read
 * @returns {Promise<{ studyBankId: number, majorType: number, categoryIds: number[], questions: ReturnType<typeof answerableQuestions> }>}
 */
export async function discoverPractice(qb, majorType, beforeCatalogue) {
  const banks = list(await qb.get(QB_PATHS.bankList, { majorType }));
  if (!banks.length) throw new Error(`no study bank for majorType ${majorType}`);
  const studyBankId = Number(banks[0].id ?? banks[0].studyBankId);
  await beforeCatalogue?.(studyBankId);
  const categoryIds = leafCategoryIds(await qb.get(QB_PATHS.categoryTree, { majorType }));
  const questions = [];
  for (const categoryId of categoryIds) {
    const found = list(await qb.post(QB_PATHS.getQuestions, { categoryIds: [categoryId], studyBankId, type: TOPIC_PRACTICE, majorType }));
    questions.push(...answerableQuestions(found, categoryId));
  }
  if (!questions.length) throw new Error(`study bank ${studyBankId} has no open questions`);
  return { studyBankId, majorType, categoryIds, questions };
}

/**
 * Body of POST /exam/studyQuestionRecord/add: "add answer in bank {questionId, studyBankId, result, categoryId, majorType}".
 * @param {{ studyBankId: number, majorType: number }} practice
 * @param {{ questionId: number, categoryId: number }} question
 * @param {string} result
 */
export const answerBody = (practice, question, result) => ({
  questionId: question.questionId,
  studyBankId: practice.studyBankId,
  result,
  categoryId: question.categoryId,
  majorType: practice.majorType,
});

/**
 * Body of POST /exam/studyPaper/add: the composition count payload plus title and num (spec §7). Every category
 * of the bank; question types and the undone / wrong / favourite `type` left out, which the contract reads as
 * "any" (libs/contract/src/question-bank.ts), so the draw has the whole bank to pick from.
 * @param {{ studyBankId: number, majorType: number, categoryIds: number[] }} practice
 * @param {number} num
 * @param {string} title
 */
export const compositionBody = (practice, num, title) => ({
  studyBankId: practice.studyBankId,
  majorType: practice.majorType,
  categoryIds: practice.categoryIds,
  title,
  num,
});
