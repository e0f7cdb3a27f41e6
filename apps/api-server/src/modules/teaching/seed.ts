import { gradePaper } from '../../core/paper-grading';
import type { Insertable } from 'kysely';
import { nowText } from '../../db/db';
import type { TeachingPlanDetailTable } from '../../db/tables';
import { addDays, dateText, isoWeekday, mondayOf } from './calendar';
import { DEMO_PDFS, teachingFileUrl } from './demo-files';
import { insertRating } from './rating-repository';
import { insertPaperRecord, paperQuestions } from './paper-repository';
import { PLAN_ESSAY_GRADING } from './papers';
import { SEED_PAPERS, optionList } from './seed-papers';
import type { Queryable } from '../../db/queryable';

/**
 * Teaching demo data, relative to the day the seed runs so lessons exist in every timeStatus:
 * a semester covering today, a timetable for this week and next, and six key lessons with fixed ids (tests and
 * e2e rely on them). Users: teacher01 = 2, teacher02 = 3, students 101–110 class 1, 111–120 class 2, 121–130 class 3.
 */
export const SEED_TEACHER_01 = 2;
export const SEED_TEACHER_02 = 3;
export const SeedLesson = {
  /** 诊断学, today all day, attendance on, papers 1 and 2, rating scales 1 and 2, homework, materials. */
  IN_PROGRESS: 1,
  /** 诊断学, yesterday: over; has clocks, ratings, suggestions, homework and paper records of other students. */
  OVER: 2,
  /** 诊断学, tomorrow: not started. */
  NOT_STARTED: 3,
  /** 内科学, today in the same slot as lesson 1 (several courses in one slot). */
  SAME_SLOT: 4,
  /** 外科学 by teacher02, today, class 1 only. */
  OTHER_TEACHER: 5,
  /** 内科学, today, attendance off. */
  NO_ATTENDANCE: 6,
} as const;
export const SeedRating = { PRACTICE: 1, CLASSROOM: 2 } as const;
export const SeedPaper = { DIAGNOSTICS: 1, HISTORY_TAKING: 2 } as const;

/** Class periods of a day: 第1节 … 第4节, two teaching hours each. */
export const PERIOD_TIMES: Record<number, [start: string, end: string]> = {
  1: ['08:00:00', '09:40:00'],
  2: ['10:00:00', '11:40:00'],
  3: ['14:00:00', '15:40:00'],
  4: ['16:00:00', '17:40:00'],
};
const WHOLE_DAY: [string, string] = ['00:00:00', '23:59:59'];
const SEMESTER_WEEKS_BEFORE_NOW = 6;
const SEMESTER_WEEKS = 20;

const PLANS = [
  { planId: 1, name: '诊断学', majorId: 1, teacherId: SEED_TEACHER_01, classIds: [1, 2], textbook: '《诊断学》（第9版）人民卫生出版社', theory: 32, experiment: 16, theoryAddr: '教学楼A201', experimentAddr: '临床技能中心302', internshipAddr: '附属第一医院', topics: ['问诊的方法与技巧', '发热的问诊要点', '生命体征测量', '胸部视诊与触诊', '心脏听诊', '腹部检查'] },
  { planId: 2, name: '内科学', majorId: 1, teacherId: SEED_TEACHER_01, classIds: [1, 2], textbook: '《内科学》（第9版）人民卫生出版社', theory: 48, experiment: 8, theoryAddr: '教学楼A305', experimentAddr: '', internshipAddr: '', topics: ['冠心病概述', '急性心肌梗死', '心力衰竭', '高血压', '慢性阻塞性肺疾病'] },
  { planId: 3, name: '外科学', majorId: 1, teacherId: SEED_TEACHER_02, classIds: [1], textbook: '《外科学》（第9版）人民卫生出版社', theory: 40, experiment: 24, theoryAddr: '教学楼B102', experimentAddr: '外科手术学实验室', internshipAddr: '', topics: ['无菌术', '外科休克', '创伤与清创', '外科感染'] },
  { planId: 4, name: '口腔解剖生理学', majorId: 2, teacherId: SEED_TEACHER_02, classIds: [3], textbook: '《口腔解剖生理学》（第8版）', theory: 36, experiment: 18, theoryAddr: '口腔楼201', experimentAddr: '口腔仿真实验室', internshipAddr: '附属口腔医院', topics: ['牙体解剖', '牙列与咬合', '颌面部骨骼', '颞下颌关节'] },
];

