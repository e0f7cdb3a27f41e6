import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_SEARCH_SNIPPET_MAX, QuestionSearchMessages as M, QuestionType, questionSearchPaths as paths, type QuestionSearchRow } from '@medteach/contract';
import { toOptionRows } from './question-format';
import { optionsSearchable } from './search-repository';
import { plainText } from '../../core/rich-text';
import { snippetAround } from './search-routes';
import { qbServer, type QbServer } from './test-support';

/** Seeded banks (seed-data/catalog.ts): 1 临床思维能力题库 (majorType 1), 3 口腔临床思辨题库 (majorType 2). */
const CLINICAL_BANK = 1;
const ORAL_BANK = 3;
const CLINICAL_SKILL = { skill_id: 1, skill_name: '临床思维能力训练', skill_integral: 100, product_info_id: 1 };

/** Fixture ids far past the seed's. */
const CAT = { clinical: 90001, clinicalLeaf: 90002, oral: 90011, oralLeaf: 90012, orphan: 90021, orphanLeaf: 90022 };
const Q = { group: 90110, child: 90111, percent: 90120, noPercent: 90121, latin: 90122, option: 90123, long: 90124, html: 90125, oral: 90130, orphan: 90140 };
const WORD = '鹦鹉螺';
const LONG_STEM = `${'前'.repeat(150)}${WORD}${'后'.repeat(150)}`;

type Page = { code: number; msg: string; total: number; rows: QuestionSearchRow[] };

/**
 * 搜索试题 (issue 18): stems (and option texts) of the banks' categories; a group through a child; LIKE wildcards
 * match themselves; pages; locked rows listed without answers or text; bad keywords a 400 envelope.
 */
