import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages, TeachingMessages, homeworkPaths, teachingPaths } from '@medteach/contract';
import { loginAs, signIn, testServer, type Caller } from '../../test-helpers';
import { multipartFile } from '../../../test/support/xlsx-upload';
import { sqlAll, sqlOne } from '../../../test/support/raw-sql';
import { SeedLesson } from './seed';

/** Homework both ways (issue 17): hand-in from the phone, the teacher's view, scoring with its change log. */
let server: Awaited<ReturnType<typeof testServer>>;
let teacher: Caller;
let student: Caller;
const lessonId = SeedLesson.IN_PROGRESS;
const STUDENT01 = 101;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n%fake but well-formed enough for sniffing\n');

/** Stores a file through the real upload route as `username`; answers the upload's JSON. */
async function upload(username: string, data: Buffer, fileName: string) {
  const res = await server.app.inject({ method: 'POST', url: '/api/file/upload', ...withAuth(multipartFile(data, fileName), await loginAs(server.app, username)) });
  return res.json();
}
const withAuth = (m: ReturnType<typeof multipartFile>, auth: Record<string, string>) => ({ payload: m.payload, headers: { ...m.headers, ...auth } });

const setWindow = (start: string | null, end: string | null) =>
  server.db.updateTable('teaching_plan_detail').set({ homework_start_time: start, homework_end_time: end }).where('plan_detail_id', '=', lessonId).execute();

beforeAll(async () => {
  server = await testServer();
  teacher = await signIn(server.app, 'teacher01');
  student = await signIn(server.app, 'student01');
});
afterAll(() => server.close());

describe('student hand-in', () => {
  it('hands in a photo and a document, then sees them as their submission', async () => {
    const photo = await upload('student01', PNG, '作业照片.png');
    const doc = await upload('student01', PDF, '病史采集报告.pdf');
    expect([photo.code, doc.code]).toEqual([200, 200]);

    const before = (await student.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).body.data;
    expect(before).toMatchObject({ homeworkStatus: 0, window: 'open', canSubmit: true, files: [] });

    const res = await student.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls: [photo.data.url, doc.data.url] });
    expect(res.body).toMatchObject({ code: 200 });
    const mine = (await student.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).body.data;
    expect(mine).toMatchObject({ homeworkStatus: 1, homeWorkScore: null, canSubmit: true });
    expect(mine.files.map((f: { fileName: string; isImage: boolean; fileUrl: string }) => [f.fileName, f.isImage, f.fileUrl])).toEqual([
      ['作业照片.png', true, photo.data.url],
      ['病史采集报告.pdf', false, doc.data.url],
    ]);
    // The teacher's list shows the hand-in at once (已完成 without a score).
    const rows = (await teacher.get(teachingPaths.listHomeworkStudent, { planDetailId: lessonId })).body.rows;
    expect(rows.find((r: { userId: number }) => r.userId === STUDENT01)).toMatchObject({ homeworkStatus: 1, homeWorkScore: null });
  });

  it('resubmits (replacing the files) until scored', async () => {
    const photo = await upload('student01', PNG, '第二版.png');
    expect((await student.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls: [photo.data.url] })).body.code).toBe(200);
    const mine = (await student.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).body.data;
    expect(mine.files.map((f: { fileName: string }) => f.fileName)).toEqual(['第二版.png']);
  });

  it('refuses outside the homework window with a clear message, and changes nothing', async () => {
    const photo = await upload('student01', PNG, '迟交.png');
    await setWindow('2099-01-01 00:00:00', '2099-01-08 23:59:59');
    expect((await student.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls: [photo.data.url] })).body).toMatchObject({ code: 500, msg: HomeworkMessages.notOpen });
    expect((await student.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).body.data).toMatchObject({ window: 'notOpen', canSubmit: false });
    await setWindow('2000-01-01 00:00:00', '2000-01-08 23:59:59');
    expect((await student.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls: [photo.data.url] })).body).toMatchObject({ code: 500, msg: HomeworkMessages.closed });
    await setWindow('2000-01-01 00:00:00', '2099-01-08 23:59:59');
    const mine = (await student.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).body.data;
    expect(mine.files.map((f: { fileName: string }) => f.fileName)).toEqual(['第二版.png']);
  });

  it('refuses students outside the lesson, teachers, and lessons without homework', async () => {
    // student21 is in class 3; 诊断学 is taught to classes 1 and 2.
    const outsider = await signIn(server.app, 'student21');
    const photo = await upload('student21', PNG, 'x.png');
    expect((await outsider.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls: [photo.data.url] })).status).toBe(403);
    expect((await outsider.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).status).toBe(403);
    expect((await teacher.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls: [photo.data.url] })).status).toBe(403);
    const own = await upload('student01', PNG, 'y.png');
    expect((await student.post(homeworkPaths.submit, { planDetailId: SeedLesson.NOT_STARTED, fileUrls: [own.data.url] })).body).toMatchObject({ msg: HomeworkMessages.noHomework });
  });

  it('refuses bad files: someone else’s upload, unknown names, wrong types, none, too many, duplicates', async () => {
    const theirs = await upload('student02', PNG, 'theirs.png');
    const audio = await upload('student01', Buffer.from([0x49, 0x44, 0x33, 3, 0]), 'song.mp3');
    expect(audio.code).toBe(200);
    const own = await upload('student01', PNG, 'own.png');
    const cases: [unknown, string][] = [
      [[theirs.data.url], HomeworkMessages.unknownFile],
      [['/file/abcdef0123456789.png'], HomeworkMessages.unknownFile],
      [['../../etc/passwd'], HomeworkMessages.unknownFile],
      [[audio.data.url], HomeworkMessages.wrongType],
      [[], HomeworkMessages.noFiles],
      ['not a list', HomeworkMessages.noFiles],
      [Array.from({ length: 6 }, (_, i) => `/file/a${i}.png`), HomeworkMessages.tooMany],
      [[own.data.url, own.data.url], HomeworkMessages.duplicateFile],
    ];
    for (const [fileUrls, msg] of cases) {
      expect((await student.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls })).body, JSON.stringify(fileUrls)).toMatchObject({ code: 400, msg });
    }
    // A renamed script is refused by the upload itself (content sniffing), so it never becomes a hand-in.
    expect(await upload('student01', Buffer.from('<script>alert(1)</script>'), 'evil.png')).toMatchObject({ code: 400, msg: '文件格式不正确' });
    const mine = (await student.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).body.data;
    expect(mine.files.map((f: { fileName: string }) => f.fileName)).toEqual(['第二版.png']);
  });
});