/** Routine lessons by weekday (1 = Monday): [planId, period]. */
const WEEKLY_TEMPLATE: Record<number, [number, number][]> = {
  1: [[1, 1], [4, 1]],
  2: [[2, 2], [3, 3]],
  3: [[1, 3], [4, 2]],
  4: [[2, 1], [3, 4]],
  5: [[1, 2], [4, 3]],
};

const RATING_SCALES = [
  {
    ratingId: SeedRating.PRACTICE,
    name: '临床实践能力评价表',
    // [id, pid, name, max score]
    items: [
      [1, 0, '职业素养', 20], [2, 1, '仪表着装', 10], [3, 1, '沟通能力', 10],
      [4, 0, '操作技能', 60], [5, 4, '无菌观念', 20], [6, 4, '操作规范', 20], [7, 4, '熟练程度', 20],
      [8, 0, '临床思维', 20],
    ],
  },
  {
    ratingId: SeedRating.CLASSROOM,
    name: '课堂表现评价表',
    items: [
      [9, 0, '学习态度', 10], [10, 9, '出勤情况', 5], [11, 9, '课堂参与', 5],
      [12, 0, '知识掌握', 10],
    ],
  },
] as const;

/** Rows per multi-row insert (the data layer's limit, docs/data-layer.md). */
const INSERT_CHUNK = 500;
const chunked = <T>(rows: readonly T[]): T[][] => Array.from({ length: Math.ceil(rows.length / INSERT_CHUNK) }, (_, i) => rows.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK));

/** Every install's starting shape: the class periods of a day and the rating scales lessons are scored on. */
export async function seedTeachingReference(db: Queryable) {
  await db
    .insertInto('teaching_period')
    .values(Object.entries(PERIOD_TIMES).map(([num, [start, end]]) => ({ period_num: Number(num), start_time: start, end_time: end })))
    .execute();
  for (const scale of RATING_SCALES) {
    await db.insertInto('teaching_rating').values({ rating_id: scale.ratingId, name: scale.name }).execute();
    await db
      .insertInto('teaching_rating_item')
      .values(scale.items.map(([id, pid, name, max], i) => ({ id, rating_id: scale.ratingId, pid, name, max_score: max, sort: i })))
      .execute();
  }
}

