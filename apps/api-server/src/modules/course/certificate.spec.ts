import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, CourseMessages, coursePaths, type CertificateProgress } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { SeedCourse, SeedResource } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let student01: Caller;
let student02: Caller;
let student03: Caller;
let teacher: Caller;
const onlineCourseId = SeedCourse.INTERNAL_MEDICINE;

beforeAll(async () => {
  server = await testServer();
  [student01, student02, student03, teacher] = await Promise.all(['student01', 'student02', 'student03', 'teacher01'].map((u) => signIn(server.app, u)));
});
afterAll(() => server.close());

const progress = async (caller: Caller, id: number = onlineCourseId) => (await caller.get(coursePaths.certificateProgress, { onlineCourseId: id })).body.data as CertificateProgress;
const collect = (caller: Caller, onlineCourseCertificateCode: string | null) => caller.post(coursePaths.certificateCollect, { onlineCourseCertificateCode });

describe('certificate progress', () => {
  it('shows a learner who has not passed their credits, code and related courses', async () => {
    const p = await progress(student01);
    expect(p).toMatchObject({
      realName: '张伟',
      courseTime: '2026-03-01 至 2026-12-31',
      fileUrl: '/file/course/course-certificate-template.png',
      isPass: false,
      isCollect: false,
      earnedScore: 2,
      minimumScore: 8,
      courseScore: 12,
    });
    expect(p.onlineCourseCertificateCode).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(p.onlineCourseList.map((c) => c.onlineCourseName)).toEqual(['口腔颌面外科基础', '医患沟通技巧']);
  });

  it('gives every learner and course a different code, stable across calls', async () => {
    const codes = [await progress(student01), await progress(student02), await progress(student03), await progress(student01, SeedCourse.ORAL_SURGERY)].map(
      (p) => p.onlineCourseCertificateCode,
    );
    expect(new Set(codes).size).toBe(4);
    expect((await progress(student01)).onlineCourseCertificateCode).toBe(codes[0]);
    expect(codes[0]).toMatch(/^MT-2026-\d{6}$/);
  });

  it('shows teachers the course without a certificate of their own', async () => {
    expect(await progress(teacher)).toMatchObject({ realName: '王建国', isPass: false, earnedScore: 0, onlineCourseCertificateCode: null });
  });

  it('validates the course id', async () => {
    expect((await student01.get(coursePaths.certificateProgress, { onlineCourseId: '-1' })).body.code).toBe(400);
    expect((await student01.get(coursePaths.certificateProgress)).body.code).toBe(400);
  });
});

describe('collecting the certificate', () => {
  it('refuses a learner who has not passed with warning 601', async () => {
    const res = await collect(student01, (await progress(student01)).onlineCourseCertificateCode);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 601, msg: '学分还没有达到，暂时不可以领取' });
    expect((await progress(student01)).isCollect).toBe(false);
  });

  it('lets a passed learner collect once', async () => {
    const before = await progress(student02);
    expect(before).toMatchObject({ isPass: true, isCollect: false, earnedScore: 8 });
    const res = await collect(student02, before.onlineCourseCertificateCode);
    expect(res.body).toMatchObject({ code: 200, msg: CourseMessages.collected, data: { isCollect: true, onlineCourseCertificateCode: before.onlineCourseCertificateCode } });
    expect(res.body.data.collectTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await collect(student02, before.onlineCourseCertificateCode)).body).toEqual({ code: 500, msg: CourseMessages.alreadyCollected });
  });

  it('knows the seeded learner who already collected', async () => {
    const p = await progress(student03);
    expect(p).toMatchObject({ isPass: true, isCollect: true, collectTime: '2026-05-20 10:00:00', earnedScore: 12 });
    expect((await collect(student03, p.onlineCourseCertificateCode)).body.msg).toBe(CourseMessages.alreadyCollected);
  });

  it('becomes claimable once studying brings the credits to the minimum', async () => {
    for (const onlineCourseResourceId of [SeedResource.HEART_EXAM_VIDEO, SeedResource.HEART_SOUND_AUDIO]) {
      await student01.post(coursePaths.earnCredits, { onlineCourseId, onlineCourseResourceId });
    }
    const p = await progress(student01);
    expect(p).toMatchObject({ isPass: true, earnedScore: 8 });
    expect((await collect(student01, p.onlineCourseCertificateCode)).body.code).toBe(200);
  });

  it('refuses someone else’s code, malformed codes and teachers', async () => {
    const othersCode = (await progress(student02)).onlineCourseCertificateCode;
    expect((await collect(student01, othersCode)).body).toEqual({ code: 404, msg: CourseMessages.certificateNotFound });
    expect((await collect(student01, 'MT-2026-999999')).body).toEqual({ code: 404, msg: CourseMessages.certificateNotFound });
    expect((await collect(student01, 'abc')).body).toEqual({ code: 400, msg: '证书编号格式不正确' });
    expect((await student01.post(coursePaths.certificateCollect, {})).body).toEqual({ code: 400, msg: '证书编号不能为空' });
    expect((await collect(teacher, othersCode)).status).toBe(403);
  });
});