describe('teacher review and scoring', () => {
  it('opens the submission with its files', async () => {
    const { body } = await teacher.get(homeworkPaths.submission, { planDetailId: lessonId, userId: STUDENT01 });
    expect(body.data).toMatchObject({ userId: STUDENT01, realName: expect.any(String), homeworkStatus: 1, homeWorkScore: null, scoreLog: [] });
    expect(body.data.files.map((f: { fileName: string }) => f.fileName)).toEqual(['第二版.png']);
    expect((await teacher.get(homeworkPaths.submission, { planDetailId: lessonId, userId: 121 })).body).toMatchObject({ code: 404 });
  });

  it('scores, changes the score, and logs each change (who, when, old → new)', async () => {
    expect((await teacher.post(homeworkPaths.score, { planDetailId: lessonId, userId: STUDENT01, homeWorkScore: 80 })).body.code).toBe(200);
    expect((await teacher.post(homeworkPaths.score, { planDetailId: lessonId, userId: STUDENT01, homeWorkScore: '92' })).body.code).toBe(200);
    const { body } = await teacher.get(homeworkPaths.submission, { planDetailId: lessonId, userId: STUDENT01 });
    expect(body.data.homeWorkScore).toBe(92);
    expect(body.data.scoreLog).toEqual([
      { oldScore: 80, newScore: 92, scorerName: '王建国', scoreTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) },
      { oldScore: null, newScore: 80, scorerName: '王建国', scoreTime: expect.any(String) },
    ]);
    // The student sees the score and can no longer resubmit.
    const mine = (await student.get(homeworkPaths.mySubmission, { planDetailId: lessonId })).body.data;
    expect(mine).toMatchObject({ homeWorkScore: 92, canSubmit: false });
    const photo = await upload('student01', PNG, '改后.png');
    expect((await student.post(homeworkPaths.submit, { planDetailId: lessonId, fileUrls: [photo.data.url] })).body).toMatchObject({ code: 500, msg: HomeworkMessages.scored });
  });

  it('logs batch scoring too, and an admin may score', async () => {
    expect((await teacher.post(teachingPaths.homeworkScoreBatch, [{ planDetailId: lessonId, userId: 103, homeWorkScore: 70 }])).body.code).toBe(200);
    const admin = await signIn(server.app, 'admin');
    expect((await admin.post(homeworkPaths.score, { planDetailId: lessonId, userId: 103, homeWorkScore: 75 })).body.code).toBe(200);
    const log = await sqlAll<{ old_score: number | null; new_score: number; scorer_id: number }>(
      server.db,
      'SELECT old_score, new_score, scorer_id FROM teaching_homework_score_log WHERE plan_detail_id = ? AND user_id = ? ORDER BY log_id',
      lessonId,
      103,
    );
    expect(log).toEqual([
      { old_score: null, new_score: 70, scorer_id: 2 },
      { old_score: 70, new_score: 75, scorer_id: 1 },
    ]);
  });

  it('refuses other teachers, students, bad scores and homework not handed in — storing nothing', async () => {
    const teacher02 = await signIn(server.app, 'teacher02');
    const item = { planDetailId: lessonId, userId: STUDENT01, homeWorkScore: 10 };
    expect((await teacher02.post(homeworkPaths.score, item)).status).toBe(403);
    expect((await teacher02.get(homeworkPaths.submission, { planDetailId: lessonId, userId: STUDENT01 })).status).toBe(403);
    expect((await student.post(homeworkPaths.score, item)).status).toBe(403);
    expect((await student.get(homeworkPaths.submission, { planDetailId: lessonId, userId: STUDENT01 })).status).toBe(403);
    for (const bad of [101, -1, 9.5, 'abc', null]) {
      expect((await teacher.post(homeworkPaths.score, { ...item, homeWorkScore: bad })).body).toMatchObject({ code: 400, msg: TeachingMessages.homeworkScoreRange });
    }
    expect((await teacher.post(homeworkPaths.score, { ...item, userId: 105 })).body).toMatchObject({ code: 500, msg: HomeworkMessages.notHandedIn });
    const row = await sqlOne<{ home_work_score: number }>(server.db, 'SELECT home_work_score FROM teaching_homework_student WHERE plan_detail_id = ? AND user_id = ?', lessonId, STUDENT01);
    expect(row.home_work_score).toBe(92);
    const logged = await sqlAll(server.db, 'SELECT log_id FROM teaching_homework_score_log WHERE plan_detail_id = ? AND user_id = ?', lessonId, STUDENT01);
    expect(logged).toHaveLength(2);
  });
});