/** The demo school's teaching: runs after seedTeachingReference (its lessons are scored on those scales). */
export async function seedTeaching(db: Queryable, now = new Date()) {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const at = (day: Date, time: string) => `${dateText(day)} ${time}`;
  const semesterStart = mondayOf(addDays(today, -SEMESTER_WEEKS_BEFORE_NOW * 7));
  const previousStart = addDays(semesterStart, -SEMESTER_WEEKS * 7);
  await db
    .insertInto('teaching_semester')
    .values([
      { semester_id: 1, semester_name: '2026-2027学年第一学期', start_date: dateText(semesterStart), end_date: dateText(addDays(semesterStart, SEMESTER_WEEKS * 7 - 1)) },
      { semester_id: 2, semester_name: '2025-2026学年第二学期', start_date: dateText(previousStart), end_date: dateText(addDays(semesterStart, -1)) },
    ])
    .execute();
  await db.insertInto('teaching_major').values([{ major_id: 1, major_name: '临床医学' }, { major_id: 2, major_name: '口腔医学' }]).execute();

  await db
    .insertInto('teaching_plan')
    .values(
      PLANS.map((p) => ({
        plan_id: p.planId,
        plan_name: p.name,
        semester_id: 1,
        major_id: p.majorId,
        teacher_id: p.teacherId,
        textbook: p.textbook,
        theory_period: p.theory,
        experiment_period: p.experiment,
        theory_address_name: p.theoryAddr,
        experiment_address_name: p.experimentAddr,
        internship_address_name: p.internshipAddr,
      })),
    )
    .execute();
  await db
    .insertInto('teaching_plan_class')
    .values(PLANS.flatMap((p) => p.classIds.map((c) => ({ plan_id: p.planId, class_id: c }))))
    .execute();

  const lessons: Insertable<TeachingPlanDetailTable>[] = [];
  const used = new Set<string>();
  const addLesson = (plan: (typeof PLANS)[number], day: Date, period: number, window = PERIOD_TIMES[period], extra: Partial<{ attendance: number; hwStart: string; hwEnd: string }> = {}) => {
    const key = `${plan.planId}/${dateText(day)}/${period}`;
    if (used.has(key)) return;
    used.add(key);
    const id = lessons.length + 1;
    lessons.push({
      plan_detail_id: id,
      plan_id: plan.planId,
      lesson_content: plan.topics[id % plan.topics.length],
      teacher_id: plan.teacherId,
      address_name: plan.theoryAddr,
      teaching_date: dateText(day),
      period_num: period,
      periods: 2,
      teaching_start_time: at(day, window[0]),
      teaching_end_time: at(day, window[1]),
      attendance_status: extra.attendance ?? 1,
      homework_start_time: extra.hwStart ?? null,
      homework_end_time: extra.hwEnd ?? null,
    });
  };
  // Key lessons first so their ids are fixed (see SeedLesson).
  const [diagnostics, internal, surgery] = PLANS;
  addLesson(diagnostics, today, 1, WHOLE_DAY, { hwStart: at(today, WHOLE_DAY[0]), hwEnd: at(addDays(today, 7), WHOLE_DAY[1]) });
  addLesson(diagnostics, addDays(today, -1), 1, PERIOD_TIMES[1], { hwStart: at(addDays(today, -1), WHOLE_DAY[0]), hwEnd: at(addDays(today, 6), WHOLE_DAY[1]) });
  addLesson(diagnostics, addDays(today, 1), 1);
  addLesson(internal, today, 1, WHOLE_DAY);
  addLesson(surgery, today, 3, WHOLE_DAY);
  addLesson(internal, today, 2, WHOLE_DAY, { attendance: 0 });
  const weekStart = mondayOf(today);
  for (let d = 0; d < 14; d++) {
    const day = addDays(weekStart, d);
    for (const [planId, period] of WEEKLY_TEMPLATE[isoWeekday(day)] ?? []) addLesson(PLANS[planId - 1], day, period);
  }
  for (const rows of chunked(lessons)) await db.insertInto('teaching_plan_detail').values(rows).execute();

  await seedLessonResources(db);
  await seedPapers(db);
  await seedStudentRecords(db, now, at(addDays(today, -1), '09:30:00'));
}

async function seedLessonResources(db: Queryable) {
  const keyLessons = [SeedLesson.IN_PROGRESS, SeedLesson.OVER];
  await db
    .insertInto('teaching_material')
    .values([
      ...keyLessons.map((lesson) => ({ plan_detail_id: lesson, file_name: '诊断学课件.pdf', file_url: teachingFileUrl(DEMO_PDFS.lessonNotes.name) })),
      { plan_detail_id: SeedLesson.SAME_SLOT, file_name: '内科学课件.pdf', file_url: teachingFileUrl(DEMO_PDFS.lessonNotes.name) },
    ])
    .execute();
  await db
    .insertInto('teaching_homework')
    .values(keyLessons.map((lesson) => ({ plan_detail_id: lesson, homework_content: '完成一份完整的病史采集报告（不少于800字），拍照或上传文件提交。' })))
    .execute();
  await db
    .insertInto('teaching_homework_attach')
    .values(keyLessons.map((lesson) => ({ plan_detail_id: lesson, file_name: '病史采集报告模板.pdf', file_url: teachingFileUrl(DEMO_PDFS.homeworkTemplate.name) })))
    .execute();
  await db
    .insertInto('teaching_plan_detail_rating')
    .values([
      ...keyLessons.map((lesson) => ({ plan_detail_id: lesson, rating_id: SeedRating.PRACTICE })),
      { plan_detail_id: SeedLesson.IN_PROGRESS, rating_id: SeedRating.CLASSROOM },
    ])
    .execute();
}

async function seedPapers(db: Queryable) {
  for (const paper of SEED_PAPERS) {
    await db.insertInto('teaching_paper').values({ paper_id: paper.paperId, name: paper.name }).execute();
    await db
      .insertInto('teaching_paper_question')
      .values(
        paper.questions.map((q, i) => ({
          paper_id: paper.paperId,
          sort: i + 1,
          type: q.type,
          public_content: q.publicContent ?? null,
          content: q.content,
          select_list: JSON.stringify(optionList(q.options)),
          correct: q.correct,
          analysis: q.analysis,
        })),
      )
      .execute();
  }
  await db
    .insertInto('teaching_plan_detail_paper')
    .values([
      { plan_detail_id: SeedLesson.IN_PROGRESS, paper_id: SeedPaper.DIAGNOSTICS },
      { plan_detail_id: SeedLesson.IN_PROGRESS, paper_id: SeedPaper.HISTORY_TAKING },
      { plan_detail_id: SeedLesson.OVER, paper_id: SeedPaper.DIAGNOSTICS },
    ])
    .execute();
}

