/** The course module's repositories on both engines (issue 15), each test on a fresh database with the course seed. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/tables';
import { ENGINES, type TestEngine } from '../../db/test-engines';
import { openSchool, SchoolClass, studentName } from '../teaching/school-fixture';
import { collectCertificate, findCertificate, findCertificateByCode, insertCertificate, nextCertificateId, realNameOf } from './certificate-repository';
import { ensureCertificate } from './certificates';
import { allCourses, courseLearnerIds, courseResources, courseScoreOf, coursesOfClass, earnedResourceIds, earnedScoreOf, findCourse, findResource, grantCredit, isOfferedToClass, resourcePapers } from './course-repository';
import type { CourseRow } from './courses';
import { classStanding, findAnswerRecord, findResourcePaper, insertAnswerRecord, paperQuestionRows, passedEveryPaper, recordAnswers } from './paper-repository';
import { SeedCourse, SeedLearner, seedCourse, SeedResource } from './seed';
import { SeedCoursePaper } from './seed-papers';
import type { Queryable } from '../../db/queryable';

const AT = '2026-05-21 09:00:00';

/** The value, failing the test when it is missing. */
function present<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

describe.each(ENGINES)('course repositories on %s', (engine) => {
  let school: TestEngine<DB>;
  let db: Queryable;
  beforeEach(async () => {
    school = await openSchool(engine);
    db = school.engine.db;
    await db.transaction().execute((trx) => seedCourse(trx));
  });
  afterEach(() => school.dispose());

  it('courses: the catalogue, a class’s courses and whether a class takes one', async () => {
    expect((await allCourses(db)).map((c) => c.onlineCourseId)).toEqual([1, 2, 3]);
    expect((await coursesOfClass(db, SchoolClass.DENTAL_1)).map((c) => c.onlineCourseId)).toEqual([SeedCourse.ORAL_SURGERY, SeedCourse.COMMUNICATION]);
    expect(await findCourse(db, SeedCourse.INTERNAL_MEDICINE)).toEqual({
      onlineCourseId: 1,
      onlineCourseName: '内科学临床思维',
      onlineCourseDescription: expect.any(String),
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-12-31 23:59:59',
      creditEarning: 1,
      minimumScore: 8,
      // The back office's certificate fields: '' = the built-in background and the course period.
      certificateFileUrl: '',
      certificateCourseTime: '',
    });
    expect(await findCourse(db, 99)).toBeUndefined();
    expect(await isOfferedToClass(db, SeedCourse.INTERNAL_MEDICINE, SchoolClass.CLINICAL_2)).toBe(true);
    expect(await isOfferedToClass(db, SeedCourse.INTERNAL_MEDICINE, SchoolClass.DENTAL_1)).toBe(false);
    expect(await courseLearnerIds(db, SeedCourse.ORAL_SURGERY)).toHaveLength(20);
  });

  it('resources: in order, only of their course; credits offered and earned', async () => {
    expect((await courseResources(db, SeedCourse.INTERNAL_MEDICINE)).map((r) => r.onlineCourseResourceId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await findResource(db, SeedCourse.INTERNAL_MEDICINE, SeedResource.ECG_IMAGE)).toMatchObject({ creditScore: 2, fileUrl: '/file/course/course-ecg.png' });
    expect(await findResource(db, SeedCourse.ORAL_SURGERY, SeedResource.ECG_IMAGE)).toBeUndefined();
    expect(await courseScoreOf(db, SeedCourse.INTERNAL_MEDICINE)).toBe(12);
    expect(await courseScoreOf(db, 99)).toBe(0);
    expect(await earnedScoreOf(db, SeedCourse.INTERNAL_MEDICINE, SeedLearner.NOT_PASSED)).toBe(2);
    expect(await earnedScoreOf(db, SeedCourse.INTERNAL_MEDICINE, SeedLearner.PASSED)).toBe(8);
    expect(await earnedScoreOf(db, SeedCourse.INTERNAL_MEDICINE, SeedLearner.COLLECTED)).toBe(12);
    expect([...(await earnedResourceIds(db, SeedCourse.INTERNAL_MEDICINE, SeedLearner.PASSED))].sort()).toEqual([1, 2, 3]);
  });

  it('credits: granted once per learner and resource', async () => {
    const audio = present(await findResource(db, SeedCourse.INTERNAL_MEDICINE, SeedResource.HEART_SOUND_AUDIO));
    expect(await grantCredit(db, SeedLearner.NOT_PASSED, audio, 'study', AT)).toBe(true);
    expect(await grantCredit(db, SeedLearner.NOT_PASSED, audio, 'study', AT)).toBe(false);
    expect(await earnedScoreOf(db, SeedCourse.INTERNAL_MEDICINE, SeedLearner.NOT_PASSED)).toBe(4);
  });

  it('papers: a resource’s papers with answerable-question counts and who submitted', async () => {
    expect(await resourcePapers(db, SeedResource.HEART_EXAM_VIDEO, SeedLearner.PASSED)).toEqual([
      { paperId: SeedCoursePaper.INTERNAL_MEDICINE, paperName: '内科学综合测验', questionCount: 12, isStudy: 1 },
    ]);
    expect((await resourcePapers(db, SeedResource.HEART_EXAM_VIDEO, SeedLearner.NOT_PASSED))[0].isStudy).toBe(0);
    expect((await resourcePapers(db, SeedResource.HEART_EXAM_VIDEO, null))[0].isStudy).toBe(0);
    expect(await resourcePapers(db, SeedResource.ECG_IMAGE, SeedLearner.PASSED)).toEqual([]);
    expect(await findResourcePaper(db, SeedResource.HEART_EXAM_VIDEO, SeedCoursePaper.INTERNAL_MEDICINE)).toEqual({ name: '内科学综合测验', passScore: 60 });
    expect(await findResourcePaper(db, SeedResource.ECG_IMAGE, SeedCoursePaper.INTERNAL_MEDICINE)).toBeUndefined();
    const questions = await paperQuestionRows(db, SeedCoursePaper.INTERNAL_MEDICINE);
    const stems = questions.filter((q) => questions.some((c) => c.parentId === q.questionId));
    expect(questions.length - stems.length).toBe(12);
  });

  it('answer records: a record with its answers, the class standing, and one record per learner', async () => {
    const record = present(await findAnswerRecord(db, SeedResource.HEART_EXAM_VIDEO, SeedCoursePaper.INTERNAL_MEDICINE, SeedLearner.PASSED));
    expect(record).toMatchObject({ userId: SeedLearner.PASSED, classId: 1, useTime: 1085, submitTime: '2026-05-20 10:00:00' });
    expect(await recordAnswers(db, record.recordId)).toHaveLength(12);
    // Class 1 took paper 1 three times (103 all right, 102, 104); class 2 once.
    expect(await classStanding(db, SeedResource.HEART_EXAM_VIDEO, SeedCoursePaper.INTERNAL_MEDICINE, 1, record.score)).toEqual({ submitCount: 3, bestScore: 100, better: 1 });
    expect(await classStanding(db, SeedResource.HEART_EXAM_VIDEO, SeedCoursePaper.INTERNAL_MEDICINE, null, 0)).toEqual({ submitCount: 0, bestScore: null, better: 0 });

    const mine = { onlineCourseId: 1, resourceId: SeedResource.HEART_EXAM_VIDEO, paperId: SeedCoursePaper.INTERNAL_MEDICINE, userId: 105, classId: null, submitTime: AT, useTime: null };
    const graded = { score: 0, finishCount: 0, answers: [] };
    expect(await insertAnswerRecord(db, mine, graded)).toBe(true);
    expect(await insertAnswerRecord(db, mine, { ...graded, score: 100 })).toBe(false);
    expect(await classStanding(db, SeedResource.HEART_EXAM_VIDEO, SeedCoursePaper.INTERNAL_MEDICINE, null, 0)).toEqual({ submitCount: 1, bestScore: 0, better: 0 });
  });

  it('answer records: a resource counts as passed only when every paper has a passing record', async () => {
    expect(await passedEveryPaper(db, SeedResource.HEART_EXAM_VIDEO, SeedLearner.PASSED)).toBe(true);
    expect(await passedEveryPaper(db, SeedResource.HEART_EXAM_VIDEO, 104)).toBe(false); // 7 of 12 is below the pass mark
    expect(await passedEveryPaper(db, SeedResource.HEART_EXAM_VIDEO, SeedLearner.NOT_PASSED)).toBe(false);
    expect(await passedEveryPaper(db, SeedResource.ECG_IMAGE, SeedLearner.NOT_PASSED)).toBe(true); // no papers
  });

  it('certificates: every learner has one from the seed, by serial; collecting happens once', async () => {
    const first = await findCertificate(db, SeedCourse.INTERNAL_MEDICINE, 101);
    expect(first).toEqual({ certificateId: 1, onlineCourseId: 1, userId: 101, code: 'MT-2026-000001', collectTime: null });
    expect(await findCertificateByCode(db, 'MT-2026-000001')).toEqual(first);
    expect((await findCertificate(db, SeedCourse.INTERNAL_MEDICINE, SeedLearner.COLLECTED))?.collectTime).toBe('2026-05-20 10:00:00');
    expect(await nextCertificateId(db)).toBe(71); // 20 + 20 + 30 learners
    expect(await collectCertificate(db, present(first).certificateId, AT)).toBe(true);
    expect(await collectCertificate(db, present(first).certificateId, AT)).toBe(false);
  });

  it('certificates: a taken serial or a second certificate of the same course is not inserted; ensureCertificate creates once', async () => {
    expect(await insertCertificate(db, { certificateId: 1, onlineCourseId: 3, userId: 1, code: 'MT-2026-999999' })).toBe(false);
    expect(await insertCertificate(db, { certificateId: 500, onlineCourseId: 1, userId: 101, code: 'MT-2026-000500' })).toBe(false);
    // The admin takes no course by class: ensureCertificate still creates one for them, with the next serial.
    const course = (await findCourse(db, SeedCourse.COMMUNICATION)) as CourseRow;
    const created = await ensureCertificate(db, course, 1);
    expect(created).toMatchObject({ certificateId: 71, code: 'MT-2026-000071' });
    expect(await ensureCertificate(db, course, 1)).toEqual(created);
  });

  it('names: the real name, else the nickname, else the user name', async () => {
    expect(await realNameOf(db, 101)).toBe(studentName(101));
    expect(await realNameOf(db, 3)).toBe('李老师');
    expect(await realNameOf(db, 9999)).toBe('');
  });
});
