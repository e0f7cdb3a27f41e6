import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeachingPaperMessages, teachingPaperPaths, teachingPaths, type PlanAnswerSheet, type TeachingPaperAdmin } from '@medteach/contract';
import { loginAs, signIn, testServer, type Caller, type Reply } from '../../test-helpers';
import { SeedLesson, SeedPaper } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let adminHeaders: Record<string, string>;
let teacher: Caller;
let student: Caller;
type BankQuestion = { id: number; type: number; content: string; options: string; correct: string };
let plain: BankQuestion[];
let group: BankQuestion;
let children: BankQuestion[];

beforeAll(async () => {
  server = await testServer();
  adminHeaders = await loginAs(server.app, 'admin');
  [teacher, student] = await Promise.all([signIn(server.app, 'teacher01'), signIn(server.app, 'student01')]);
  const columns = ['id', 'type', 'content', 'options', 'correct'] as const;
  plain = await server.db.selectFrom('qb_question').select(columns).where('parent_id', 'is', null).where('type', 'in', [0, 5]).orderBy('id').limit(2).execute();
  group = await server.db
    .selectFrom('qb_question as q')
    .select(['q.id', 'q.type', 'q.content', 'q.options', 'q.correct'])
    .where('q.parent_id', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('qb_question as c').select('c.id').whereRef('c.parent_id', '=', 'q.id')))
    .orderBy('q.id')
    .executeTakeFirstOrThrow();
  children = await server.db.selectFrom('qb_question').select(columns).where('parent_id', '=', group.id).orderBy('seq').orderBy('id').execute();
});
afterAll(() => server.close());

