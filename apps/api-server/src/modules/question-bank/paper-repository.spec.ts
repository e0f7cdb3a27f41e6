import { afterEach, describe, expect, it } from 'vitest';
import { FREE_QUESTION_COUNT } from '@medteach/contract';
import { ENGINES } from '../../db/test-engines';
import { STAFF_ACCESS } from './access';
import { upsertAnswers } from './answer-repository';
import { countCandidates, countOwnPapers, deletePapers, drawCandidates, insertPaper, ownPaperRow, paperHasQuestion, paperPage, paperQuestionIds, paperResults } from './paper-repository';
import { STUDENT_A, STUDENT_B, leafOf, qbEngine, type QbEngine } from './test-engine';

const CLINICAL = 1;
const LOCKED_LEAF = '呼吸系统疾病'; // 内科学: skill 1

describe.each(ENGINES)('paper repository on %s', (engine) => {
  let t: QbEngine;
  afterEach(() => t.dispose());

  const paper = (userId: number, title: string, questionIds: number[], studyBankId: number | null = 1) =>
    insertPaper(t.db, { userId, studyBankId, majorType: CLINICAL, title, createTime: '2026-11-21 10:00:00' }, questionIds);

  it('counts and draws only questions the user may open, at random, at most num', async () => {
    t = await qbEngine(engine);
    const leaf = await leafOf(t.db, LOCKED_LEAF);
    const answerable = leaf.questions.filter((q) => q.answerable === 1);
    const scope = { leafIds: [leaf.id] };
    const student = { all: false, skillIds: [] };
    const open = answerable.filter((q) => q.seq <= FREE_QUESTION_COUNT).map((q) => q.id);
    expect(await countCandidates(t.db, STUDENT_A, student, scope)).toBe(open.length);
    expect(await countCandidates(t.db, STUDENT_A, STAFF_ACCESS, scope)).toBe(answerable.length);
    expect(await countCandidates(t.db, STUDENT_A, { all: false, skillIds: [1] }, scope)).toBe(answerable.length);
    const drawn = await drawCandidates(t.db, STUDENT_A, student, scope, 3);
    expect(drawn).toHaveLength(3);
    expect(drawn.every((q) => open.includes(q.id))).toBe(true);
    expect(await drawCandidates(t.db, STUDENT_A, student, { leafIds: [] }, 3)).toEqual([]);
  });

  it('stores a paper with its questions in order, pages a user’s papers and counts answers', async () => {
    t = await qbEngine(engine);
    const ids = (await leafOf(t.db, LOCKED_LEAF)).questions.filter((q) => q.answerable === 1).map((q) => q.id);
    const first = await paper(STUDENT_A, '一', [ids[2], ids[0], ids[1]]);
    const second = await paper(STUDENT_A, '二', [ids[3]], null);
    await paper(STUDENT_B, '别人的', [ids[0]]);
    expect(second).toBeGreaterThan(first);
    expect(await paperQuestionIds(t.db, first)).toEqual([ids[2], ids[0], ids[1]]);
    expect(await paperHasQuestion(t.db, first, ids[0])).toBe(true);
    expect(await paperHasQuestion(t.db, first, ids[3])).toBe(false);
    await upsertAnswers(t.db, [
      { userId: STUDENT_A, questionId: ids[0], studyPaperId: first, categoryId: 1, studyBankId: 1, majorType: CLINICAL, result: 'A', isRight: 1, answerSeq: 1, updateTime: '2026-11-21 10:00:00' },
    ]);
    expect(await ownPaperRow(t.db, STUDENT_A, first)).toMatchObject({ id: first, title: '一', question_num: 3, answer_num: 1, study_bank_id: 1 });
    expect(await ownPaperRow(t.db, STUDENT_B, first)).toBeUndefined();
    expect(await paperResults(t.db, STUDENT_A, first)).toEqual(new Map([[ids[0], 1]]));
    const page = await paperPage(t.db, STUDENT_A, {}, { limit: 1, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id)).toEqual([second]);
    expect((await paperPage(t.db, STUDENT_A, { studyBankId: 1 }, { limit: 10, offset: 0 })).rows.map((r) => r.id)).toEqual([first]);
    expect((await paperPage(t.db, STUDENT_A, { majorType: 2 }, { limit: 10, offset: 0 })).total).toBe(0);
  });

  it('deletes a user’s papers with their answers, and counts only own papers', async () => {
    t = await qbEngine(engine);
    const ids = (await leafOf(t.db, LOCKED_LEAF)).questions.filter((q) => q.answerable === 1).map((q) => q.id);
    const mine = await paper(STUDENT_A, '一', [ids[0]]);
    const theirs = await paper(STUDENT_B, '别人的', [ids[0]]);
    await upsertAnswers(t.db, [
      { userId: STUDENT_A, questionId: ids[0], studyPaperId: mine, categoryId: 1, studyBankId: 1, majorType: CLINICAL, result: 'A', isRight: 1, answerSeq: 1, updateTime: '2026-11-21 10:00:00' },
    ]);
    expect(await countOwnPapers(t.db, STUDENT_A, [mine, theirs])).toBe(1);
    expect(await countOwnPapers(t.db, STUDENT_A, [])).toBe(0);
    await deletePapers(t.db, STUDENT_A, [mine]);
    expect(await ownPaperRow(t.db, STUDENT_A, mine)).toBeUndefined();
    expect(await paperResults(t.db, STUDENT_A, mine)).toEqual(new Map());
    expect(await ownPaperRow(t.db, STUDENT_B, theirs)).toBeDefined();
  });
});
