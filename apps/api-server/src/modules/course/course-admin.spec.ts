import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseAdminMessages,
  courseAdminPaths,
  coursePaths,
  ResourceFileType,
  type CertificateProgress,
  type CourseAdminDetail,
  type CourseAdminRow,
  type CourseAnswerSheet,
  type CourseResourceAdmin,
  type OnlineCourse,
  type OnlineCourseDetail,
} from '@medteach/contract';
import { loginAs, signIn, testServer, type Caller, type Reply } from '../../test-helpers';
import { SeedCourse, SeedLearner } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let adminHeaders: Record<string, string>;
let student01: Caller; // class 1
let student21: Caller; // class 3

beforeAll(async () => {
  server = await testServer();
  adminHeaders = await loginAs(server.app, 'admin');
  [student01, student21] = await Promise.all(['student01', 'student21'].map((u) => signIn(server.app, u)));
  // Files as /file/upload records them (the upload itself is tested with the upload routes).
  const uploads = ['abc.mp4', 'abc.pdf', 'custom-certificate.png'].map((name) => ({ name, original_name: name, size: 1, user_id: 1 }));
  await server.db.insertInto('sys_file').values(uploads).execute();
});
afterAll(() => server.close());

async function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<Reply> {
  const res = await server.app.inject({ method, url: `/api${path}`, headers: adminHeaders, ...(method === 'GET' || method === 'DELETE' ? { query: body as Record<string, string> } : { payload: body }) });
  return { status: res.statusCode, body: res.json() };
}
const detail = async (id: number) => (await admin('GET', `${courseAdminPaths.base}/${id}`)).body.data as CourseAdminDetail;
const countCourses = async () => (await server.db.selectFrom('online_course').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

const NEW_COURSE = {
  onlineCourseName: '急诊医学基础',
  onlineCourseDescription: '常见急症的识别与处理。',
  startTime: '2026-05-01 00:00:00',
  endTime: '2026-11-30 23:59:59',
  creditEarning: 1,
  minimumScore: 3,
  classIds: [3],
};

describe('课程管理: courses', () => {
  it('lists courses as {total, rows} with classes and credits, searching by name and class', async () => {
    const all = (await admin('GET', courseAdminPaths.list, { pageNum: '1', pageSize: '2' })).body;
    expect(all).toMatchObject({ code: 200, total: 3 });
    expect(all.rows).toHaveLength(2);
    expect(all.rows[0]).toMatchObject({ onlineCourseName: '内科学临床思维', classNames: expect.any(Array), courseScore: 12, minimumScore: 8 });
    const byName = (await admin('GET', courseAdminPaths.list, { onlineCourseName: '口腔' })).body;
    expect(byName.rows.map((r: CourseAdminRow) => r.onlineCourseId)).toEqual([SeedCourse.ORAL_SURGERY]);
    const byClass = (await admin('GET', courseAdminPaths.list, { classId: '2' })).body;
    expect(byClass.rows.map((r: CourseAdminRow) => r.onlineCourseId)).toEqual([SeedCourse.INTERNAL_MEDICINE, SeedCourse.COMMUNICATION]);
  });

  it('creates a course for a class: its students see it on the phone at once, the other classes do not', async () => {
    const created = await admin('POST', courseAdminPaths.base, NEW_COURSE);
    expect(created.body).toMatchObject({ code: 200 });
    const id = created.body.data.onlineCourseId as number;
    expect(await detail(id)).toMatchObject({ ...NEW_COURSE, classIds: [3], certificateFileUrl: '', resources: [] });
    const mine = (await student21.get(coursePaths.myStudy)).body.data as OnlineCourse[];
    expect(mine.map((c) => c.onlineCourseName)).toContain('急诊医学基础');
    const other = (await student01.get(coursePaths.myStudy)).body.data as OnlineCourse[];
    expect(other.map((c) => c.onlineCourseName)).not.toContain('急诊医学基础');
  });

  it('refuses a taken name, an end before the start and an unknown class, changing nothing', async () => {
    const before = await countCourses();
    expect((await admin('POST', courseAdminPaths.base, { ...NEW_COURSE, onlineCourseName: '内科学临床思维' })).body).toMatchObject({
      code: 500,
      msg: CourseAdminMessages.nameTaken('内科学临床思维'),
    });
    expect((await admin('POST', courseAdminPaths.base, { ...NEW_COURSE, onlineCourseName: '新课', endTime: '2026-01-01 00:00:00' })).body).toMatchObject({
      code: 400,
      msg: CourseAdminMessages.endBeforeStart,
    });
    expect((await admin('POST', courseAdminPaths.base, { ...NEW_COURSE, onlineCourseName: '新课', classIds: [999999] })).body).toMatchObject({ code: 400, msg: CourseAdminMessages.unknownClass });
    expect((await admin('POST', courseAdminPaths.base, { ...NEW_COURSE, onlineCourseName: '' })).body).toMatchObject({ code: 400, msg: '课程名称不能为空' });
    expect(await countCourses()).toBe(before);
  });

  it('edits classes, the minimum and the certificate fields; the phone’s certificate shows them', async () => {
    const current = await detail(SeedCourse.INTERNAL_MEDICINE);
    const { resources: _r, ...body } = current;
    const res = await admin('PUT', courseAdminPaths.base, { ...body, minimumScore: 9, certificateFileUrl: '/file/custom-certificate.png', certificateCourseTime: '2026年春季学期' });
    expect(res.body).toMatchObject({ code: 200 });
    const progress = (await student01.get(coursePaths.certificateProgress, { onlineCourseId: SeedCourse.INTERNAL_MEDICINE })).body.data as CertificateProgress;
    expect(progress).toMatchObject({ minimumScore: 9, courseTime: '2026年春季学期', fileUrl: '/file/custom-certificate.png' });
    expect((await admin('PUT', courseAdminPaths.base, { ...body, certificateFileUrl: '/file/x.pdf' })).body).toMatchObject({ code: 400, msg: CourseAdminMessages.certificateImage });
    expect((await admin('PUT', courseAdminPaths.base, { ...body, certificateFileUrl: '/file/never-uploaded.png' })).body).toMatchObject({ code: 400, msg: CourseAdminMessages.fileMissing });
    expect((await admin('PUT', courseAdminPaths.base, { ...body, onlineCourseId: 999999 })).body).toMatchObject({ code: 404 });
  });
});

describe('课程管理: resources and papers', () => {
  let courseId: number;
  beforeAll(async () => {
    courseId = (await admin('POST', courseAdminPaths.base, { ...NEW_COURSE, onlineCourseName: '资源课程', classIds: [3] })).body.data.onlineCourseId;
  });

  const addResource = async (fileName: string, fileType: number, fileUrl: string, creditScore: number) =>
    admin('POST', courseAdminPaths.resource, { onlineCourseId: courseId, fileName, fileType, fileUrl, creditScore });

  it('adds resources of each kind with credits, refuses a file of the wrong kind, and orders them', async () => {
    expect((await addResource('讲解视频.mp4', ResourceFileType.VIDEO, '/file/abc.mp4', 2)).body.code).toBe(200);
    expect((await addResource('讲义.pdf', ResourceFileType.DOCUMENT, '/file/abc.pdf', 1)).body.code).toBe(200);
    expect((await addResource('指南', ResourceFileType.LINK, 'https://example.org/guide.html', 1)).body.code).toBe(200);
    expect((await addResource('视频', ResourceFileType.VIDEO, '/file/abc.pdf', 1)).body).toMatchObject({ code: 400, msg: CourseAdminMessages.wrongFileUrl });
    expect((await addResource('外链', ResourceFileType.LINK, 'javascript:alert(1)', 1)).body).toMatchObject({ code: 400, msg: CourseAdminMessages.wrongLinkUrl });
    expect((await addResource('没上传的视频', ResourceFileType.VIDEO, '/file/never-uploaded.mp4', 1)).body).toMatchObject({ code: 400, msg: CourseAdminMessages.fileMissing });
    const ids = (await detail(courseId)).resources.map((r) => r.onlineCourseResourceId);
    expect(ids).toHaveLength(3);
    expect((await admin('PUT', courseAdminPaths.resourceSort, { onlineCourseId: courseId, resourceIds: [ids[0]] })).body).toMatchObject({ code: 400, msg: CourseAdminMessages.sortMismatch });
    expect((await admin('PUT', courseAdminPaths.resourceSort, { onlineCourseId: courseId, resourceIds: [ids[2], ids[0], ids[1]] })).body.code).toBe(200);
    const phone = (await student21.get(`${coursePaths.myStudyDetail}/${courseId}`)).body.data as OnlineCourseDetail;
    expect(phone.resourceList.map((r) => r.fileName)).toEqual(['指南', '讲解视频.mp4', '讲义.pdf']);
    expect(phone.courseScore).toBe(4);
  });

  it('builds a paper from the bank (a group brings its children); the student answers it and it is graded by the copies', async () => {
    const video = (await detail(courseId)).resources.find((r) => r.fileType === ResourceFileType.VIDEO) as CourseResourceAdmin;
    const a1 = await server.db.selectFrom('qb_question').select(['id', 'correct']).where('parent_id', 'is', null).where('type', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const group = await server.db
      .selectFrom('qb_question as q')
      .select('q.id')
      .where('q.parent_id', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('qb_question as c').select('c.id').whereRef('c.parent_id', '=', 'q.id')))
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
    const bad = await admin('POST', courseAdminPaths.paper, { onlineCourseResourceId: video.onlineCourseResourceId, paperName: '测验', questionIds: [a1.id, 99999999] });
    expect(bad.body).toMatchObject({ code: 400, msg: CourseAdminMessages.unknownQuestion });
    expect((await detail(courseId)).resources.find((r) => r.fileType === ResourceFileType.VIDEO)?.papers).toEqual([]);

    const made = await admin('POST', courseAdminPaths.paper, { onlineCourseResourceId: video.onlineCourseResourceId, paperName: '视频测验', passScore: 0, questionIds: [a1.id, group.id] });
    expect(made.body.code).toBe(200);
    const paperId = made.body.data.paperId as number;
    const paper = (await admin('GET', `${courseAdminPaths.paper}/${paperId}`)).body.data;
    expect(paper.questions.map((q: { sourceQuestionId: number }) => q.sourceQuestionId)).toEqual([a1.id, group.id]);
    expect(paper.questions[1].childCount).toBeGreaterThan(0);

    const query = { onlineCourseId: courseId, onlineCourseResourceId: video.onlineCourseResourceId, paperId };
    const sheet = (await student21.get(coursePaths.myAnswerSheet, query)).body.data as CourseAnswerSheet;
    expect(sheet.questionList).toHaveLength(2);
    expect(sheet.questionList[1].childedList.length).toBe(paper.questions[1].childCount);
    const first = sheet.questionList[0].questionId;
    const submitted = await student21.post(coursePaths.submit, { ...query, questionResults: [{ questionId: first, result: a1.correct }] });
    expect(submitted.body.data.questionList[0].isRight).toBe(1);

    // Answered: the questions are fixed now, the name may still change.
    const edit = { paperId, onlineCourseResourceId: video.onlineCourseResourceId, paperName: '视频测验（改）', passScore: 0 };
    expect((await admin('PUT', courseAdminPaths.paper, { ...edit, questionIds: [a1.id] })).body).toMatchObject({ code: 500, msg: CourseAdminMessages.paperAnswered(1) });
    expect((await admin('PUT', courseAdminPaths.paper, { ...edit, questionIds: [a1.id, group.id] })).body.code).toBe(200);
    expect((await admin('GET', `${courseAdminPaths.paper}/${paperId}`)).body.data).toMatchObject({ paperName: '视频测验（改）', recordCount: 1 });
    // Without questionIds an edit keeps the questions (a seeded paper has none from the bank).
    expect((await admin('PUT', courseAdminPaths.paper, { ...edit, passScore: 50 })).body.code).toBe(200);
    expect((await admin('GET', `${courseAdminPaths.paper}/${paperId}`)).body.data).toMatchObject({ passScore: 50, questionCount: paper.questionCount });
    expect((await admin('POST', courseAdminPaths.paper, { onlineCourseResourceId: video.onlineCourseResourceId, paperName: '空卷' })).body).toMatchObject({
      code: 400,
      msg: CourseAdminMessages.questionsRequired,
    });
  });

  it('deleting a course with learners’ progress names the count and needs confirming; then everything of it is gone', async () => {
    const count = (await admin('GET', `${courseAdminPaths.progress}/${courseId}`)).body.data;
    expect(count).toEqual({ learnerCount: 1 });
    const refused = await admin('DELETE', `${courseAdminPaths.base}/${courseId}`);
    expect(refused.body).toMatchObject({ code: 500, msg: CourseAdminMessages.hasProgress('资源课程', 1) });
    expect(await detail(courseId)).toBeTruthy();
    expect((await admin('DELETE', `${courseAdminPaths.base}/${courseId}`, { confirmed: 'true' })).body.code).toBe(200);
    expect((await admin('GET', `${courseAdminPaths.base}/${courseId}`)).body.code).toBe(404);
    const records = await server.db.selectFrom('course_answer_record').select('record_id').where('online_course_id', '=', courseId).execute();
    expect(records).toEqual([]);
    const mine = (await student21.get(coursePaths.myStudy)).body.data as OnlineCourse[];
    expect(mine.map((c) => c.onlineCourseName)).not.toContain('资源课程');
  });

  it('a seeded course with learners counts them', async () => {
    const count = (await admin('GET', `${courseAdminPaths.progress}/${SeedCourse.INTERNAL_MEDICINE}`)).body.data.learnerCount;
    expect(count).toBeGreaterThanOrEqual(Object.keys(SeedLearner).length);
  });
});

describe('课程管理: export', () => {
  it('exports the filtered list as xlsx (form-encoded like the console’s download)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api${courseAdminPaths.export}`,
      headers: { ...adminHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'onlineCourseName=%E5%8F%A3%E8%85%94',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.map((r) => r[2])).toEqual(['课程名称', '口腔颌面外科基础']);
  });
});

describe('课程管理: picking from the bank', () => {
  it('lists top-level bank questions by type with their category, and the categories', async () => {
    const page = (await admin('GET', courseAdminPaths.bankQuestions, { type: '0', pageSize: '5' })).body;
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((q: { type: number; categoryName: string }) => q.type === 0 && q.categoryName !== '')).toBe(true);
    const categories = (await admin('GET', courseAdminPaths.bankCategories)).body.data;
    expect(categories.length).toBeGreaterThan(0);
    const classes = (await admin('GET', courseAdminPaths.classOptions)).body.data;
    expect(classes[0]).toMatchObject({ classId: 1, className: expect.any(String) });
  });
});
