import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_QUESTION_COUNT,
  NOTE_MAX_LENGTH,
  NOTE_TOO_LONG_MSG,
  QuestionListType,
  questionBankBasePaths as base,
  questionBankPaths as paths,
  type BankQuestion,
  type CategoryTreeNode,
} from '@medteach/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/tables';
import { STUDENT_A, leafByName, qbServer, wrongLetter, type QbServer } from './test-support';

const CLINICAL = 1;
const LOCKED_LEAF = '呼吸系统疾病'; // 内科学: skill 1, demo
const FREE_LEAF = '新生儿与儿童保健'; // 儿科学: free

type QuestionQuery = SelectQueryBuilder<DB & { q: DB['qb_question']; c: DB['qb_category'] }, 'q' | 'c', { id: number; correct: string }>;

describe('question bank practice', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer();
  });
  afterAll(() => s.close());

  const tree = async (who: 'a' | 'b' | 'teacher' = 'a') => {
    const res = await s.get(who, paths.categoryTree, { majorType: CLINICAL, type: 50 });
    expect(res.body.code).toBe(200);
    return res.body.data[0].children as CategoryTreeNode[];
  };
  /** The first question (by id) that a condition on `q` (question) and `c` (its category) picks. */
  const questionWhere = (narrow: (query: QuestionQuery) => QuestionQuery) =>
    narrow(s.ctx.db.selectFrom('qb_question as q').innerJoin('qb_category as c', 'c.id', 'q.category_id').select(['q.id', 'q.correct']))
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
  const recordCount = async () => (await s.ctx.db.selectFrom('qb_question_record').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const leafNode = (nodes: CategoryTreeNode[], label: string) => nodes.flatMap((n) => n.children).find((c) => c.label === label)!;
  const topicQuestions = async (who: 'a' | 'b' | 'teacher', categoryId: number) =>
    (await s.post(who, paths.getQuestions, { categoryIds: [categoryId], type: QuestionListType.TOPIC, majorType: CLINICAL })).body.data as BankQuestion[];

  it('returns the tree with totals, lock and demo flags per node', async () => {
    const nodes = await tree();
    const internal = nodes.find((n) => n.label === '内科学')!;
    const pediatrics = nodes.find((n) => n.label === '儿科学')!;
    const leafIds = internal.children.map((c) => c.id);
    const answerable = await s.ctx.db.selectFrom('qb_question').select('id').where('category_id', 'in', leafIds).where('answerable', '=', 1).execute();
    expect(internal).toMatchObject({ isUnlock: false, isDemo: true, productInfoId: 1, skillId: 1, studyNum: 0 });
    expect(internal.totalNum).toBe(answerable.length);
    expect(pediatrics).toMatchObject({ isUnlock: true, isDemo: false, productInfoId: null });
    expect(internal.children[0]).toMatchObject({ label: LOCKED_LEAF, pid: internal.id, isUnlock: false });
    // Teachers count as unlocked (spec §6).
    expect((await tree('teacher')).find((n) => n.label === '内科学')!.isUnlock).toBe(true);
  });

  it('records an answer, grades it on the server, and moves the studied count once even when retried', async () => {
    const leaf = await leafByName(s, FREE_LEAF);
    const q = leaf.questions.find((x) => x.answerable && x.type === 0)!;
    const body = { questionId: q.id, studyBankId: 1, result: q.correct, categoryId: leaf.id, majorType: CLINICAL };
    const first = await s.post('a', paths.answerAdd, body);
    expect(first.body).toMatchObject({ code: 200, data: { questionId: q.id, isRight: 1 } });
    await s.post('a', base.answerAdd, body); // retry through the other family
    expect(leafNode(await tree(), FREE_LEAF).studyNum).toBe(1);
    expect(leafNode(await tree('b'), FREE_LEAF).studyNum).toBe(0);

    const list = await topicQuestions('a', leaf.id);
    const shown = list.find((x) => x.id === q.id)!;
    expect(shown).toMatchObject({ result: q.correct, isRight: 1, locked: false });
    expect(shown.selectList.find((o) => o.type === q.correct)!.selected).toBe(1);
  });

  it('grades multi-choice regardless of order and fill-in blanks one by one', async () => {
    const xq = await questionWhere((db) => db.where('q.type', '=', 5).where('q.correct', 'like', 'A,B,C%'));
    const reversed = xq.correct.split(',').reverse().join(',');
    expect((await s.post('b', paths.answerAdd, { questionId: xq.id, result: reversed, majorType: CLINICAL })).body.data.isRight).toBe(1);
    const fq = await questionWhere((db) => db.where('q.type', '=', 7).where('q.correct', 'like', '%[$]%').where('c.skill_id', 'is', null));
    const [first] = fq.correct.split('[$]');
    expect((await s.post('b', paths.answerAdd, { questionId: fq.id, result: `${first}[$]错`, majorType: CLINICAL })).body.data.isRight).toBe(0);
    expect((await s.post('b', paths.answerAdd, { questionId: fq.id, result: '只有一空', majorType: CLINICAL })).body).toMatchObject({ code: 400, msg: '填空数量不正确' });
  });

  it('marks fill-in blanks like the answering screen: normalised, and any answer a blank lists is right', async () => {
    // 急诊医学 (free): 格拉斯哥昏迷评分 … ＿＿ 和运动反应 … 最低 ＿＿ 分, key 语言反应[|]言语反应[$]3.
    const fq = await questionWhere((db) => db.where('q.type', '=', 7).where('q.content', 'like', '格拉斯哥%'));
    expect(fq.correct).toBe('语言反应[|]言语反应[$]3');
    // As the teacher: the students' records of this leaf are counted by the wrong-answer test below.
    const answer = (result: string) => s.post('teacher', paths.answerAdd, { questionId: fq.id, result, majorType: CLINICAL });
    expect((await answer('运动反应[$]3')).body.data.isRight).toBe(0);
    expect((await answer('言语反应[$]3')).body.data.isRight).toBe(1);
    expect((await answer(' 语言反应。[$]３')).body.data.isRight).toBe(1);
  });

  it('nests A3/A4/B children under their parent with the shared stem', async () => {
    const leaf = await leafByName(s, FREE_LEAF);
    const list = await topicQuestions('a', leaf.id);
    const group = list.find((x) => x.childedList.length > 0)!;
    expect(group.type).toBe(2);
    expect(group.childedList.every((c) => c.type === group.type && c.publicContent === group.content && c.parentId === group.id)).toBe(true);
  });

  it('withholds questions beyond the free five of a locked skill, and refuses answers to them', async () => {
    const leaf = await leafByName(s, LOCKED_LEAF);
    const list = await topicQuestions('a', leaf.id);
    expect(list.length).toBeGreaterThan(FREE_QUESTION_COUNT);
    expect(list.slice(0, FREE_QUESTION_COUNT).every((q) => !q.locked && q.content !== '')).toBe(true);
    const lockedOnes = list.slice(FREE_QUESTION_COUNT);
    expect(lockedOnes.every((q) => q.locked && q.content === '' && q.correct === '' && q.selectList.length === 0 && q.analysis === '')).toBe(true);

    const target = leaf.questions.find((q) => q.seq > FREE_QUESTION_COUNT && q.answerable)!;
    const refused = await s.post('a', paths.answerAdd, { questionId: target.id, result: target.correct.split(',')[0] || 'A', majorType: CLINICAL });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect(await s.ctx.db.selectFrom('qb_question_record').select('user_id').where('question_id', '=', target.id).execute()).toEqual([]);

    // A teacher sees everything; a student who bought skill 1 (commerce table) too.
    expect((await topicQuestions('teacher', leaf.id)).every((q) => !q.locked)).toBe(true);
    // The commerce module owns this table; a paid order inserts a row like this one.
    await s.ctx.db.insertInto('user_skill_unlock').values({ user_id: STUDENT_A, skill_id: 1, create_time: '2025-01-01 00:00:00' }).execute();
    expect((await topicQuestions('a', leaf.id)).every((q) => !q.locked)).toBe(true);
    expect(leafNode(await tree(), LOCKED_LEAF).isUnlock).toBe(true);
    expect((await topicQuestions('b', leaf.id)).some((q) => q.locked)).toBe(true);
  });

  it('toggles a favourite, listing it for its owner only', async () => {
    const q = (await leafByName(s, FREE_LEAF)).questions[0];
    const fav = (isFavorite: 0 | 1) => s.post('a', paths.resourceAdd, { categoryId: 1, questionId: q.id, isFavorite, type: 0, majorType: CLINICAL });
    expect((await fav(1)).body.data).toMatchObject({ questionId: q.id, isFavorite: 1 });
    await fav(1);
    const listA = await s.get('a', paths.resourceList, { type: 0, majorType: CLINICAL });
    expect(listA.body).toMatchObject({ code: 200, total: 1, rows: [{ questionId: q.id, isFavorite: 1 }] });
    expect((await s.get('b', paths.resourceList, { type: 0, majorType: CLINICAL })).body.total).toBe(0);
    const favQuestions = await s.post('a', base.resourceQuestions, { majorType: CLINICAL });
    expect((favQuestions.body.data as BankQuestion[]).map((x) => x.id)).toEqual([q.id]);
    expect((await fav(0)).body.data.isFavorite).toBe(0);
    expect((await s.get('a', paths.resourceList, { type: 0, majorType: CLINICAL })).body.total).toBe(0);
  });

  it('saves and updates a note, lists it, and refuses a note over the maximum', async () => {
    const q = (await leafByName(s, FREE_LEAF)).questions[1];
    const note = (mark: string) => s.post('a', base.resourceAdd, { categoryId: 1, questionId: q.id, mark, type: 1, majorType: CLINICAL });
    await note('先看黄疸出现时间');
    await note('生理性黄疸：2～3天出现，2周内消退');
    const list = await s.get('a', paths.resourceList, { isFavorite: 1, type: 1, majorType: CLINICAL });
    expect(list.body.total).toBe(1);
    expect(list.body.rows[0]).toMatchObject({ questionId: q.id, mark: '生理性黄疸：2～3天出现，2周内消退' });
    expect(list.body.rows[0].content).toContain('黄疸');
    expect((await s.get('a', base.resourceList, { isMark: 1, studyBankId: 1 })).body.total).toBe(1);
    expect((await s.get('a', `${paths.resourceById}/${q.id}`)).body.data).toMatchObject({ mark: '生理性黄疸：2～3天出现，2周内消退', isFavorite: 0 });

    const tooLong = await note('注'.repeat(NOTE_MAX_LENGTH + 1));
    expect(tooLong.body).toEqual({ code: 400, msg: NOTE_TOO_LONG_MSG });
    expect((await note('注'.repeat(NOTE_MAX_LENGTH))).body.code).toBe(200);
    expect((await s.get('b', paths.resourceList, { type: 1, majorType: CLINICAL })).body.total).toBe(0);
  });

  it('lists wrong answers with per-category counts and answer sheets, and drops a question once answered right', async () => {
    const leaf = await leafByName(s, '急诊医学');
    const q = leaf.questions.find((x) => x.type === 0 && x.answerable)!;
    await s.post('b', paths.answerAdd, { questionId: q.id, result: wrongLetter(q.correct), majorType: CLINICAL });

    const wrong = (await s.post('b', base.wrongQuestions, { categoryIds: [leaf.id], majorType: CLINICAL })).body.data as BankQuestion[];
    expect(wrong.map((x) => x.id)).toEqual([q.id]);
    expect(wrong[0]).toMatchObject({ result: '', isRight: null }); // ready to practise again
    const counts = (await s.get('b', base.recordByCategory, { majorType: CLINICAL })).body.data as { categoryId: number }[];
    expect(counts.filter((c) => c.categoryId === leaf.id)).toEqual([expect.objectContaining({ categoryId: leaf.id, categoryName: '急诊医学', parentCategoryName: '急诊与危重症', totalNum: 1 })]);
    expect((await s.get('a', base.recordByCategory, { majorType: CLINICAL })).body.data.some((c: { categoryId: number }) => c.categoryId === leaf.id)).toBe(false);

    const sheet = (await s.post('b', paths.answerSheet, { categoryIds: [leaf.id], majorType: CLINICAL, type: 1 })).body.data;
    expect(sheet).toMatchObject({ finishCount: 1, questionList: [{ questionId: q.id, isRight: 0 }] });
    const topicSheet = (await s.post('b', base.answerSheet, { categoryId: leaf.id, majorType: CLINICAL })).body.data;
    expect(topicSheet.paperName).toBe('急诊医学');
    expect(topicSheet.questionList.length).toBe(leaf.questions.filter((x) => x.answerable).length);
    expect(topicSheet.finishCount).toBe(1);

    await s.post('b', paths.answerAdd, { questionId: q.id, result: q.correct, majorType: CLINICAL });
    expect((await s.post('b', paths.getQuestions, { categoryIds: [leaf.id], type: 1, majorType: CLINICAL })).body.data).toEqual([]);
  });

  it('resets the practice records of a category', async () => {
    const leaf = await leafByName(s, '医学伦理与法规');
    const q = leaf.questions[0];
    await s.post('b', paths.answerAdd, { questionId: q.id, result: q.correct, majorType: CLINICAL });
    expect(leafNode(await tree('b'), '医学伦理与法规').studyNum).toBe(1);
    expect((await s.post('b', base.recordRenew, { categoryId: leaf.id, majorType: CLINICAL })).body.code).toBe(200);
    expect(leafNode(await tree('b'), '医学伦理与法规').studyNum).toBe(0);
  });

  it('reports a study record per bank', async () => {
    const res = await s.get('a', `${paths.studyRecordByBank}/1`);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ studyBankId: 1, studyNum: 1, rightNum: 1 });
    expect(res.body.data.totalNum).toBeGreaterThan(50);
    const banks = (await s.get('a', paths.studyBankList, { majorType: CLINICAL })).body.data;
    expect(banks.map((b: { studyBankName: string }) => b.studyBankName)).toEqual(['临床思维能力题库', '临床综合演练']);
    expect(banks[0].studyBankCategories[0]).toMatchObject({ categoryName: LOCKED_LEAF, parentCategoryName: '内科学' });
    expect((await s.get('a', `${paths.studyBankById}/1/1`)).body.data.studyBankId).toBe(1);
  });

  it('refuses bad input with a Chinese 400 and stores nothing', async () => {
    const before = await recordCount();
    const bad = [
      await s.post('a', paths.answerAdd, { questionId: 'x', result: 'A', majorType: CLINICAL }),
      await s.post('a', paths.answerAdd, { questionId: 1, result: '', majorType: CLINICAL }),
      await s.post('a', paths.answerAdd, { questionId: 1, result: 'Z', majorType: CLINICAL }),
      await s.post('a', paths.answerAdd, { questionId: 1, result: 'A', majorType: 'abc' }),
      await s.post('a', paths.getQuestions, { categoryIds: '[1,"x"]', majorType: CLINICAL }),
      await s.post('a', paths.resourceAdd, { questionId: 1, type: 7, majorType: CLINICAL }),
      await s.get('a', paths.categoryTree, {}),
    ];
    for (const res of bad) {
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await recordCount()).toBe(before);
    expect((await s.app.inject({ method: 'GET', url: `/api${paths.categoryTree}?majorType=1` })).statusCode).toBe(401);
  });
});
