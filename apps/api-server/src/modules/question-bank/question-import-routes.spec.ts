import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE_LABELS, QuestionListType, questionBankPaths as phone, questionImportPaths as paths, type BankQuestion } from '@medteach/contract';
import { multipartFile, xlsxFile, xlsxRows } from '../../../test/support/xlsx-upload';
import { loginAs } from '../../test-helpers';
import { qbServer, type QbServer } from './test-support';
import { Col, SHEET_COLUMNS } from './question-sheet';
import { templateExampleRows } from './question-template';

/** A free second-level category (no skill: every question open to students) and its path as the sheet names it. */
const LEAF = '新生儿与儿童保健';
const CATEGORY = '儿科学/新生儿与儿童保健';
const CLINICAL = 1;

/** The template's examples (every type, a group of each kind) copied `times` with unique stems: 12 answerable each. */
function sheetOfAllTypes(times: number, tag = ''): string[][] {
  const rows: string[][] = [];
  for (let n = 1; n <= times; n++) {
    for (const row of templateExampleRows(CATEGORY, (t) => QUESTION_TYPE_LABELS[t as 0])) {
      // A first row (it names the type) gets a stem of its own; a group's children may repeat theirs.
      const stem = row[Col.TYPE] ? `${row[Col.STEM]}【${tag}${n}】` : row[Col.STEM];
      const group = row[Col.GROUP] ? `${row[Col.GROUP]}-${n}` : '';
      rows.push(SHEET_COLUMNS.map((c) => (c === Col.STEM ? stem : c === Col.GROUP ? group : (row[c] ?? ''))));
    }
  }
  return rows;
}

