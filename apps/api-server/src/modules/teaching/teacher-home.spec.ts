import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkPaths, teacherHomePaths, type TeacherTodo, type TeacherTodoLesson } from '@medteach/contract';
import { nowText } from '../../db/db';
import { signIn, testServer, type Caller } from '../../test-helpers';
import { addDays } from './calendar';
import { SeedLesson, SeedRating } from './seed';

let server: Awaited<ReturnType<typeof testServer>>;
let teacher01: Caller;
let teacher02: Caller;
let admin: Caller;
let student: Caller;

beforeAll(async () => {
  server = await testServer();
  [teacher01, teacher02, admin, student] = await Promise.all(['teacher01', 'teacher02', 'admin', 'student01'].map((name) => signIn(server.app, name)));
});
afterAll(() => server.close());

const todoOf = async (caller: Caller): Promise<TeacherTodoLesson[]> => {
  const res = await caller.get(teacherHomePaths.todo);
  expect(res.body.code).toBe(200);
  return (res.body.data as TeacherTodo).lessons;
};
const lessonIn = (lessons: TeacherTodoLesson[], id: number) => lessons.find((l) => l.planDetailId === id);
const handIn = (planDetailId: number, userId: number) =>
  server.db.insertInto('teaching_homework_student').values({ plan_detail_id: planDetailId, user_id: userId, homework_status: 1, home_work_score: null, submit_time: nowText() }).execute();

/**
 * 待处理 of the teacher's home (issue 18). The seed (seed.ts) gives teacher01's lessons: 诊断学 today (lesson 1) and
 * yesterday (lesson 2), the only ones of theirs with homework, rating scales and suggestions. Plan 1 teaches classes 1
 * and 2: students 101–120, 20 in all.
 */
describe('GET teacherHome/todo', () => {
  it('counts the seeded work left per lesson, newest lesson first', async () => {
    const lessons = await todoOf(teacher01);
    expect(lessons.map((l) => l.planDetailId)).toEqual([SeedLesson.IN_PROGRESS, SeedLesson.OVER]);
    // Lesson 1: 103's hand-in has no score (102's has); 104's suggestion; 104 rated on 实践 only.
    expect(lessons[0]).toMatchObject({
      planName: '诊断学',
      homeworkToScore: 1,
      newSuggestions: 1,
      ratings: [
        { ratingId: SeedRating.PRACTICE, pending: 19 },
        { ratingId: SeedRating.CLASSROOM, pending: 20 },
      ],
    });
    // Lesson 2: 104 and 105 unscored (102, 103, 111 scored); suggestions of 102 and 103 yesterday; 102, 103 rated.
    expect(lessons[1]).toMatchObject({ homeworkToScore: 2, newSuggestions: 2, ratings: [{ ratingId: SeedRating.PRACTICE, pending: 18 }] });
    expect(lessons[1].ratings[0].ratingName).toBeTruthy();
  });

  it('follows rows written later: a new hand-in, a score, a rating, old and new suggestions, students outside the classes', async () => {
    await handIn(SeedLesson.OVER, 106);
    // 121 is in class 3, which plan 1 does not teach: /checkStudentHomework does not list them, nor does the home.
    await handIn(SeedLesson.OVER, 121);
    expect((await teacher01.post(homeworkPaths.score, { planDetailId: SeedLesson.OVER, userId: 104, homeWorkScore: 80 })).body.code).toBe(200);
    const longAgo = nowText(addDays(new Date(), -10));
    await server.db
      .insertInto('teaching_suggest')
      .values([
        { plan_detail_id: SeedLesson.OVER, user_id: 107, suggest: '新建议', create_time: nowText() },
        { plan_detail_id: SeedLesson.OVER, user_id: 108, suggest: '旧建议', create_time: longAgo },
      ])
      .execute();
    await server.db
      .insertInto('teaching_rating_record')
      .values({ plan_detail_id: SeedLesson.OVER, rating_id: SeedRating.PRACTICE, user_id: 105, score: 60, evaluator_id: 2, evaluate_time: nowText() })
      .execute();

    const over = lessonIn(await todoOf(teacher01), SeedLesson.OVER);
    // 105 and 106 wait (104 scored now, 121 not in the classes); 102, 103 and 107 are new, 108's is 10 days old.
    expect(over).toMatchObject({ homeworkToScore: 2, newSuggestions: 3, ratings: [{ ratingId: SeedRating.PRACTICE, pending: 17 }] });
  });

  it('shows a teacher only their own lessons; an admin every lesson', async () => {
    // 外科学 today is teacher02's (lesson 5, class 1): 101 hands in.
    await handIn(SeedLesson.OTHER_TEACHER, 101);
    expect(lessonIn(await todoOf(teacher01), SeedLesson.OTHER_TEACHER)).toBeUndefined();
    const theirs = await todoOf(teacher02);
    expect(theirs.map((l) => l.planDetailId)).toEqual([SeedLesson.OTHER_TEACHER]);
    expect(theirs[0]).toMatchObject({ planName: '外科学', homeworkToScore: 1, newSuggestions: 0, ratings: [] });
    const all = (await todoOf(admin)).map((l) => l.planDetailId);
    expect(all).toEqual(expect.arrayContaining([SeedLesson.IN_PROGRESS, SeedLesson.OVER, SeedLesson.OTHER_TEACHER]));
  });

  it('leaves tomorrow’s lessons out and refuses students', async () => {
    await handIn(SeedLesson.NOT_STARTED, 102);
    expect(lessonIn(await todoOf(teacher01), SeedLesson.NOT_STARTED)).toBeUndefined();
    const res = await student.get(teacherHomePaths.todo);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
  });
});
