import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeStatus, teachingPaths } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SeedLesson, SeedPaper, SeedRating } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let teacher: Caller;
const lesson = async (caller: Caller, id: number) => (await caller.get(`${teachingPaths.lessonDetail}/${id}`)).body.data;

beforeAll(async () => {
  server = await testServer();
  teacher = await signIn(server.app, 'teacher01');
});
afterAll(() => server.close());

describe('lesson detail', () => {
  it('computes timeStatus from the teaching start and end against now', async () => {
    expect((await lesson(teacher, SeedLesson.IN_PROGRESS)).timeStatus).toBe(TimeStatus.IN_PROGRESS);
    expect((await lesson(teacher, SeedLesson.OVER)).timeStatus).toBe(TimeStatus.OVER);
    expect((await lesson(teacher, SeedLesson.NOT_STARTED)).timeStatus).toBe(TimeStatus.NOT_STARTED);
  });

  it('gives a lesson its period\'s class time (第N节), whatever its sign-in window', async () => {
    expect(await lesson(teacher, SeedLesson.IN_PROGRESS)).toMatchObject({ periodNum: 1, periodStartTime: '08:00:00', periodEndTime: '09:40:00' });
    expect(await lesson(teacher, SeedLesson.OTHER_TEACHER)).toMatchObject({ periodNum: 3, periodStartTime: '14:00:00', periodEndTime: '15:40:00' });
  });

  it('gives the teacher every field with completion counts over the 20 students of classes 1 and 2', async () => {
    const d = await lesson(teacher, SeedLesson.IN_PROGRESS);
    expect(d).toMatchObject({ planName: '诊断学', teacherName: '王建国', listenNumber: 20, attendanceStatus: 1, majorName: '临床医学', textbook: '《诊断学》（第9版）人民卫生出版社' });
    expect(d.classNames).toBe('临床医学2024级1班,临床医学2024级2班');
    expect(d.paperList).toEqual([
      expect.objectContaining({ paperId: SeedPaper.DIAGNOSTICS, name: '诊断学随堂测试', paperFinishCount: 2, paperTotalCount: 20 }),
      expect.objectContaining({ paperId: SeedPaper.HISTORY_TAKING, paperFinishCount: 0, paperTotalCount: 20 }),
    ]);
    expect(d.ratingCriteriaList.map((r: { ratingCriteriaId: number; finishCount: number }) => [r.ratingCriteriaId, r.finishCount])).toEqual([
      [SeedRating.PRACTICE, 1],
      [SeedRating.CLASSROOM, 0],
    ]);
    expect(d.homeworkList[0]).toMatchObject({ finishCount: 2, totalCount: 20 });
    expect(d.homeworkAttachList[0].fileName).toBe('病史采集报告模板.pdf');
    expect(d.materialList[0].fileUrl).toMatch(/^\/file\/teaching\/.+\.pdf$/);
  });

  it('serves the material as a real PDF from the file host', async () => {
    const d = await lesson(teacher, SeedLesson.IN_PROGRESS);
    const res = await server.app.inject({ method: 'GET', url: d.materialList[0].fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(res.rawPayload.toString()).toContain('%%EOF');
  });

  it("reports a student's own states", async () => {
    const wang = await lesson(await signIn(server.app, 'student02'), SeedLesson.IN_PROGRESS);
    expect(wang).toMatchObject({ clockStatus: 1, homeworkStatus: 1, paperStatus: 0, ratingCriteriaStatus: 0, suggest: '' });
    expect(wang.paperList.map((p: { paperStatus: number }) => p.paperStatus)).toEqual([1, 0]);
    const fresh = await lesson(await signIn(server.app, 'student01'), SeedLesson.OVER);
    expect(fresh).toMatchObject({ clockStatus: 0, homeworkStatus: 0, paperStatus: 0, ratingCriteriaStatus: 0, suggest: '' });
    const rated = await lesson(await signIn(server.app, 'student03'), SeedLesson.OVER);
    expect(rated).toMatchObject({ ratingCriteriaStatus: 1, suggest: '课件内容丰富，建议课后提供更多病例资料。' });
  });

  it('refuses a student outside the classes of the plan and answers 404 for an unknown lesson', async () => {
    const other = await signIn(server.app, 'student21');
    expect((await other.get(`${teachingPaths.lessonDetail}/${SeedLesson.IN_PROGRESS}`)).status).toBe(403);
    expect((await teacher.get(`${teachingPaths.lessonDetail}/99999`)).status).toBe(404);
  });
});