describe('搜索试题 /exam/search/questions', () => {
  let s: QbServer;
  const search = async (who: 'a' | 'b' | 'teacher', query: Record<string, string | number>) => (await s.get(who, paths.search, query)).body as Page;
  const ids = (page: Page) => page.rows.map((r) => r.questionId);

  beforeAll(async () => {
    s = await qbServer();
    const db = s.ctx.db;
    const category = (id: number, parentId: number, majorType: number, name: string, skill = { skill_id: null, skill_name: '', skill_integral: 0, product_info_id: null } as object) => ({
      id,
      parent_id: parentId,
      major_type: majorType,
      name,
      code: '1',
      sort: 99,
      ...skill,
    });
    await db
      .insertInto('qb_category')
      .values([
        category(CAT.clinical, 0, 1, '搜索测试章', CLINICAL_SKILL),
        category(CAT.clinicalLeaf, CAT.clinical, 1, '搜索测试节', CLINICAL_SKILL),
        category(CAT.oral, 0, 2, '口腔搜索章'),
        category(CAT.oralLeaf, CAT.oral, 2, '口腔搜索节'),
        category(CAT.orphan, 0, 1, '无题库章'),
        category(CAT.orphanLeaf, CAT.orphan, 1, '无题库节'),
      ])
      .execute();
    await db
      .insertInto('qb_study_bank_category')
      .values([
        { study_bank_id: CLINICAL_BANK, category_id: CAT.clinical },
        { study_bank_id: ORAL_BANK, category_id: CAT.oral },
      ])
      .execute();
    const options = JSON.stringify(toOptionRows(['甲', '乙']));
    const question = (id: number, categoryId: number, seq: number, content: string, extra: object = {}) => ({
      id,
      category_id: categoryId,
      parent_id: null as number | null,
      type: QuestionType.A1 as number,
      content,
      options,
      correct: 'A',
      analysis: '解析：不给锁住的人看',
      seq,
      answerable: 1,
      ...extra,
    });
    await db
      .insertInto('qb_question')
      .values([
        // seq 1–5 free, 6 on locked (skill 1 not bought by student b)
        question(Q.group, CAT.clinicalLeaf, 1, '<p>共用题干：男，45岁</p>', { type: QuestionType.A3, answerable: 0, options: '[]', correct: '' }),
        question(Q.child, CAT.clinicalLeaf, 1, '小题：被海葵刺伤后首选处理', { parent_id: Q.group, type: QuestionType.A3 }),
        question(Q.percent, CAT.clinicalLeaf, 2, `${WORD} 浓度 100%_x 的溶液`),
        question(Q.noPercent, CAT.clinicalLeaf, 3, `${WORD} 浓度 100ab 的溶液`),
        question(Q.latin, CAT.clinicalLeaf, 4, `${WORD} COPD-Nautilus 急性加重`),
        question(Q.option, CAT.clinicalLeaf, 5, '以下哪项正确', { options: JSON.stringify(toOptionRows(['珊瑚礁白化', '乙'])) }),
        question(Q.long, CAT.clinicalLeaf, 6, LONG_STEM),
        question(Q.html, CAT.clinicalLeaf, 7, `<p>${WORD}<b>加粗</b>&nbsp;&lt;标记&gt;</p>`),
        question(Q.oral, CAT.oralLeaf, 1, `${WORD} 口腔题`),
        question(Q.orphan, CAT.orphanLeaf, 1, `${WORD} 不在任何题库`),
      ])
      .execute();
  });
  afterAll(() => s.close());

  it('finds by stem in every bank the student can open, not in categories outside the banks', async () => {
    const page = await search('b', { keyword: WORD, pageSize: 50 });
    expect(page.code).toBe(200);
    expect(ids(page).sort()).toEqual([Q.percent, Q.noPercent, Q.latin, Q.long, Q.html, Q.oral].sort());
    expect(page.total).toBe(6);
    expect(page.rows.find((r) => r.questionId === Q.percent)).toMatchObject({
      typeName: 'A1型题',
      studyBankId: CLINICAL_BANK,
      studyBankName: '临床思维能力题库',
      majorType: 1,
      categoryId: CAT.clinicalLeaf,
      categoryName: '搜索测试节',
      parentCategoryId: CAT.clinical,
      parentCategoryName: '搜索测试章',
      skillId: 1,
      isUnlock: false,
      locked: false,
      stem: `${WORD} 浓度 100%_x 的溶液`,
    });
    // Nothing of the answer reaches the list.
    expect(JSON.stringify(page)).not.toMatch(/解析|correct|analysis/);
  });

  it("keeps to one major's (or one bank's) banks when asked: another major's question is not found", async () => {
    expect(ids(await search('b', { keyword: WORD, majorType: 1, pageSize: 50 }))).not.toContain(Q.oral);
    expect(ids(await search('b', { keyword: WORD, majorType: 2 }))).toEqual([Q.oral]);
    expect(ids(await search('b', { keyword: WORD, studyBankId: ORAL_BANK }))).toEqual([Q.oral]);
    expect((await search('b', { keyword: '不在任何题库' })).total).toBe(0);
  });

  it('matches % and _ as themselves, Latin text whatever its case', async () => {
    expect(ids(await search('b', { keyword: '100%_' }))).toEqual([Q.percent]);
    expect(ids(await search('b', { keyword: '%_x' }))).toEqual([Q.percent]);
    expect((await search('b', { keyword: '_' })).rows.map((r) => r.questionId)).toEqual([Q.percent]);
    expect(ids(await search('b', { keyword: 'nautilus' }))).toEqual([Q.latin]);
    expect(ids(await search('b', { keyword: 'copd-NAUTILUS' }))).toEqual([Q.latin]);
  });

  it('names a group by its parent when a sub-question matches, and finds option texts', async () => {
    const group = await search('b', { keyword: '海葵' });
    expect(ids(group)).toEqual([Q.group]);
    expect(group.rows[0]).toMatchObject({ typeName: 'A3型题', stem: '小题：被海葵刺伤后首选处理' });
    const option = await search('b', { keyword: '珊瑚礁' });
    expect(ids(option)).toEqual([Q.option]);
    expect(option.rows[0].stem).toBe('珊瑚礁白化');
    // The options' JSON wrapping is not searched.
    expect((await search('b', { keyword: 'name', majorType: 1 })).total).toBe(0);
  });

  it('shows plain text around the match, at most 80 characters', async () => {
    const page = await search('teacher', { keyword: WORD, pageSize: 50 });
    const long = page.rows.find((r) => r.questionId === Q.long) ?? { stem: '' };
    expect([...long.stem].length).toBeLessThanOrEqual(QUESTION_SEARCH_SNIPPET_MAX);
    expect(long.stem).toContain(WORD);
    expect(long.stem.startsWith('…')).toBe(true);
    expect(long.stem.endsWith('…')).toBe(true);
    expect(page.rows.find((r) => r.questionId === Q.html)?.stem).toBe(`${WORD} 加粗 <标记>`);
  });

  it('flags locked questions for a student who has not bought the skill, never for staff', async () => {
    const locked = (page: Page) => Object.fromEntries(page.rows.map((r) => [r.questionId, r.locked]));
    const student = locked(await search('b', { keyword: WORD, majorType: 1, pageSize: 50 }));
    expect(student).toMatchObject({ [Q.percent]: false, [Q.latin]: false, [Q.long]: true, [Q.html]: true });
    const teacher = locked(await search('teacher', { keyword: WORD, majorType: 1, pageSize: 50 }));
    expect(Object.values(teacher).every((v) => v === false)).toBe(true);
  });

  it('lists a locked question where it sits but shows none of its text: the lock withholds the stem as practice does', async () => {
    const stems = (page: Page) => Object.fromEntries(page.rows.map((r) => [r.questionId, r.stem]));
    const student = stems(await search('b', { keyword: WORD, majorType: 1, pageSize: 50 }));
    expect(student).toMatchObject({ [Q.long]: '', [Q.html]: '' });
    expect(student[Q.percent]).toBe(`${WORD} 浓度 100%_x 的溶液`);
    const teacher = stems(await search('teacher', { keyword: WORD, majorType: 1, pageSize: 50 }));
    expect(teacher[Q.html]).toBe(`${WORD} 加粗 <标记>`);
  });

  it('pages in catalogue order with the full total, also past the last page', async () => {
    const all = ids(await search('b', { keyword: WORD, pageSize: 50 }));
    const second = await search('b', { keyword: WORD, pageNum: 2, pageSize: 2 });
    expect(second.total).toBe(6);
    expect(ids(second)).toEqual(all.slice(2, 4));
    expect(await search('b', { keyword: WORD, pageNum: 9, pageSize: 2 })).toMatchObject({ total: 6, rows: [] });
    expect(await search('b', { keyword: '没有这样的题干' })).toMatchObject({ code: 200, total: 0, rows: [] });
  });

  it('answers a 400 envelope for an empty, blank or too long keyword and a page too big', async () => {
    expect(await search('b', {})).toEqual({ code: 400, msg: M.keyword });
    expect(await search('b', { keyword: '' })).toEqual({ code: 400, msg: M.keyword });
    expect(await search('b', { keyword: '   ' })).toEqual({ code: 400, msg: M.keyword });
    expect(await search('b', { keyword: '长'.repeat(51) })).toEqual({ code: 400, msg: M.keywordTooLong });
    expect(await search('b', { keyword: WORD, pageSize: 51 })).toEqual({ code: 400, msg: M.pageSize });
    expect((await search('b', { keyword: `  ${WORD}  ` })).total).toBe(6);
    // A NUL (PostgreSQL text cannot hold one) or a lone backslash is still an answer, not a 500.
    for (const keyword of ['a\u0000b', '\\', '%', "'; --"]) {
      const res = await s.get('b', paths.search, { keyword });
      expect(res.status, keyword).toBeLessThan(500);
      expect([200, 400]).toContain(res.body.code);
    }
  });

  it('snippets and option keywords (unit)', () => {
    expect(plainText('<p>a&nbsp;&amp; <i>b</i></p>')).toBe('a & b');
    expect(snippetAround('短句', '短')).toBe('短句');
    const cut = snippetAround(`${'x'.repeat(100)}关键${'y'.repeat(100)}`, '关键');
    expect([...cut].length).toBe(QUESTION_SEARCH_SNIPPET_MAX);
    expect(cut).toContain('关键');
    expect(snippetAround(`关键${'y'.repeat(100)}`, '关键')).toMatch(/^关键y+…$/);
    expect(optionsSearchable('珊瑚')).toBe(true);
    expect(['type', 'name', 'A', '"', 'e":'].map(optionsSearchable)).toEqual([false, false, false, false, false]);
  });
});
