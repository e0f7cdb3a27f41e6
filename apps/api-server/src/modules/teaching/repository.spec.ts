/** Teaching's repositories on both engines (issue 15), each test on a fresh database with the teaching seed. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestEngine } from '../../db/test-engines';
import { ENGINES } from '../../db/test-engines';
import type { DB } from '../../db/tables';
import { classPage, findPlan, majors, planLessons, semesters } from './catalogue-repository';
import { addClock, clocksOf } from './clock-repository';
import { findLesson, lessonHomework, lessonHomeworkAttachments, lessonMaterials, lessonStudents, planClassIds, planClassNames, suggestionOf } from './lesson-repository';
import { findRecord, insertPaperRecord, lessonPaperName, paperQuestions, paperStats, rankOf, recordAnswers } from './paper-repository';
import { scoreLogged } from './homework-repository';
import { clockedUsers, homeworkStates, lessonPapers, lessonRatings, paperDoneUsers, ratedUsers } from './progress-repository';
import { findRatingRecord, ratingItems, ratingName, recordScores, saveRatings } from './rating-repository';
import { openSchool, SchoolClass, studentName } from './school-fixture';
import { SEED_TEACHER_01, SEED_TEACHER_02, SeedLesson, SeedPaper, SeedRating, seedTeaching, seedTeachingReference } from './seed';
import { addSuggestion, suggestions } from './suggest-repository';
import { lessonsBetween } from './timetable-repository';
import type { Queryable } from '../../db/queryable';

/** Wednesday 20 May 2026, 10:00: the seed's lessons are laid out around it. */
const SEED_NOW = new Date(2026, 4, 20, 10, 0, 0);
const TODAY = '2026-05-20';
const WEEK = ['2026-05-18', '2026-05-24'] as const;
const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

/** The value, failing the test when it is missing. */
function present<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

