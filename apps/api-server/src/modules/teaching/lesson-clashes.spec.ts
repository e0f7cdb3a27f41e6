/** Timetable conflict detection on both engines (issue 17): teacher, class and room booked twice. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/tables';
import { ENGINES, type TestEngine } from '../../db/test-engines';
import { clashesMessage, clashMessage, findLessonClashes, type LessonSlot } from './lesson-clashes';
import { openSchool, SchoolClass } from './school-fixture';
import type { Queryable } from '../../db/queryable';

const TEACHER = 2; // 张老师
const OTHER_TEACHER = 3;
/** Monday 2026-08-31 starts the semester, so 2026-09-14 is in week 3. */
const SEMESTER_START = '2026-08-31';
const DAY = '2026-09-14';
const Plan = { INTERNAL: 1, SURGERY: 2, DENTAL: 3 } as const;
const STORED_LESSON = 10;

const slot = (over: Partial<LessonSlot>): LessonSlot => ({
  planId: Plan.SURGERY,
  teacherId: OTHER_TEACHER,
  addressName: '',
  teachingDate: DAY,
  periodNum: 1,
  periods: 2,
  ...over,
});

describe.each(ENGINES)('lesson clashes on %s', (engine) => {
  let school: TestEngine<DB>;
  let db: Queryable;
  beforeEach(async () => {
    school = await openSchool(engine);
    db = school.engine.db;
    await db.insertInto('teaching_semester').values({ semester_id: 1, semester_name: '2026-2027学年第一学期', start_date: SEMESTER_START, end_date: '2027-01-15' }).execute();
    await db.insertInto('teaching_major').values([{ major_id: 1, major_name: '临床医学' }, { major_id: 2, major_name: '口腔医学' }]).execute();
    const plan = (plan_id: number, plan_name: string, major_id: number) => ({ plan_id, plan_name, semester_id: 1, major_id, teacher_id: TEACHER });
    await db.insertInto('teaching_plan').values([plan(Plan.INTERNAL, '内科学', 1), plan(Plan.SURGERY, '外科学', 1), plan(Plan.DENTAL, '口腔解剖学', 2)]).execute();
    await db
      .insertInto('teaching_plan_class')
      .values([
        { plan_id: Plan.INTERNAL, class_id: SchoolClass.CLINICAL_1 },
        { plan_id: Plan.SURGERY, class_id: SchoolClass.CLINICAL_1 },
        { plan_id: Plan.SURGERY, class_id: SchoolClass.CLINICAL_2 },
        { plan_id: Plan.DENTAL, class_id: SchoolClass.DENTAL_1 },
      ])
      .execute();
    // 内科学 by 张老师 in A101, 第3节 of DAY.
    await db
      .insertInto('teaching_plan_detail')
      .values({
        plan_detail_id: STORED_LESSON,
        plan_id: Plan.INTERNAL,
        lesson_content: '心力衰竭',
        teacher_id: TEACHER,
        address_name: 'A101',
        teaching_date: DAY,
        period_num: 3,
        periods: 2,
        teaching_start_time: `${DAY} 10:00:00`,
        teaching_end_time: `${DAY} 11:40:00`,
      })
      .execute();
  });
  afterEach(() => school.dispose());

  it('refuses the same teacher in the same period, naming the teacher, date, period, course and week', async () => {
    const clashes = await findLessonClashes(db, [slot({ planId: Plan.DENTAL, teacherId: TEACHER, periodNum: 3, periods: 4 })]);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatchObject({ kind: 'teacher', index: 0, name: '张老师', other: { planDetailId: STORED_LESSON, index: null } });
    expect(clashMessage(clashes[0])).toBe('教师张老师 2026-09-14 第3节已有课程《内科学》（2026-2027学年第一学期第3周）');
  });

  it('refuses a class of the plan already in a lesson, and a room booked twice', async () => {
    const clashes = await findLessonClashes(db, [slot({ periodNum: 3, addressName: ' A101 ' })]);
    expect(clashes.map(clashMessage)).toEqual([
      '班级临床医学2024级1班 2026-09-14 第3节已有课程《内科学》（2026-2027学年第一学期第3周）',
      '教室 A101 2026-09-14 第3节已有课程《内科学》（2026-2027学年第一学期第3周）',
    ]);
  });

  it('lets other periods (a lesson sits in one period whatever its hours), other days, other classes and an empty room through', async () => {
    const free = [
      slot({ teacherId: TEACHER, periodNum: 2, periods: 2 }),
      slot({ teacherId: TEACHER, periodNum: 4, periods: 2 }),
      slot({ planId: Plan.INTERNAL, teacherId: TEACHER, addressName: 'A101', periodNum: 5 }),
      slot({ planId: Plan.INTERNAL, teacherId: TEACHER, addressName: 'A101', teachingDate: '2026-09-15', periodNum: 3 }),
      slot({ planId: Plan.DENTAL, periodNum: 3, addressName: '' }),
    ];
    for (const lesson of free) expect(await findLessonClashes(db, [lesson])).toEqual([]);
  });

  it('does not count the edited lesson against itself, but still against others', async () => {
    const moved = slot({ planId: Plan.INTERNAL, planDetailId: STORED_LESSON, teacherId: TEACHER, addressName: 'A101', periodNum: 3, periods: 4 });
    expect(await findLessonClashes(db, [moved])).toEqual([]);
    const other = slot({ planId: Plan.DENTAL, teacherId: TEACHER, periodNum: 3 });
    const clashes = await findLessonClashes(db, [moved, { ...other, teachingDate: DAY }]);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatchObject({ kind: 'teacher', index: 1, other: { planDetailId: STORED_LESSON, index: 0, periods: 4 } });
  });

  it('finds clashes among the given lessons themselves (copying a week)', async () => {
    const nextWeek = '2026-09-21';
    const clashes = await findLessonClashes(db, [
      slot({ teachingDate: nextWeek, addressName: 'B202' }),
      slot({ planId: Plan.DENTAL, teachingDate: nextWeek, addressName: 'B202', periods: 1 }),
    ]);
    expect(clashes.map((c) => [c.kind, c.index, c.other.index])).toEqual([
      ['teacher', 1, 0],
      ['room', 1, 0],
    ]);
    expect(clashesMessage(clashes)).toBe('教师李老师 2026-09-21 第1节已有课程《外科学》（2026-2027学年第一学期第4周）；教室 B202 2026-09-21 第1节已有课程《外科学》（2026-2027学年第一学期第4周）');
  });
});