describe('question import and export (/exam/question/importTemplate, importData, export)', () => {
  let s: QbServer;
  let admin: Record<string, string>;
  let leafId: number;
  beforeAll(async () => {
    s = await qbServer();
    admin = await loginAs(s.app, 'admin');
    leafId = (await s.db.selectFrom('qb_category').select('id').where('name', '=', LEAF).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => s.close());

  const upload = async (rows: string[][], query = '', header: readonly string[] = SHEET_COLUMNS) => {
    const file = multipartFile(await xlsxFile(header, rows));
    const res = await s.app.inject({ method: 'POST', url: `/api${paths.importData}${query}`, headers: { ...admin, ...file.headers }, payload: file.payload });
    return { status: res.statusCode, body: res.json() };
  };
  const questionsOf = () => s.db.selectFrom('qb_question').selectAll().where('category_id', '=', leafId).orderBy('id').execute();
  const phoneQuestions = async () =>
    (await s.post('a', phone.getQuestions, { categoryIds: [leafId], type: QuestionListType.TOPIC, majorType: CLINICAL })).body.data as BankQuestion[];

  it('hands out a template whose examples (every type, a group of each kind) import as they are', async () => {
    const res = await s.app.inject({ method: 'POST', url: `/api${paths.importTemplate}`, headers: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [header, ...examples] = await xlsxRows(res.rawPayload);
    expect(header).toEqual(SHEET_COLUMNS);
    expect(new Set(examples.map((r) => r[0]).filter(Boolean))).toEqual(new Set(Object.values(QUESTION_TYPE_LABELS)));
    // The template itself imports (its category is a real one).
    const file = multipartFile(res.rawPayload, '试题导入模板.xlsx');
    const imported = (await s.app.inject({ method: 'POST', url: `/api${paths.importData}`, headers: { ...admin, ...file.headers }, payload: file.payload })).json();
    expect(imported).toMatchObject({ code: 200, data: { inserted: 9, errors: [] } });
  });

  it('imports 200+ questions of all nine types in the seed shape, and a student answers them on the phone', async () => {
    const before = (await questionsOf()).length;
    const rows = sheetOfAllTypes(17);
    const { body } = await upload(rows);
    expect(body).toMatchObject({ code: 200, msg: '恭喜您，数据已全部导入成功！共 153 条', data: { inserted: 153, updated: 0, skipped: 0 } });
    const stored = (await questionsOf()).slice(before);
    expect(stored.filter((q) => q.answerable === 1)).toHaveLength(204);
    expect(new Set(stored.map((q) => q.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    // Shapes as the seed stores them: a B parent keeps the shared options, its children copy them; groups answer nothing.
    const bParent = stored.find((q) => q.type === 4 && q.parent_id === null)!;
    const bChild = stored.find((q) => q.parent_id === bParent.id)!;
    expect(JSON.parse(bParent.options)).toEqual(JSON.parse(bChild.options));
    expect(bParent).toMatchObject({ answerable: 0, correct: '' });
    expect(bChild).toMatchObject({ answerable: 1, seq: bParent.seq });
    expect(stored.find((q) => q.type === 7)!.correct).toBe('肌红蛋白[$]肌钙蛋白[|]cTn');
    expect(JSON.parse(stored.find((q) => q.type === 6)!.options)).toEqual([{ type: 'A', name: '正确' }, { type: 'B', name: '错误' }]);

    // The phone lists them (groups nested) and grades an answer of every type as for seeded questions.
    const listed = await phoneQuestions();
    const imported = listed.filter((q) => q.content.includes('【'));
    expect(imported).toHaveLength(153);
    const group = imported.find((q) => q.type === 2)!;
    expect(group.childedList).toHaveLength(2);
    const answerable = imported.flatMap((q) => (q.childedList.length ? q.childedList : [q]));
    for (const type of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const q = answerable.find((x) => x.type === type)!;
      const res = await s.post('a', phone.answerAdd, { questionId: q.id, result: q.correct.split('[|]')[0], categoryId: leafId, majorType: CLINICAL });
      expect(res.body, `type ${type}`).toMatchObject({ code: 200, data: { isRight: 1 } });
    }
    const fill = answerable.find((x) => x.type === 7)!;
    const alternative = await s.post('b', phone.answerAdd, { questionId: fill.id, result: '肌红蛋白[$]cTn', categoryId: leafId, majorType: CLINICAL });
    expect(alternative.body.data.isRight).toBe(1);
    const essay = answerable.find((x) => x.type === 8)!;
    expect((await s.post('a', phone.answerAdd, { questionId: essay.id, result: '自由作答', categoryId: leafId, majorType: CLINICAL })).body.code).toBe(200);
  });

  it('reports bad rows by row, column and reason and imports nothing; validOnly imports the others', async () => {
    const good = sheetOfAllTypes(1, 'v');
    const col = (name: string) => SHEET_COLUMNS.indexOf(name);
    const bad = good.map((r) => [...r]);
    bad[0][col(Col.TYPE)] = 'Z型题'; // row 2
    bad[2][col(Col.ANSWER)] = 'A,F'; // row 4: X with a letter without option
    bad[7][col(Col.ANSWER)] = 'AB'; // row 9: A3 child, two answers for a single choice
    bad[3][col(Col.CATEGORY)] = '儿科学/不存在'; // row 5
    const before = (await questionsOf()).length;

    const refused = await upload(bad);
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).toContain('很抱歉，导入失败！共 4 条数据格式不正确，错误如下：');
    expect(refused.body.data.errors).toEqual([
      { row: 2, column: '题型', reason: "题型'Z型题'不存在" },
      { row: 4, column: '答案', reason: '答案F没有对应的选项' },
      { row: 5, column: '分类', reason: "分类'儿科学/不存在'不存在" },
      { row: 9, column: '答案', reason: '单选题只能有一个答案' },
    ]);
    expect(await questionsOf()).toHaveLength(before);

    const partial = await upload(bad, '?validOnly=true');
    // 9 items, 4 bad (the A3 group goes as a whole: rows 8–10 skipped): A2, 填空, 问答 and the A4 and B groups go in.
    expect(partial.body).toMatchObject({ code: 200, msg: '已导入正确的数据 5 条，跳过有误的数据 6 条', data: { inserted: 5, skipped: 6 } });
    expect(await questionsOf()).toHaveLength(before + 3 + 3 + 3);
  });

  it('refuses questions already stored, and updates them in place with updateSupport', async () => {
    const rows = sheetOfAllTypes(1, 'u');
    expect((await upload(rows)).body.data.inserted).toBe(9);
    const again = await upload(rows);
    expect(again.body.code).toBe(500);
    expect(again.body.data.errors[0]).toEqual({ row: 2, column: '题干', reason: '试题已存在（同一分类下题型、题干相同；勾选“是否更新已经存在的数据”可覆盖）' });

    const ids = (await questionsOf()).map((q) => q.id);
    const analysis = SHEET_COLUMNS.indexOf(Col.ANALYSIS);
    const edited = rows.map((r) => r.map((v, i) => (i === analysis ? '新的解析<script>x</script>' : v)));
    const updated = await upload(edited, '?updateSupport=true');
    expect(updated.body).toMatchObject({ code: 200, data: { inserted: 0, updated: 9 } });
    const after = await questionsOf();
    expect(after.map((q) => q.id)).toEqual(ids);
    expect(after.filter((q) => q.analysis === '新的解析')).toHaveLength(15); // every row of the file, sanitised
  });

  it('exports the filtered list in the template shape, and the export imports back unchanged', async () => {
    const before = await questionsOf();
    const res = await s.app.inject({ method: 'POST', url: `/api${paths.export}`, headers: admin, payload: { categoryId: leafId } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [header, ...rows] = await xlsxRows(res.rawPayload);
    expect(header).toEqual(SHEET_COLUMNS);
    expect(rows.length).toBe(before.length);
    expect(rows.some((r) => r[SHEET_COLUMNS.indexOf(Col.ANSWER)] === '肌红蛋白[$]肌钙蛋白|cTn')).toBe(true);

    const file = multipartFile(res.rawPayload, '试题数据.xlsx');
    const again = (await s.app.inject({ method: 'POST', url: `/api${paths.importData}?updateSupport=true`, headers: { ...admin, ...file.headers }, payload: file.payload })).json();
    expect(again).toMatchObject({ code: 200, data: { inserted: 0, errors: [] } });
    expect(await questionsOf()).toEqual(before);

    const byType = await s.app.inject({ method: 'POST', url: `/api${paths.export}`, headers: admin, payload: { categoryId: leafId, type: 4 } });
    const bRows = (await xlsxRows(byType.rawPayload)).slice(1);
    expect(bRows.length).toBeGreaterThan(0);
    // A group's later rows leave 题型 empty (xlsxRows gives an empty cell as a hole).
    expect(bRows.every((r) => (r[0] ?? '') === '' || r[0] === 'B型题')).toBe(true);
  });

  it('refuses a bad export filter with a clear message', async () => {
    const res = await s.app.inject({ method: 'POST', url: `/api${paths.export}`, headers: admin, payload: { type: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});
