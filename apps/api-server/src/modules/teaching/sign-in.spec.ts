import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ClockStatus,
  SIGN_IN_CODE_GRACE_STEPS,
  SIGN_IN_CODE_PERIOD_MS,
  SIGN_IN_OPENS_BEFORE_MINUTES,
  SignInMessages,
  signInPaths,
  teachingLessonAdminPaths,
  teachingPaths,
  type PlanStudent,
  type SignInSession,
} from '@medteach/contract';
import { sqlAll } from '../../../test/support/raw-sql';
import { loginAs, signIn, testServer, type Caller } from '../../test-helpers';
import { codeAt, codeStep, isCurrentCode, newSessionSecret } from './sign-in-codes';
import { MAX_WRONG_CODES, TOO_MANY_WRONG_CODES } from './sign-in-rules';
import { SEED_TEACHER_01, SeedLesson } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let teacher: Caller;

beforeAll(async () => {
  server = await testServer();
  teacher = await signIn(server.app, 'teacher01');
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

/** Only Date is faked: the server, its tokens and the codes read the clock through it. */
const freezeAt = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

const start = async (planDetailId: number, as = teacher) => (await as.post(signInPaths.start, { planDetailId })).body;
const currentCode = async (planDetailId: number) => ((await teacher.get(signInPaths.session, { planDetailId })).body.data as SignInSession).code!;
const attendance = async (planDetailId: number) => {
  const rows = (await teacher.get(teachingPaths.listStudent, { planDetailId })).body.rows as PlanStudent[];
  return new Map(rows.map((r) => [r.userName, r.clockStatus]));
};
/** Another 6-digit code than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** A time in the middle of a code period, so "one period later" is unambiguous. */
const midPeriod = (ms: number) => Math.floor(ms / SIGN_IN_CODE_PERIOD_MS) * SIGN_IN_CODE_PERIOD_MS + SIGN_IN_CODE_PERIOD_MS / 2;

describe('sign-in codes', () => {
  it('are 6 digits per time step, from the secret, and taken for the grace period only', () => {
    const secret = newSessionSecret();
    const t = midPeriod(Date.now());
    const code = codeAt(secret, codeStep(t));
    expect(code).toMatch(/^\d{6}$/);
    expect(codeAt(secret, codeStep(t))).toBe(code);
    expect(codeAt(newSessionSecret(), codeStep(t))).not.toBe(code);
    expect(codeAt(secret, codeStep(t) + 1)).not.toBe(code);
    expect(isCurrentCode(secret, code, t)).toBe(true);
    expect(isCurrentCode(secret, code, t + SIGN_IN_CODE_PERIOD_MS * SIGN_IN_CODE_GRACE_STEPS)).toBe(true);
    expect(isCurrentCode(secret, code, t + SIGN_IN_CODE_PERIOD_MS * (SIGN_IN_CODE_GRACE_STEPS + 1))).toBe(false);
    expect(isCurrentCode(secret, otherCode(code), t)).toBe(false);
  });
});

describe('sign-in session', () => {
  it('the teacher starts it and sees a code that rotates; students need a current one', async () => {
    freezeAt(midPeriod(Date.now()));
    const student = await signIn(server.app, 'student01');
    const started = (await start(SeedLesson.IN_PROGRESS)).data as SignInSession;
    expect(started).toMatchObject({ active: true, inWindow: true, periodMs: SIGN_IN_CODE_PERIOD_MS });
    expect(started.code).toMatch(/^\d{6}$/);
    expect((await student.get(signInPaths.state, { planDetailId: SeedLesson.IN_PROGRESS })).body.data).toEqual({ codeRequired: true, closed: false, inWindow: true });

    const noCode = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS });
    expect(noCode.body).toMatchObject({ code: 500, msg: SignInMessages.codeWrong });
    const wrong = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS, code: otherCode(started.code!) });
    expect(wrong.body).toMatchObject({ code: 500, msg: SignInMessages.codeWrong });
    const garbage = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS, code: '12ab' });
    expect(garbage.body).toMatchObject({ code: 400, msg: SignInMessages.codeFormat });
    expect((await student.get(teachingPaths.clockInfo, { planDetailId: SeedLesson.IN_PROGRESS })).body.data.clockList).toEqual([]);

    // One period later the code has changed, and the previous one is still taken (grace).
    advance(SIGN_IN_CODE_PERIOD_MS);
    const next = await currentCode(SeedLesson.IN_PROGRESS);
    expect(next).not.toBe(started.code);
    const late = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS, code: started.code });
    expect(late.body.code).toBe(200);
    expect(late.body.data.clockList).toHaveLength(1);
    expect((await attendance(SeedLesson.IN_PROGRESS)).get('student01')).toBe(ClockStatus.PRESENT);

    // Past the grace period the old code is expired.
    advance(SIGN_IN_CODE_PERIOD_MS * SIGN_IN_CODE_GRACE_STEPS);
    const expired = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.IN_PROGRESS, code: started.code });
    expect(expired.body).toMatchObject({ code: 500, msg: SignInMessages.codeWrong });
    expect((await student.get(teachingPaths.clockInfo, { planDetailId: SeedLesson.IN_PROGRESS })).body.data.clockList).toHaveLength(1);

    const method = await sqlAll<{ clock_method: string }>(server.ctx.db, 'SELECT clock_method FROM teaching_clock WHERE plan_detail_id = ? AND user_id = 101', SeedLesson.IN_PROGRESS);
    expect(method.map((r) => r.clock_method)).toEqual(['code']);
  });

  it('starting twice keeps the one session; once stopped, students can no longer sign themselves', async () => {
    const first = (await start(SeedLesson.SAME_SLOT)).data as SignInSession;
    const again = (await start(SeedLesson.SAME_SLOT)).data as SignInSession;
    expect(again.startTime).toBe(first.startTime);
    const sessions = await sqlAll(server.ctx.db, 'SELECT session_id FROM teaching_sign_in_session WHERE plan_detail_id = ?', SeedLesson.SAME_SLOT);
    expect(sessions).toHaveLength(1);

    const stopped = (await teacher.post(signInPaths.stop, { planDetailId: SeedLesson.SAME_SLOT })).body.data as SignInSession;
    expect(stopped).toMatchObject({ active: false, code: null });
    expect(stopped.stopTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const student = await signIn(server.app, 'student02');
    expect((await student.get(signInPaths.state, { planDetailId: SeedLesson.SAME_SLOT })).body.data).toMatchObject({ codeRequired: false, closed: true });
    const res = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.SAME_SLOT, code: first.code });
    expect(res.body).toMatchObject({ code: 500, msg: SignInMessages.closed });
  });

  it('is refused outside the lesson window, and takes codes from a few minutes before the start', async () => {
    expect(await start(SeedLesson.OVER)).toMatchObject({ code: 500, msg: SignInMessages.outOfWindow });
    expect(await start(SeedLesson.NOT_STARTED)).toMatchObject({ code: 500, msg: SignInMessages.outOfWindow });

    const [lesson] = await sqlAll<{ t: string }>(server.ctx.db, 'SELECT teaching_start_time AS t FROM teaching_plan_detail WHERE plan_detail_id = ?', SeedLesson.NOT_STARTED);
    const startMs = new Date(lesson.t.replace(' ', 'T')).getTime();
    freezeAt(startMs - (SIGN_IN_OPENS_BEFORE_MINUTES - 5) * 60_000);
    const earlyTeacher = await signIn(server.app, 'teacher01');
    const student = await signIn(server.app, 'student03');
    const session = (await start(SeedLesson.NOT_STARTED, earlyTeacher)).data as SignInSession;
    expect(session.active).toBe(true);
    expect((await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.NOT_STARTED, code: session.code })).body.code).toBe(200);

    // The whole day later the session still runs, but the window is over: no code is shown, none is taken.
    advance(24 * 60 * 60_000);
    const lateTeacher = await signIn(server.app, 'teacher01');
    const lateStudent = await signIn(server.app, 'student04');
    const late = (await lateTeacher.get(signInPaths.session, { planDetailId: SeedLesson.NOT_STARTED })).body.data as SignInSession;
    expect(late).toMatchObject({ active: true, inWindow: false, code: null });
    const res = await lateStudent.post(teachingPaths.clockSave, { planDetailId: SeedLesson.NOT_STARTED, code: session.code });
    expect(res.body).toMatchObject({ code: 500, msg: SignInMessages.outOfWindow });
  });

  it('is the lesson teacher\'s (or an admin\'s): others are refused', async () => {
    const student = await signIn(server.app, 'student05');
    expect((await student.post(signInPaths.start, { planDetailId: SeedLesson.OTHER_TEACHER })).status).toBe(403);
    expect((await student.get(signInPaths.session, { planDetailId: SeedLesson.IN_PROGRESS })).status).toBe(403);
    expect((await teacher.post(signInPaths.start, { planDetailId: SeedLesson.OTHER_TEACHER })).status).toBe(403);
    expect((await teacher.get(signInPaths.session, { planDetailId: SeedLesson.OTHER_TEACHER })).status).toBe(403);
    expect((await teacher.post(signInPaths.mark, { planDetailId: SeedLesson.OTHER_TEACHER, userId: 105, status: 'excused' })).status).toBe(403);
    const admin = await signIn(server.app, 'admin');
    expect((await start(SeedLesson.OTHER_TEACHER, admin)).data.active).toBe(true);
    expect(await start(SeedLesson.NO_ATTENDANCE)).toMatchObject({ code: 500 });
  });

  it('too many wrong codes make the student wait', async () => {
    const student = await signIn(server.app, 'student06');
    const code = (await start(SeedLesson.OTHER_TEACHER, await signIn(server.app, 'admin'))).data.code as string;
    for (let i = 0; i < MAX_WRONG_CODES; i++) await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.OTHER_TEACHER, code: otherCode(code) });
    const res = await student.post(teachingPaths.clockSave, { planDetailId: SeedLesson.OTHER_TEACHER, code });
    expect(res.body).toMatchObject({ code: 500, msg: TOO_MANY_WRONG_CODES });
  });
});

