import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGEST_MAX_LENGTH, TeachingMessages, teachingPaths } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SeedLesson } from './seed';
import { SUGGEST_EXISTS } from './suggest-routes';

let server: Awaited<ReturnType<typeof testServer>>;
let student: Caller;
const planDetailId = SeedLesson.OVER;

beforeAll(async () => {
  server = await testServer();
  student = await signIn(server.app, 'student01');
});
afterAll(() => server.close());

describe('suggestions', () => {
  it('requires text of at most 200 characters', async () => {
    expect((await student.post(teachingPaths.suggestSave, { planDetailId, suggest: '   ' })).body).toMatchObject({ code: 400, msg: TeachingMessages.suggestEmpty });
    expect((await student.post(teachingPaths.suggestSave, { planDetailId })).body.msg).toBe(TeachingMessages.suggestEmpty);
    const tooLong = await student.post(teachingPaths.suggestSave, { planDetailId, suggest: '好'.repeat(SUGGEST_MAX_LENGTH + 1) });
    expect(tooLong.body).toMatchObject({ code: 400, msg: TeachingMessages.suggestTooLong });
  });

  it('saves one suggestion per student and lesson, visible in the lesson detail', async () => {
    const text = '好'.repeat(SUGGEST_MAX_LENGTH);
    expect((await student.post(teachingPaths.suggestSave, { planDetailId, suggest: text })).body.code).toBe(200);
    expect((await student.post(teachingPaths.suggestSave, { planDetailId, suggest: '再来一次' })).body).toMatchObject({ code: 500, msg: SUGGEST_EXISTS });
    expect((await student.get(`${teachingPaths.lessonDetail}/${planDetailId}`)).body.data.suggest).toBe(text);
  });

  it('lists all of the lesson for the teacher and only their own for a student', async () => {
    const teacher = await signIn(server.app, 'teacher01');
    const all = (await teacher.get(teachingPaths.suggestList, { planDetailId })).body;
    expect(all.rows.map((r: { userId: number }) => r.userId).sort()).toEqual([101, 102, 103]);
    expect(all.rows.find((r: { userId: number }) => r.userId === 102)).toMatchObject({ realName: '王芳', className: '临床医学2024级1班' });
    expect((await teacher.get(teachingPaths.suggestList, { planDetailId, keywords: '李娜' })).body.rows.map((r: { userId: number }) => r.userId)).toEqual([103]);
    const own = (await student.get(teachingPaths.suggestList, { planDetailId })).body;
    expect(own.rows.map((r: { userId: number }) => r.userId)).toEqual([101]);
  });

  it('is written by students only', async () => {
    const teacher = await signIn(server.app, 'teacher01');
    expect((await teacher.post(teachingPaths.suggestSave, { planDetailId, suggest: '老师的建议' })).status).toBe(403);
  });
});