async function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<Reply> {
  const res = await server.app.inject({ method, url: `/api${path}`, headers: adminHeaders, ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body }) });
  return { status: res.statusCode, body: res.json() };
}
const paperOf = async (id: number) => (await admin('GET', `${teachingPaperPaths.base}/${id}`)).body.data as TeachingPaperAdmin;
const countPapers = async () => Number((await server.db.selectFrom('teaching_paper').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('教学试卷', () => {
  it('builds a paper from 3 bank questions: a group is copied as its children, each with the stem, in order', async () => {
    const before = await countPapers();
    const bad = await admin('POST', teachingPaperPaths.base, { name: '病理测验', questionIds: [plain[0].id, 99999999] });
    expect(bad.body).toMatchObject({ code: 400, msg: TeachingPaperMessages.unknownQuestion });
    const child = await admin('POST', teachingPaperPaths.base, { name: '病理测验', questionIds: [children[0].id] });
    expect(child.body).toMatchObject({ code: 400, msg: TeachingPaperMessages.unknownQuestion });
    expect(await countPapers()).toBe(before);

    const made = await admin('POST', teachingPaperPaths.base, { name: '病理测验', questionIds: [group.id, plain[0].id, plain[1].id] });
    expect(made.body.code).toBe(200);
    const paperId = made.body.data.paperId as number;
    const paper = await paperOf(paperId);
    expect(paper).toMatchObject({ name: '病理测验', questionCount: children.length + 2, recordCount: 0, lessonCount: 0 });
    expect(paper.questions.map((q) => [q.sourceQuestionId, q.childCount])).toEqual([
      [group.id, children.length],
      [plain[0].id, 1],
      [plain[1].id, 1],
    ]);

    const copies = await server.db.selectFrom('teaching_paper_question').selectAll().where('paper_id', '=', paperId).orderBy('sort').execute();
    expect(copies.map((c) => [c.content, c.public_content, c.type, c.correct])).toEqual([
      ...children.map((c) => [c.content, group.content, group.type, c.correct]),
      [plain[0].content, null, plain[0].type, plain[0].correct],
      [plain[1].content, null, plain[1].type, plain[1].correct],
    ]);
    expect(copies.map((c) => c.sort)).toEqual(copies.map((_, i) => i + 1));

    const listed = (await admin('GET', teachingPaperPaths.list, { name: '病理' })).body;
    expect(listed).toMatchObject({ code: 200, total: 1, rows: [{ paperId, name: '病理测验', questionCount: children.length + 2 }] });
    expect((await admin('POST', teachingPaperPaths.base, { name: '病理测验', questionIds: [plain[0].id] })).body).toMatchObject({ code: 500, msg: TeachingPaperMessages.nameTaken('病理测验') });
  });

  it('reorders and removes picks; the teacher’s /courseTopic shows the edit at once', async () => {
    const made = await admin('POST', teachingPaperPaths.base, { name: '随堂小测', questionIds: [plain[0].id, group.id, plain[1].id] });
    const paperId = made.body.data.paperId as number;
    await server.db.insertInto('teaching_plan_detail_paper').values({ plan_detail_id: SeedLesson.IN_PROGRESS, paper_id: paperId }).execute();
    const sheetOf = async () =>
      (await teacher.get(teachingPaths.paperMyAnswerSheet, { planDetailId: SeedLesson.IN_PROGRESS, paperId })).body.data as PlanAnswerSheet;
    expect((await sheetOf()).questionList.map((q) => q.content)).toEqual([plain[0].content, ...children.map((c) => c.content), plain[1].content]);

    // Reordered (plain[1] first) and the group removed.
    expect((await admin('PUT', teachingPaperPaths.base, { paperId, name: '随堂小测（改）', questionIds: [plain[1].id, plain[0].id] })).body.code).toBe(200);
    const sheet = await sheetOf();
    expect(sheet.paperName).toBe('随堂小测（改）');
    expect(sheet.questionList.map((q) => q.content)).toEqual([plain[1].content, plain[0].content]);
    expect((await paperOf(paperId)).lessonCount).toBe(1);

    // A rename alone keeps the copies (their ids too).
    const ids = sheet.questionList.map((q) => q.questionId);
    expect((await admin('PUT', teachingPaperPaths.base, { paperId, name: '随堂小测' })).body.code).toBe(200);
    expect((await sheetOf()).questionList.map((q) => q.questionId)).toEqual(ids);

    // Not answered yet: deleting takes it off the lesson.
    expect((await admin('DELETE', `${teachingPaperPaths.base}/${paperId}`)).body.code).toBe(200);
    expect(await paperOf(paperId)).toBeUndefined();
    expect((await student.get(teachingPaths.paperMyAnswerSheet, { planDetailId: SeedLesson.IN_PROGRESS, paperId })).body.code).toBe(404);
  });

  it('keeps an answered paper: its questions are fixed and deleting it is refused with the count, changing nothing', async () => {
    const records = Number(
      (await server.db.selectFrom('teaching_paper_record').select((eb) => eb.fn.countAll<number>().as('n')).where('paper_id', '=', SeedPaper.DIAGNOSTICS).executeTakeFirstOrThrow()).n,
    );
    expect(records).toBeGreaterThan(0);
    const name = (await paperOf(SeedPaper.DIAGNOSTICS)).name;
    const del = await admin('DELETE', `${teachingPaperPaths.base}/${SeedPaper.DIAGNOSTICS}`);
    expect(del.body).toMatchObject({ code: 500, msg: TeachingPaperMessages.deleteAnswered(name, records) });
    const put = await admin('PUT', teachingPaperPaths.base, { paperId: SeedPaper.DIAGNOSTICS, name, questionIds: [plain[0].id] });
    expect(put.body).toMatchObject({ code: 500, msg: TeachingPaperMessages.answered(records) });
    const paper = await paperOf(SeedPaper.DIAGNOSTICS);
    expect(paper.recordCount).toBe(records);
    // The seed's own questions are not from the bank.
    expect(paper.questions.every((q) => q.sourceQuestionId === null)).toBe(true);
    expect((await admin('DELETE', `${teachingPaperPaths.base}/987654`)).body).toMatchObject({ code: 404, msg: TeachingPaperMessages.paperNotFound });
  });
});
