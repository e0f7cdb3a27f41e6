import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeachingMessages, teachingPaths } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { RatingRouteMessages } from './rating-routes';
import { RatingMessages } from './ratings';
import { SeedLesson, SeedRating } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let teacher: Caller;
const lessonId = SeedLesson.IN_PROGRESS;
/** Leaves of 临床实践能力评价表: 仪表着装 2, 沟通能力 3, 无菌观念 5, 操作规范 6, 熟练程度 7, 临床思维 8. */
const fullScores: Record<number, number> = { 2: 9, 3: 8, 5: 18, 6: 17, 7: 20, 8: 15 };
const nodes = (scores: Record<number, number | null>) => Object.entries(scores).map(([id, s]) => ({ id: Number(id), ratingCriteriaScore: s }));
const save = (caller: Caller, userId: number, scores: Record<number, number | null>, path: string = teachingPaths.ratingSave) =>
  caller.post(path, {
    planDetailId: lessonId,
    ratingId: SeedRating.PRACTICE,
    treeNodes: nodes(scores),
    businessDTOS: [{ evaluateObjectId: userId, planDetailId: lessonId, businessId: SeedRating.PRACTICE }],
  });
const detail = (caller: Caller, userId: number) => caller.get(`${teachingPaths.ratingDetail}/${lessonId}/${SeedRating.PRACTICE}/${userId}`);

beforeAll(async () => {
  server = await testServer();
  teacher = await signIn(server.app, 'teacher01');
});
afterAll(() => server.close());

describe('rating scale', () => {
  it('answers the nested tree with each item maximum', async () => {
    const tree = (await teacher.get(`${teachingPaths.ratingTree}/${SeedRating.PRACTICE}`)).body.data.ratingCriteriaDetails;
    expect(tree.map((n: { name: string; score: number; pid: number }) => [n.name, n.score, n.pid])).toEqual([
      ['职业素养', 20, 0],
      ['操作技能', 60, 0],
      ['临床思维', 20, 0],
    ]);
    expect(tree[0].children.map((n: { name: string; score: number }) => [n.name, n.score])).toEqual([
      ['仪表着装', 10],
      ['沟通能力', 10],
    ]);
  });

  it('refuses a save with an unscored leaf (warning) or a score above the maximum, storing nothing', async () => {
    const missing = await save(teacher, 101, { ...fullScores, 7: null });
    expect(missing.body).toMatchObject({ code: 601, msg: TeachingMessages.ratingLeafEmpty });
    const { 8: _dropped, ...withoutLeaf } = fullScores;
    expect((await save(teacher, 101, withoutLeaf)).body.msg).toBe(TeachingMessages.ratingLeafEmpty);
    expect((await save(teacher, 101, { ...fullScores, 2: 11 })).body).toMatchObject({ code: 400, msg: RatingMessages.outOfRange });
    expect((await detail(teacher, 101)).body.data.ratingCriteriaStatus).toBe(0);
  });

  it('saves the sum once, then the rating is read-only with rater and time', async () => {
    expect((await save(teacher, 101, fullScores)).body.code).toBe(200);
    const d = (await detail(teacher, 101)).body.data;
    expect(d).toMatchObject({ ratingCriteriaStatus: 1, score: 87, evaluateName: '王建国' });
    expect(d.evaluateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(d.ratingCriteriaDetails[0]).toMatchObject({ name: '职业素养', ratingCriteriaScore: 17 });
    const again = await save(teacher, 101, { ...fullScores, 2: 1 });
    expect(again.body).toMatchObject({ code: 500, msg: RatingRouteMessages.alreadyRated });
    expect((await detail(teacher, 101)).body.data.score).toBe(87);
  });

  it('saves through the student-list path too', async () => {
    expect((await save(teacher, 105, fullScores, teachingPaths.studentSaveCriteria)).body.code).toBe(200);
    expect((await detail(teacher, 105)).body.data.ratingCriteriaStatus).toBe(1);
  });

  it('lets a student read only their own rating and never save', async () => {
    const student = await signIn(server.app, 'student04');
    expect((await detail(student, 104)).body.data.ratingCriteriaStatus).toBe(1);
    expect((await detail(student, 101)).status).toBe(403);
    expect((await save(student, 106, fullScores)).status).toBe(403);
  });
});