describe('marking by hand', () => {
  it('the teacher marks a student excused (请假) or present; the latest mark counts and is logged', async () => {
    const planDetailId = SeedLesson.IN_PROGRESS;
    expect((await teacher.post(signInPaths.mark, { planDetailId, userId: 107, status: 'excused' })).body.code).toBe(200);
    expect((await attendance(planDetailId)).get('student07')).toBe(ClockStatus.EXCUSED);
    const student = await signIn(server.app, 'student07');
    expect((await student.get(teachingPaths.clockInfo, { planDetailId })).body.data.clockList).toEqual([]);

    expect((await teacher.post(signInPaths.mark, { planDetailId, userId: 107, status: 'present' })).body.code).toBe(200);
    expect((await attendance(planDetailId)).get('student07')).toBe(ClockStatus.PRESENT);
    expect((await student.get(`${teachingPaths.lessonDetail}/${planDetailId}`)).body.data.clockStatus).toBe(1);

    const log = await sqlAll<{ clock_status: string; clock_method: string; marked_by: number; clock_time: string }>(
      server.ctx.db,
      'SELECT clock_status, clock_method, marked_by, clock_time FROM teaching_clock WHERE plan_detail_id = ? AND user_id = 107 ORDER BY clock_id',
      planDetailId,
    );
    expect(log.map((r) => [r.clock_status, r.clock_method, Number(r.marked_by)])).toEqual([
      ['excused', 'teacher', SEED_TEACHER_01],
      ['present', 'teacher', SEED_TEACHER_01],
    ]);
    expect(log[0].clock_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a user outside the lesson and a status it does not know, changing nothing', async () => {
    const before = await attendance(SeedLesson.IN_PROGRESS);
    expect((await teacher.post(signInPaths.mark, { planDetailId: SeedLesson.IN_PROGRESS, userId: 121, status: 'present' })).body).toMatchObject({ code: 500, msg: SignInMessages.notStudent });
    expect((await teacher.post(signInPaths.mark, { planDetailId: SeedLesson.IN_PROGRESS, userId: 108, status: 'late' })).body.code).toBe(400);
    expect(await attendance(SeedLesson.IN_PROGRESS)).toEqual(before);
  });
});

describe('a lesson whose sign-in was started but never used', () => {
  it('is deleted in the console with its sessions (they are no student record)', async () => {
    const admin = await signIn(server.app, 'admin');
    const planDetailId = SeedLesson.OTHER_TEACHER;
    expect((await start(planDetailId, admin)).data.active).toBe(true);
    expect(await sqlAll(server.ctx.db, 'SELECT 1 FROM teaching_clock WHERE plan_detail_id = ?', planDetailId)).toEqual([]);
    const res = await server.app.inject({ method: 'DELETE', url: `/api${teachingLessonAdminPaths.planDetail}/${planDetailId}`, headers: await loginAs(server.app, 'admin') });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await sqlAll(server.ctx.db, 'SELECT 1 FROM teaching_sign_in_session WHERE plan_detail_id = ?', planDetailId)).toEqual([]);
  });
});
