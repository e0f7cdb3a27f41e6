import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPOSITION_CAP,
  CompositionType,
  FREE_QUESTION_COUNT,
  PAPER_PAGE_SIZE,
  QuestionType,
  questionBankBasePaths as base,
  questionBankPaths as paths,
  type PaperRecord,
  type StudyPaperDetail,
} from '@medteach/contract';
import { leafByName, qbServer, wrongLetter, type QbServer } from './test-support';

const ORAL = 2;
const CLINICAL = 1;

describe('intelligent composition and composed papers', () => {
  let s: QbServer;
  beforeAll(async () => {
    s = await qbServer();
  });
  afterAll(() => s.close());

  const count = async (who: 'a' | 'b' | 'teacher', query: Record<string, string | number>) => {
    const res = await s.get(who, paths.paperQuestionNum, query);
    expect(res.body.code).toBe(200);
    return res.body.data as number;
  };
  const create = (who: 'a' | 'b', body: object) => s.post(who, paths.paperAdd, body);

  it('counts matching questions by bank, chapters and types, honouring the topic lock', async () => {
    const all = await count('a', { majorType: ORAL, studyBankId: 3 });
    const teacherAll = await count('teacher', { majorType: ORAL, studyBankId: 3 });
    const caries = await leafByName(s, '龋病');
    const answerable = caries.questions.filter((q) => q.answerable);
    const openCaries = answerable.filter((q) => q.seq <= FREE_QUESTION_COUNT).length;
    expect(teacherAll).toBeGreaterThan(all); // locked questions are not drawable by a student without the skill
    expect(await count('a', { majorType: ORAL, categoryIds: JSON.stringify([caries.id]) })).toBe(openCaries);
    expect(await count('teacher', { majorType: ORAL, categoryIds: String(caries.id) })).toBe(answerable.length);
    // A first-level category expands to its chapters; RuoYi-style `name[0]=` arrays are understood.
    const parentCount = await count('teacher', { majorType: ORAL, [`categoryIds[0]`]: caries.parent_id });
    expect(parentCount).toBeGreaterThan(answerable.length);
    const x = answerable.filter((q) => q.type === QuestionType.X).length;
    expect(await count('teacher', { majorType: ORAL, categoryIds: String(caries.id), questionTypes: String(QuestionType.X) })).toBe(x);
  });

  it('counts undone, wrong and favourite questions per user', async () => {
    const leaf = await leafByName(s, '牙周病');
    const [q1, q2, q3] = leaf.questions.filter((q) => q.answerable && q.type === QuestionType.A1);
    const scope = { majorType: ORAL, categoryIds: String(leaf.id) };
    const total = await count('a', scope);
    await s.post('a', paths.answerAdd, { questionId: q1.id, result: wrongLetter(q1.correct), majorType: ORAL });
    await s.post('a', paths.answerAdd, { questionId: q2.id, result: q2.correct, majorType: ORAL });
    await s.post('a', paths.resourceAdd, { questionId: q3.id, isFavorite: 1, type: 0, majorType: ORAL });
    expect(await count('a', { ...scope, type: CompositionType.UNDONE })).toBe(total - 2);
    expect(await count('a', { ...scope, type: CompositionType.WRONG })).toBe(1);
    expect(await count('a', { ...scope, type: CompositionType.FAVORITE })).toBe(1);
    expect(await count('b', { ...scope, type: CompositionType.WRONG })).toBe(0);
  });

  it('draws a paper honouring every filter, caps the size at 200 and returns the new paper id', async () => {
    const leaf = await leafByName(s, '牙周病');
    const tooMany = await create('a', { majorType: ORAL, num: COMPOSITION_CAP + 1, title: '超量' });
    expect(tooMany.body).toEqual({ code: 400, msg: `题目数量不能超过${COMPOSITION_CAP}道` });

    const res = await create('a', { majorType: ORAL, categoryIds: [leaf.id], questionTypes: [QuestionType.A1, QuestionType.JUDGE], num: 3, title: '牙周练习' });
    expect(res.body.code).toBe(200);
    const paperId = res.body.data as number;
    const paper = (await s.get('a', `${paths.paperById}/${paperId}`)).body.data as StudyPaperDetail;
    expect(paper).toMatchObject({ studyPaperId: paperId, title: '牙周练习', questionNum: 3, answerNum: 0 });
    expect(paper.questionList.every((q) => q.categoryId === leaf.id && [QuestionType.A1, QuestionType.JUDGE].includes(q.type as 0 | 6))).toBe(true);

    // Asking for more than match gives what matches; the whole oral bank as a teacher stays under the cap.
    const big = await s.post('teacher', base.paperAdd, { majorType: ORAL, num: COMPOSITION_CAP });
    const bigPaper = (await s.get('teacher', `${base.paperById}/${big.body.data}`)).body.data as StudyPaperDetail;
    expect(bigPaper.questionNum).toBe(await count('teacher', { majorType: ORAL }));
    expect(new Set(bigPaper.questionList.map((q) => q.id)).size).toBe(bigPaper.questionNum);

    const nothing = await create('b', { majorType: ORAL, type: CompositionType.WRONG, num: 5 });
    expect(nothing.body.code).toBe(400);
  });

  it('answers inside a paper idempotently and reports the paper answer sheet', async () => {
    const paperId = (await create('b', { majorType: CLINICAL, studyBankId: 2, num: 4, title: '急诊小测' })).body.data as number;
    const paper = (await s.get('b', `${paths.paperById}/${paperId}`)).body.data as StudyPaperDetail;
    const [first, second] = paper.questionList;
    const answer = (questionId: number, result: string) => s.post('b', paths.paperAnswerAdd, { questionId, studyPaperId: paperId, result, majorType: CLINICAL });
    const rightAnswer = first.correct || '参考';
    await answer(first.id, rightAnswer);
    await answer(first.id, rightAnswer);
    const page = (await s.get('b', paths.paperPage, { pageNum: 1, pageSize: PAPER_PAGE_SIZE, studyBankId: 2, majorType: CLINICAL })).body;
    expect(page.rows[0]).toMatchObject({ studyPaperId: paperId, answerNum: 1, questionNum: 4 });

    const outsider = (await leafByName(s, '医学伦理与法规')).questions.find((q) => !paper.questionList.some((p) => p.id === q.id))!;
    expect((await answer(outsider.id, 'A')).body).toEqual({ code: 400, msg: '题目不属于该试卷' });
    const sheet = (await s.get('b', `${paths.paperAnswerSheet}/${paperId}`)).body.data;
    expect(sheet).toMatchObject({ paperName: '急诊小测', finishCount: 1 });
    expect(sheet.questionList.map((q: { questionId: number }) => q.questionId)).toEqual(paper.questionList.map((q) => q.id));
    expect(sheet.questionList[1]).toEqual({ questionId: second.id, isRight: null });
    // A narrowed fetch (questionIds comma-joined) shows the stored answer.
    const one = (await s.get('b', `${base.paperById}/${paperId}`, { questionIds: String(first.id) })).body.data as StudyPaperDetail;
    expect(one.questionList).toHaveLength(1);
    expect(one.questionList[0].result).not.toBe('');
  });

  it('pages records 15 at a time, newest first, for their owner only', async () => {
    for (let i = 0; i < PAPER_PAGE_SIZE + 2; i++) await create('a', { majorType: CLINICAL, studyBankId: 2, num: 1, title: `第${i + 1}套` });
    const page1 = (await s.get('a', paths.paperPage, { pageNum: 1, majorType: CLINICAL })).body;
    const page2 = (await s.get('a', base.paperPage, { pageNum: 2, pageSize: PAPER_PAGE_SIZE, majorType: CLINICAL })).body;
    expect(page1.total).toBe(PAPER_PAGE_SIZE + 2);
    expect(page1.rows).toHaveLength(PAPER_PAGE_SIZE);
    expect(page1.rows[0].title).toBe(`第${PAPER_PAGE_SIZE + 2}套`);
    expect(page2.rows).toHaveLength(2);
    expect((await s.get('b', paths.paperPage, { majorType: CLINICAL })).body.rows.every((r: PaperRecord) => !r.title.startsWith('第'))).toBe(true);
  });

  it('deletes own papers by idList and refuses another student’s paper without deleting anything', async () => {
    const minePage = (await s.get('a', paths.paperPage, { pageNum: 1, majorType: CLINICAL })).body;
    const mine = minePage.rows as PaperRecord[];
    const theirs = (await s.get('b', paths.paperPage, { pageNum: 1, majorType: CLINICAL })).body.rows as PaperRecord[];
    const [own1, own2] = mine.map((r) => r.studyPaperId);
    const foreign = theirs[0].studyPaperId;

    expect((await s.get('a', `${paths.paperById}/${foreign}`)).status).toBe(404);
    expect((await s.post('a', paths.paperAnswerAdd, { questionId: 1, studyPaperId: foreign, result: 'A', majorType: CLINICAL })).status).toBe(404);
    const refused = await s.del('a', `${base.paperDelete}?idList=${own1},${foreign}`);
    expect(refused.status).toBe(403);
    expect((await s.get('b', `${paths.paperById}/${foreign}`)).body.code).toBe(200);
    expect((await s.get('a', `${paths.paperById}/${own1}`)).body.code).toBe(200);

    expect((await s.del('a', `${base.paperDelete}?idList=${own1},${own2}`)).body).toMatchObject({ code: 200, data: 2 });
    expect((await s.get('a', `${paths.paperById}/${own1}`)).status).toBe(404);
    expect((await s.get('a', paths.paperPage, { majorType: CLINICAL })).body.total).toBe(minePage.total - 2);
    expect((await s.del('a', `${base.paperDelete}?idList=`)).body.code).toBe(400);
  });
});
