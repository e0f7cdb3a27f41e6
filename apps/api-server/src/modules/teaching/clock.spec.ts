import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingPaths } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { ClockMessages } from './clock-routes';
import { SeedLesson } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let student: Caller;

beforeAll(async () => {
  server = await testServer();
  student = await signIn(server.app, 'student01');
});
afterAll(() => server.close());

describe('sign-in', () => {
  it('starts unsigned, then each save adds a clock (更新打卡)', async () => {
    const before = await student.get(teachingPaths.clockInfo, { planDetailId: SeedLesson.IN_PROGRESS });
    expect(before.body.data).toEqual({ clockList: [], clockTime: null });
    const first = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS });
    expect(first.body.code).toBe(200);
    expect(first.body.data.clockList).toHaveLength(1);
    await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS });
    const after = (await student.get(teachingPaths.clockInfo, { planDetailId: SeedLesson.IN_PROGRESS })).body.data;
    expect(after.clockList).toHaveLength(2);
    expect(after.clockTime).toBe(after.clockList[1].clockTime);
    expect((await student.get(`${teachingPaths.lessonDetail}/${SeedLesson.IN_PROGRESS}`)).body.data.clockStatus).toBe(1);
  });

  it('is allowed after the lesson is over but not before it starts', async () => {
    expect((await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.OVER })).body.code).toBe(200);
    const early = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.NOT_STARTED });
    expect(early.body).toMatchObject({ code: 500, msg: ClockMessages.notStarted });
    expect((await student.get(teachingPaths.clockInfo, { planDetailId: SeedLesson.NOT_STARTED })).body.data.clockList).toEqual([]);
  });

  it('is refused when attendance is off for the lesson', async () => {
    const res = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.NO_ATTENDANCE });
    expect(res.body).toMatchObject({ code: 500, msg: ClockMessages.attendanceOff });
  });

  it('is for students of the lesson only', async () => {
    const teacher = await signIn(server.app, 'teacher01');
    expect((await teacher.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS })).status).toBe(403);
    const otherClass = await signIn(server.app, 'student21');
    expect((await otherClass.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS })).status).toBe(403);
  });
});
