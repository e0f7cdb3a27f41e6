/**
 * A question import file like a school would fill in (the template of POST /exam/question/importTemplate, see
 * api-server question-bank/question-sheet.ts): every one of the nine types, and A3/A4/B groups of rows sharing a
 * 组号 (first row the shared stem, then the sub-questions). Used by the import bench and the import e2e.
 */
import ExcelJS from 'exceljs';
import { openBenchDb } from './bench-db.mjs';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
export const SHEET_HEADER = ['题型', '分类', '题干', ...LETTERS.map((l) => `选项${l}`), '答案', '解析', '知识点', '图片', '音频', '视频', '组号'];
/** A seeded attachment (copied into the upload folder at start), so imported media resolve. */
const SEEDED_IMAGE = '/file/qb-ecg-st-elevation.svg';

/**
 * @param {Record<string, string>} cells by header
 * @returns {string[]}
 */
const toRow = (cells) => SHEET_HEADER.map((h) => cells[h] ?? '');
/** @param {string[]} names */
const options = (names) => Object.fromEntries(names.map((n, i) => [`选项${LETTERS[i]}`, n]));
const FIVE = ['选项甲', '选项乙', '选项丙', '选项丁', '选项戊'];

/**
 * Rows (in SHEET_HEADER order) holding at least `answerable` answerable questions in `category` ('一级/二级'):
 * a cycle of A1, A2, X, 判断, 填空, 问答 and an A3, an A4 and a B group of two sub-questions each (12 answerable
 * questions in 15 rows). Every tenth standalone question carries an image. `tag` keeps stems unique across files.
 * @param {{ answerable: number, category: string, tag?: string }} opts
 * @returns {{ rows: string[][], items: number, answerable: number, byType: Record<string, number> }}
 */
export function questionSheetRows({ answerable, category, tag = '' }) {
  /** @type {string[][]} */
  const rows = [];
  /** @type {Record<string, number>} */
  const byType = {};
  let count = 0;
  let items = 0;
  let groups = 0;
  const stem = (/** @type {string} */ text) => `${text}（${tag}第${items + 1}题）`;
  /** @param {string} type @param {Record<string, string>} cells */
  const single = (type, cells) => {
    byType[type] = (byType[type] ?? 0) + 1;
    /** @type {Record<string, string>} */
    const media = items % 10 === 9 ? { 图片: SEEDED_IMAGE } : {};
    rows.push(toRow({ 题型: type, 分类: category, 解析: `${type}的解析：要点在于鉴别。`, ...media, ...cells }));
    items += 1;
    count += 1;
  };
  /** @param {string} type @param {Record<string, string>} head @param {Record<string, string>[]} subs */
  const group = (type, head, subs) => {
    const key = `G${++groups}`;
    rows.push(toRow({ 题型: type, 分类: category, ...head, 组号: key }));
    for (const sub of subs) rows.push(toRow({ 解析: `${type}小题解析`, ...sub, 组号: key }));
    byType[type] = (byType[type] ?? 0) + subs.length;
    items += 1;
    count += subs.length;
  };
  const cycle = [
    () => single('A1型题', { 题干: stem('社区获得性肺炎最常见的致病菌是'), ...options(FIVE), 答案: 'B' }),
    () => single('A2型题', { 题干: stem('男，24岁。运动后反复发作呼气性呼吸困难3年。最可能的诊断是'), ...options(FIVE), 答案: 'C' }),
    () => single('X型题', { 题干: stem('急性左心衰竭的抢救措施包括'), ...options(FIVE), 答案: 'A,B,D' }),
    () => single('判断题', { 题干: stem('肺结核患者痰涂片阳性即具有传染性。'), 答案: 'A' }),
    () => single('填空题', { 题干: stem('心肌梗死后最早升高的标志物是 ＿＿ ，特异性最高的是 ＿＿ 。'), 答案: '肌红蛋白[$]肌钙蛋白|cTn' }),
    () => single('问答题', { 题干: stem('简述慢性阻塞性肺疾病急性加重的处理原则。'), 答案: '氧疗、支气管舒张剂、糖皮质激素、抗感染。' }),
    () =>
      group('A3型题', { 题干: stem('男，30岁。受凉后寒战、高热2天，咳铁锈色痰。') }, [
        { 题干: '最可能的诊断是', ...options(FIVE), 答案: 'A' },
        { 题干: '首选的抗菌药物是', ...options(FIVE), 答案: 'B' },
      ]),
    () =>
      group('A4型题', { 题干: stem('女，45岁。风湿性心脏病史10年，心尖区舒张期隆隆样杂音。') }, [
        { 题干: '最可能的瓣膜病变是', ...options(FIVE), 答案: 'A' },
        { 题干: '明确诊断首选的检查是', ...options(FIVE), 答案: 'C' },
      ]),
    () =>
      group('B型题', { 题干: stem('（共用备选答案）'), ...options(['硝苯地平', '卡托普利', '氢氯噻嗪', '美托洛尔', '螺内酯']) }, [
        { 题干: '高血压合并糖尿病蛋白尿者首选', 答案: 'B' },
        { 题干: '高血压合并快速性心律失常者首选', 答案: 'D' },
      ]),
  ];
  for (let i = 0; count < answerable; i++) cycle[i % cycle.length]();
  return { rows, items, answerable: count, byType };
}

/**
 * The rows as an xlsx file (one sheet, header first).
 * @param {string[][]} rows
 * @returns {Promise<Buffer>}
 */
export async function questionSheetFile(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('试题');
  sheet.addRow(SHEET_HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A second-level category of the seeded bank as the sheet names it ('一级/二级').
 * @param {string} target the server's database
 */
export async function someCategory(target) {
  const db = await openBenchDb(target);
  try {
    const [row] = await db.all('SELECT p.name AS parent, c.name AS leaf FROM qb_category c JOIN qb_category p ON p.id = c.parent_id ORDER BY c.id LIMIT 1');
    return `${row.parent}/${row.leaf}`;
  } finally {
    await db.close();
  }
}