/** Records of a few students (never student01 = 101, whose flows the e2e suite walks from scratch). */
async function seedStudentRecords(db: Queryable, now: Date, yesterdayInClass: string) {
  const nowAt = nowText(now);
  await db
    .insertInto('teaching_clock')
    .values([
      ...[102, 103, 104, 105, 106, 107, 108, 111, 112].map((userId) => ({ plan_detail_id: SeedLesson.OVER, user_id: userId, clock_time: yesterdayInClass })),
      ...[102, 103, 103].map((userId) => ({ plan_detail_id: SeedLesson.IN_PROGRESS, user_id: userId, clock_time: nowAt })),
    ])
    .execute();

  const handedIn = (lesson: number, time: string) => ([userId, score]: readonly [number, number | null]) => ({
    plan_detail_id: lesson,
    user_id: userId,
    homework_status: 1,
    home_work_score: score,
    submit_time: time,
  });
  await db
    .insertInto('teaching_homework_student')
    .values([
      ...([[102, 90], [103, 85], [104, null], [105, null], [111, 78]] as const).map(handedIn(SeedLesson.OVER, yesterdayInClass)),
      ...([[102, 88], [103, null]] as const).map(handedIn(SeedLesson.IN_PROGRESS, nowAt)),
    ])
    .execute();

  const rate = (lesson: number, userId: number, given: Record<number, number>) => {
    const scores = new Map(Object.entries(given).map(([itemId, score]) => [Number(itemId), score]));
    const total = [...scores.values()].reduce((a, b) => a + b, 0);
    const rating = { planDetailId: lesson, ratingId: SeedRating.PRACTICE, evaluatorId: SEED_TEACHER_01, evaluateTime: yesterdayInClass, total, scores };
    return insertRating(db, rating, userId);
  };
  await rate(SeedLesson.OVER, 102, { 2: 9, 3: 8, 5: 18, 6: 17, 7: 16, 8: 18 });
  await rate(SeedLesson.OVER, 103, { 2: 10, 3: 9, 5: 15, 6: 16, 7: 14, 8: 15 });
  await rate(SeedLesson.IN_PROGRESS, 104, { 2: 8, 3: 8, 5: 16, 6: 16, 7: 15, 8: 16 });

  await db
    .insertInto('teaching_suggest')
    .values([
      { plan_detail_id: SeedLesson.OVER, user_id: 102, suggest: '老师讲解很清晰，希望多安排一些问诊的实操练习。', create_time: yesterdayInClass },
      { plan_detail_id: SeedLesson.OVER, user_id: 103, suggest: '课件内容丰富，建议课后提供更多病例资料。', create_time: yesterdayInClass },
      { plan_detail_id: SeedLesson.IN_PROGRESS, user_id: 104, suggest: '希望增加小组讨论时间。', create_time: nowAt },
    ])
    .execute();

  const diagnostics = SEED_PAPERS[0];
  const questions = await paperQuestions(db, diagnostics.paperId);
  // 102 answers everything right; the others miss or skip some, so ranks differ. Time spent in seconds.
  const answers: [lesson: number, userId: number, wrongFrom: number, useTime: number][] = [
    [SeedLesson.IN_PROGRESS, 102, questions.length, 754],
    [SeedLesson.IN_PROGRESS, 103, 6, 1210],
    [SeedLesson.OVER, 102, 7, 905],
    [SeedLesson.OVER, 104, 4, 488],
  ];
  for (const [lesson, userId, wrongFrom, useTime] of answers) {
    const results = questions.map((q, i) => ({ questionId: q.questionId, result: i < wrongFrom ? q.correct : i % 2 ? 'E' : '' }));
    const graded = gradePaper(questions, results, PLAN_ESSAY_GRADING);
    const submitTime = lesson === SeedLesson.OVER ? yesterdayInClass : nowAt;
    await insertPaperRecord(db, { planDetailId: lesson, paperId: diagnostics.paperId, userId, submitTime, useTime }, graded);
  }
}
