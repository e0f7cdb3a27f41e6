import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseMessages, coursePaths, type CourseResource, type OnlineCourse } from '@medteach/contract';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { COURSE_ASSET_DIR, CourseAsset } from './assets';
import { SeedCourse, SeedResource } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let student01: Caller;
let student21: Caller;
let teacher: Caller;

beforeAll(async () => {
  server = await testServer();
  [student01, student21, teacher] = await Promise.all(['student01', 'student21', 'teacher01'].map((u) => signIn(server.app, u)));
});
afterAll(() => server.close());

const resource = (list: CourseResource[], id: number) => list.find((r) => r.onlineCourseResourceId === id) as CourseResource;

describe('my courses', () => {
  it('lists the courses of the student’s class with credits, and every course for a teacher', async () => {
    const mine = (await student01.get(coursePaths.myStudy)).body.data as OnlineCourse[];
    expect(mine.map((c) => c.onlineCourseName)).toEqual(['内科学临床思维', '口腔颌面外科基础', '医患沟通技巧']);
    expect(mine[0]).toMatchObject({ creditEarning: 1, minimumScore: 8, courseScore: 12, earnedScore: 2, startTime: '2026-03-01 00:00:00' });
    const oral = (await student21.get(coursePaths.myStudy)).body.data as OnlineCourse[];
    expect(oral.map((c) => c.onlineCourseId)).toEqual([SeedCourse.ORAL_SURGERY, SeedCourse.COMMUNICATION]);
    expect(((await teacher.get(coursePaths.myStudy)).body.data as OnlineCourse[]).map((c) => c.earnedScore)).toEqual([0, 0, 0]);
  });

  it('tells students from teachers', async () => {
    expect((await student01.get(coursePaths.isStudents)).body).toMatchObject({ code: 200, data: true });
    expect((await teacher.get(coursePaths.isStudents)).body).toMatchObject({ code: 200, data: false });
    expect((await server.app.inject({ method: 'GET', url: `/api${coursePaths.isStudents}` })).statusCode).toBe(401);
  });
});

describe('course detail', () => {
  it('lists resources of every file type with papers and the learner’s state', async () => {
    const detail = (await student01.get(`${coursePaths.myStudyDetail}/${SeedCourse.INTERNAL_MEDICINE}`)).body.data;
    expect(detail.resourceList.map((r: CourseResource) => r.fileType)).toEqual([1, 2, 3, 4, 5, 4]);
    expect(resource(detail.resourceList, SeedResource.HEART_EXAM_VIDEO)).toMatchObject({
      fileName: '心脏听诊教学视频.mp4',
      fileUrl: '/file/course/course-heart-exam.mp4',
      creditScore: 4,
      isEarned: 0,
      isStudy: 0,
      paperDTOList: [{ paperId: 1, paperName: '内科学综合测验', questionCount: 12, isStudy: 0 }],
    });
    expect(resource(detail.resourceList, SeedResource.ECG_IMAGE)).toMatchObject({ isEarned: 1, isStudy: 1, paperDTOList: [] });
  });

  it('answers the short /onlineCourse spelling, refuses other classes’ courses and unknown ids', async () => {
    expect((await student01.get(`/onlineCourse/myStudyDetail/${SeedCourse.ORAL_SURGERY}`)).body.data.onlineCourseName).toBe('口腔颌面外科基础');
    expect((await student21.get(`${coursePaths.myStudyDetail}/${SeedCourse.INTERNAL_MEDICINE}`)).status).toBe(403);
    expect((await student01.get(`${coursePaths.myStudyDetail}/999`)).body).toEqual({ code: 404, msg: CourseMessages.courseNotFound });
    expect((await student01.get(`${coursePaths.myStudyDetail}/abc`)).body.code).toBe(400);
  });

  it('serves the generated media at their file URLs', async () => {
    const detail = (await student01.get(`${coursePaths.myStudyDetail}/${SeedCourse.INTERNAL_MEDICINE}`)).body.data;
    const video = await server.app.inject({ method: 'GET', url: resource(detail.resourceList, SeedResource.HEART_EXAM_VIDEO).fileUrl });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toContain('video/mp4');
    expect(video.rawPayload.equals(readFileSync(`${COURSE_ASSET_DIR}/${CourseAsset.heartExamVideo}`))).toBe(true);
    for (const r of detail.resourceList as CourseResource[]) expect((await server.app.inject({ method: 'GET', url: r.fileUrl })).statusCode).toBe(200);
  });
});

describe('earning credits', () => {
  const earn = (caller: Caller, onlineCourseResourceId: number, onlineCourseId: number = SeedCourse.INTERNAL_MEDICINE) =>
    caller.post(coursePaths.earnCredits, { onlineCourseId, onlineCourseResourceId });

  it('adds a video’s credits once', async () => {
    const first = await earn(student01, SeedResource.HEART_EXAM_VIDEO);
    expect(first.body).toMatchObject({ code: 200, data: { creditScore: 4, earnedScore: 6, isPass: false } });
    expect((await earn(student01, SeedResource.HEART_EXAM_VIDEO)).body).toEqual({ code: 500, msg: CourseMessages.alreadyEarned });
    const detail = (await student01.get(`${coursePaths.myStudyDetail}/${SeedCourse.INTERNAL_MEDICINE}`)).body.data;
    expect(detail.earnedScore).toBe(6);
    // Credits earned, but the video's paper is still to be taken.
    expect(resource(detail.resourceList, SeedResource.HEART_EXAM_VIDEO)).toMatchObject({ isEarned: 1, isStudy: 0 });
  });

  it('earns by studying only video, image and audio (spec §5)', async () => {
    expect((await earn(student01, SeedResource.HEART_SOUND_AUDIO)).body.data).toMatchObject({ earnedScore: 8, isPass: true });
    expect((await earn(student01, SeedResource.LECTURE_NOTES_PDF)).body).toEqual({ code: 500, msg: CourseMessages.notCreditType });
    expect((await earn(student01, SeedResource.CLINICAL_PATHWAY_LINK)).body).toEqual({ code: 500, msg: CourseMessages.notCreditType });
  });

  it('refuses courses without credit earning, resources of another course, teachers and bad input', async () => {
    expect((await earn(student01, SeedResource.COMMUNICATION_VIDEO, SeedCourse.COMMUNICATION)).body).toEqual({ code: 500, msg: CourseMessages.creditEarningOff });
    expect((await earn(student01, SeedResource.DENTAL_ARCH_IMAGE)).body).toEqual({ code: 404, msg: CourseMessages.resourceNotFound });
    expect((await earn(teacher, SeedResource.ECG_IMAGE)).status).toBe(403);
    const bad = await student01.post(coursePaths.earnCredits, { onlineCourseId: 'x', onlineCourseResourceId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await student01.post(coursePaths.earnCredits, {})).body.code).toBe(400);
  });
});