describe.each(ENGINES)('teaching repositories on %s', (engine) => {
  let school: TestEngine<DB>;
  let db: Queryable;
  beforeEach(async () => {
    school = await openSchool(engine);
    db = school.engine.db;
    await db.transaction().execute(async (trx) => {
      await seedTeachingReference(trx);
      await seedTeaching(trx, SEED_NOW);
    });
  });
  afterEach(() => school.dispose());

  it('lessons: one lesson with its plan, period and teacher; the plan’s classes and students', async () => {
    const lesson = await findLesson(db, SeedLesson.IN_PROGRESS);
    expect(lesson).toMatchObject({
      planDetailId: SeedLesson.IN_PROGRESS,
      planId: 1,
      planName: '诊断学',
      teacherId: SEED_TEACHER_01,
      teacherName: '张老师',
      teachingDate: TODAY,
      periodNum: 1,
      periodStartTime: '08:00:00',
      periodEndTime: '09:40:00',
      teachingStartTime: `${TODAY} 00:00:00`,
      attendanceStatus: 1,
      semesterId: 1,
      majorName: '临床医学',
    });
    expect(await findLesson(db, 9999)).toBeUndefined();
    expect(await planClassIds(db, 1)).toEqual([SchoolClass.CLINICAL_1, SchoolClass.CLINICAL_2]);
    expect(await planClassNames(db, 1)).toBe('临床医学2024级1班,临床医学2024级2班');
    const students = await lessonStudents(db, 1);
    expect(students).toHaveLength(20);
    expect(students[0]).toEqual({ userId: 101, userName: 'student01', realName: studentName(101), jobNumber: 'S2024101', phone: '1380000101', className: '临床医学2024级1班' });
  });

  it('lessons: the keyword search ignores case and treats % and _ literally', async () => {
    expect((await lessonStudents(db, 1, 's2024105')).map((s) => s.userId)).toEqual([105]);
    expect((await lessonStudents(db, 1, 'STUDENT02')).map((s) => s.userId)).toEqual([102]);
    expect((await lessonStudents(db, 1, '学员11')).map((s) => s.userId)).toEqual([110, 111, 112, 113, 114, 115, 116, 117, 118, 119]);
    expect(await lessonStudents(db, 1, '%')).toEqual([]);
    expect(await lessonStudents(db, 1, 'student_1')).toEqual([]);
  });

  it('lessons: a student’s suggestion, the materials, homework and attachments', async () => {
    expect(await suggestionOf(db, SeedLesson.OVER, 102)).toContain('问诊');
    expect(await suggestionOf(db, SeedLesson.OVER, 101)).toBe('');
    expect((await lessonMaterials(db, SeedLesson.IN_PROGRESS)).map((m) => m.fileName)).toEqual(['诊断学课件.pdf']);
    expect(await lessonHomework(db, SeedLesson.IN_PROGRESS)).toHaveLength(1);
    expect((await lessonHomeworkAttachments(db, SeedLesson.OVER))[0].fileUrl).toMatch(/^\/file\/teaching\//);
    expect(await lessonMaterials(db, SeedLesson.NOT_STARTED)).toEqual([]);
  });

  it('progress: who clocked, finished every paper or scale, or one of them; homework states and scoring', async () => {
    expect(ids(await clockedUsers(db, SeedLesson.IN_PROGRESS))).toEqual([102, 103]);
    // Lesson 1 has two papers and two scales: nobody has done both yet.
    expect(ids(await paperDoneUsers(db, SeedLesson.IN_PROGRESS))).toEqual([]);
    expect(ids(await paperDoneUsers(db, SeedLesson.IN_PROGRESS, SeedPaper.DIAGNOSTICS))).toEqual([102, 103]);
    expect(ids(await paperDoneUsers(db, SeedLesson.OVER))).toEqual([102, 104]);
    expect(ids(await ratedUsers(db, SeedLesson.IN_PROGRESS))).toEqual([]);
    expect(ids(await ratedUsers(db, SeedLesson.IN_PROGRESS, SeedRating.PRACTICE))).toEqual([104]);
    expect(ids(await ratedUsers(db, SeedLesson.OVER))).toEqual([102, 103]);
    expect((await lessonPapers(db, SeedLesson.IN_PROGRESS)).map((p) => p.paperId)).toEqual([SeedPaper.DIAGNOSTICS, SeedPaper.HISTORY_TAKING]);
    expect((await lessonRatings(db, SeedLesson.IN_PROGRESS)).map((r) => r.ratingId)).toEqual([SeedRating.PRACTICE, SeedRating.CLASSROOM]);

    expect((await homeworkStates(db, SeedLesson.OVER)).get(104)).toEqual({ homeworkStatus: 1, homeWorkScore: null });
    await scoreLogged(db, [{ planDetailId: SeedLesson.OVER, userId: 104, homeWorkScore: 66 }], SEED_TEACHER_01, '2026-05-20 11:00:00', 'not handed in');
    expect((await homeworkStates(db, SeedLesson.OVER)).get(104)).toEqual({ homeworkStatus: 1, homeWorkScore: 66 });
  });

  it('catalogue: semesters newest first, majors, a page of classes, a plan and its lessons', async () => {
    expect((await semesters(db)).map((s) => s.semesterId)).toEqual([1, 2]);
    expect(await majors(db)).toEqual([{ majorId: 1, majorName: '临床医学' }, { majorId: 2, majorName: '口腔医学' }]);
    expect(await classPage(db, 1, 1, 1)).toEqual({ total: 2, rows: [{ id: 1, className: '临床医学2024级1班', gradeName: '2024级', majorId: 1 }] });
    expect((await classPage(db, undefined, 2, 2)).rows.map((c) => c.id)).toEqual([3]);
    expect(await findPlan(db, 3)).toMatchObject({ planName: '外科学', teacherName: '', theoryPeriod: 40 }); // teacher02 has no real name
    expect(await findPlan(db, 99)).toBeUndefined();
    const lessons = await planLessons(db, 1);
    expect(lessons.map((l) => l.teachingDate)).toEqual([...lessons.map((l) => l.teachingDate)].sort());
    expect(lessons[0]).toMatchObject({ teacherName: '张老师', periods: 2 });
  });

  it('timetable: a week’s lessons by class, by teacher and by semester', async () => {
    const byClass = await lessonsBetween(db, WEEK[0], WEEK[1], { classId: SchoolClass.DENTAL_1 });
    expect(new Set(byClass.map((l) => l.planId))).toEqual(new Set([4]));
    const byTeacher = await lessonsBetween(db, WEEK[0], WEEK[1], { teacherId: SEED_TEACHER_02 });
    expect(new Set(byTeacher.map((l) => l.planId))).toEqual(new Set([3, 4]));
    const today = await lessonsBetween(db, TODAY, TODAY, {});
    // By period, then id: lessons 1 and 4 share period 1, lesson 6 opens period 2, lesson 5 sits in period 3.
    expect(today.map((l) => l.planDetailId).slice(0, 3)).toEqual([SeedLesson.IN_PROGRESS, SeedLesson.SAME_SLOT, SeedLesson.NO_ATTENDANCE]);
    expect(today.map((l) => l.periodNum)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(today.find((l) => l.periodNum === 3)?.planDetailId).toBe(SeedLesson.OTHER_TEACHER);
    expect(await lessonsBetween(db, WEEK[0], WEEK[1], { semesterId: 2 })).toEqual([]);
  });

  it('clock: every sign-in is kept, in time order', async () => {
    await addClock(db, SeedLesson.OVER, 101, '2026-05-19 08:10:00');
    await addClock(db, SeedLesson.OVER, 101, '2026-05-19 08:05:00');
    expect((await clocksOf(db, SeedLesson.OVER, 101)).map((c) => c.clockTime)).toEqual(['2026-05-19 08:05:00', '2026-05-19 08:10:00']);
  });

  it('suggest: one per student and lesson; listed newest first, filtered by user or keyword', async () => {
    expect(await addSuggestion(db, SeedLesson.OVER, 105, '多一些病例', '2026-05-20 12:00:00')).toBe(true);
    expect(await addSuggestion(db, SeedLesson.OVER, 105, '再来一条', '2026-05-20 12:01:00')).toBe(false);
    const all = await suggestions(db, SeedLesson.OVER, {});
    expect(all.map((s) => s.userId)).toEqual([105, 103, 102]);
    expect(all[0]).toMatchObject({ realName: studentName(105), className: '临床医学2024级1班', suggest: '多一些病例' });
    expect((await suggestions(db, SeedLesson.OVER, { userId: 102 })).map((s) => s.userId)).toEqual([102]);
    expect((await suggestions(db, SeedLesson.OVER, { keyword: 's2024103' })).map((s) => s.userId)).toEqual([103]);
  });

  it('rating: the scale, a saved rating with its evaluator, and a batch that is all or nothing', async () => {
    expect(await ratingName(db, SeedRating.PRACTICE)).toBe('临床实践能力评价表');
    await expect(ratingName(db, 99)).rejects.toThrow('评价量表不存在');
    expect((await ratingItems(db, SeedRating.CLASSROOM)).map((i) => [i.id, i.pid, i.score])).toEqual([[9, 0, 10], [10, 9, 5], [11, 9, 5], [12, 0, 10]]);
    const saved = await findRatingRecord(db, SeedLesson.OVER, SeedRating.PRACTICE, 102);
    expect(saved).toMatchObject({ score: 86, evaluateName: '张老师' });
    expect((await recordScores(db, present(saved).recordId)).get(5)).toBe(18);

    const rating = { planDetailId: SeedLesson.OVER, ratingId: SeedRating.PRACTICE, evaluatorId: 2, evaluateTime: '2026-05-20 12:00:00', total: 20, scores: new Map([[2, 10], [3, 10]]) };
    // 103 is rated already: 105 before it must not be stored either.
    expect(await saveRatings(db, rating, [105, 103])).toBe(false);
    expect(await findRatingRecord(db, SeedLesson.OVER, SeedRating.PRACTICE, 105)).toBeUndefined();
    expect(await saveRatings(db, rating, [105, 106])).toBe(true);
    expect(ids(await ratedUsers(db, SeedLesson.OVER, SeedRating.PRACTICE))).toEqual([102, 103, 105, 106]);
  });

  it('paper: questions, records, answers, stats and rank; a second record of the same paper is refused', async () => {
    expect(await lessonPaperName(db, SeedLesson.IN_PROGRESS, SeedPaper.HISTORY_TAKING)).toBe('问诊技巧小测');
    await expect(lessonPaperName(db, SeedLesson.OVER, SeedPaper.HISTORY_TAKING)).rejects.toThrow('试卷不存在');
    const questions = await paperQuestions(db, SeedPaper.DIAGNOSTICS);
    expect(questions.map((q) => q.type)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const best = await findRecord(db, SeedLesson.IN_PROGRESS, SeedPaper.DIAGNOSTICS, 102);
    expect(best).toMatchObject({ score: 100, finishCount: 9, useTime: 754 });
    expect(await recordAnswers(db, present(best).recordId)).toHaveLength(9);
    expect(await paperStats(db, SeedLesson.IN_PROGRESS, SeedPaper.DIAGNOSTICS)).toEqual({ submitCount: 2, bestScore: 100 });
    expect(await paperStats(db, SeedLesson.IN_PROGRESS, SeedPaper.HISTORY_TAKING)).toEqual({ submitCount: 0, bestScore: null });
    expect(await rankOf(db, SeedLesson.IN_PROGRESS, SeedPaper.DIAGNOSTICS, 100)).toBe(1);
    expect(await rankOf(db, SeedLesson.IN_PROGRESS, SeedPaper.DIAGNOSTICS, 50)).toBe(3);

    const record = { planDetailId: SeedLesson.IN_PROGRESS, paperId: SeedPaper.HISTORY_TAKING, userId: 101, submitTime: '2026-05-20 10:30:00', useTime: 60 };
    const graded = { score: 100, finishCount: 1, answers: [{ questionId: (await paperQuestions(db, SeedPaper.HISTORY_TAKING))[0].questionId, result: 'B', isRight: 1 as const }] };
    expect(await insertPaperRecord(db, record, graded)).toBe(true);
    expect(await insertPaperRecord(db, record, { ...graded, score: 0 })).toBe(false);
    expect(await findRecord(db, SeedLesson.IN_PROGRESS, SeedPaper.HISTORY_TAKING, 101)).toMatchObject({ score: 100 });
  });
});
