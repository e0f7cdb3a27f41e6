import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, coursePaths, type MyCertificate } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SeedCourse } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
const callers: Record<string, Caller> = {};

beforeAll(async () => {
  server = await testServer();
  for (const u of ['student01', 'student03', 'student11', 'student30', 'teacher01', 'admin']) callers[u] = await signIn(server.app, u);
});
afterAll(() => server.close());

const mine = async (user: string) => {
  const { body } = await callers[user].get(coursePaths.myCertificates);
  expect(body.code).toBe(200);
  return body.data as MyCertificate[];
};
const codeOf = async (userName: string, onlineCourseId: number) =>
  (
    await server.db
      .selectFrom('online_course_certificate as k')
      .innerJoin('sys_user as u', 'u.user_id', 'k.user_id')
      .select('k.code')
      .where('u.user_name', '=', userName)
      .where('k.online_course_id', '=', onlineCourseId)
      .executeTakeFirstOrThrow()
  ).code;

describe('我的证书 GET /teachingCenter/onlineCourse/certificate/mine', () => {
  it('lists the credit courses of the learner’s class with their progress and certificate code', async () => {
    const list = await mine('student01');
    // 医患沟通技巧 earns no credits (and student01 collected nothing there): not listed.
    expect(list.map((c) => c.onlineCourseName)).toEqual(['内科学临床思维', '口腔颌面外科基础']);
    expect(list[0]).toMatchObject({ onlineCourseId: SeedCourse.INTERNAL_MEDICINE, isPass: false, isCollect: false, collectTime: null, earnedScore: 2, minimumScore: 8 });
    expect(list[0].code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(list[0].code).toBe(await codeOf('student01', SeedCourse.INTERNAL_MEDICINE));
  });

  it('shows a collected certificate with its time', async () => {
    const [internal] = await mine('student03');
    expect(internal).toMatchObject({ onlineCourseName: '内科学临床思维', isPass: true, isCollect: true, collectTime: '2026-05-20 10:00:00', earnedScore: 12 });
    expect(internal.code).toBe(await codeOf('student03', SeedCourse.INTERNAL_MEDICINE));
  });

  it('shows only the caller’s own certificates: codes of other learners never appear', async () => {
    const own = new Set((await mine('student01')).map((c) => c.code));
    for (const other of ['student03', 'student11']) for (const c of await mine(other)) expect(own.has(c.code)).toBe(false);
    // Another class takes other courses: student30 (class 3) has 口腔颌面外科基础 only.
    expect((await mine('student30')).map((c) => c.onlineCourseId)).toEqual([SeedCourse.ORAL_SURGERY]);
  });

  it('keeps a collected certificate when the course is no longer offered to the class, and issues no codes', async () => {
    await server.db.deleteFrom('online_course_class').where('online_course_id', '=', SeedCourse.INTERNAL_MEDICINE).where('class_id', '=', 1).execute();
    expect((await mine('student03')).map((c) => [c.onlineCourseId, c.isCollect])).toEqual([
      [SeedCourse.ORAL_SURGERY, false], // the class's courses first, then certificates held from elsewhere
      [SeedCourse.INTERNAL_MEDICINE, true],
    ]);
    expect((await mine('student01')).map((c) => c.onlineCourseId)).toEqual([SeedCourse.ORAL_SURGERY]);
    const before = await server.db.selectFrom('online_course_certificate').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await mine('student30');
    const after = await server.db.selectFrom('online_course_certificate').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives teachers and admins an empty list and refuses anonymous callers', async () => {
    expect(await mine('teacher01')).toEqual([]);
    expect(await mine('admin')).toEqual([]);
    const anonymous = await server.app.inject({ method: 'GET', url: `/api${coursePaths.myCertificates}` });
    expect(anonymous.json().code).toBe(401);
  });
});
