import { gradePaper } from '../../core/paper-grading';
import { nowText, type Db } from '../../db/db';
import { addDays, dateText, isoWeekday, mondayOf } from './calendar';
import { DEMO_PDFS, teachingFileUrl } from './demo-files';
import { PLAN_ESSAY_GRADING } from './papers';
import { SEED_PAPERS, optionList } from './seed-papers';

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

export function seedTeaching(db: Db, now = new Date()) {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const at = (day: Date, time: string) => `${dateText(day)} ${time}`;
  const semesterStart = mondayOf(addDays(today, -SEMESTER_WEEKS_BEFORE_NOW * 7));
  const previousStart = addDays(semesterStart, -SEMESTER_WEEKS * 7);
  const semester = db.prepare('INSERT INTO teaching_semester (semester_id, semester_name, start_date, end_date) VALUES (?, ?, ?, ?)');
  semester.run(1, '2026-2027学年第一学期', dateText(semesterStart), dateText(addDays(semesterStart, SEMESTER_WEEKS * 7 - 1)));
  semester.run(2, '2025-2026学年第二学期', dateText(previousStart), dateText(addDays(semesterStart, -1)));
  const major = db.prepare('INSERT INTO teaching_major (major_id, major_name) VALUES (?, ?)');
  major.run(1, '临床医学');
  major.run(2, '口腔医学');

  const period = db.prepare('INSERT INTO teaching_period (period_num, start_time, end_time) VALUES (?, ?, ?)');
  for (const [num, [start, end]] of Object.entries(PERIOD_TIMES)) period.run(Number(num), start, end);

  for (const scale of RATING_SCALES) {
    db.prepare('INSERT INTO teaching_rating (rating_id, name) VALUES (?, ?)').run(scale.ratingId, scale.name);
    scale.items.forEach(([id, pid, name, max], i) =>
      db.prepare('INSERT INTO teaching_rating_item (id, rating_id, pid, name, max_score, sort) VALUES (?, ?, ?, ?, ?, ?)').run(id, scale.ratingId, pid, name, max, i),
    );
  }

  for (const p of PLANS) {
    db.prepare(
      `INSERT INTO teaching_plan (plan_id, plan_name, semester_id, major_id, teacher_id, textbook, theory_period, experiment_period,
         theory_address_name, experiment_address_name, internship_address_name) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(p.planId, p.name, p.majorId, p.teacherId, p.textbook, p.theory, p.experiment, p.theoryAddr, p.experimentAddr, p.internshipAddr);
    for (const c of p.classIds) db.prepare('INSERT INTO teaching_plan_class (plan_id, class_id) VALUES (?, ?)').run(p.planId, c);
  }

  const insertLesson = db.prepare(
    `INSERT INTO teaching_plan_detail (plan_detail_id, plan_id, lesson_content, teacher_id, address_name, teaching_date, period_num, periods,
       teaching_start_time, teaching_end_time, attendance_status, homework_start_time, homework_end_time)
     VALUES (@id, @planId, @content, @teacherId, @address, @date, @period, 2, @start, @end, @attendance, @hwStart, @hwEnd)`,
  );
  const used = new Set<string>();
  let nextLessonId = 1;
  const addLesson = (plan: (typeof PLANS)[number], day: Date, period: number, window = PERIOD_TIMES[period], extra: Partial<{ attendance: number; hwStart: string; hwEnd: string }> = {}) => {
    const key = `${plan.planId}/${dateText(day)}/${period}`;
    if (used.has(key)) return;
    used.add(key);
    const id = nextLessonId++;
    insertLesson.run({
      id, planId: plan.planId, content: plan.topics[id % plan.topics.length], teacherId: plan.teacherId, address: plan.theoryAddr,
      date: dateText(day), period, start: at(day, window[0]), end: at(day, window[1]),
      attendance: extra.attendance ?? 1, hwStart: extra.hwStart ?? null, hwEnd: extra.hwEnd ?? null,
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

  seedLessonResources(db);
  seedPapers(db);
  seedStudentRecords(db, now, at(addDays(today, -1), '09:30:00'));
}

function seedLessonResources(db: Db) {
  const material = db.prepare('INSERT INTO teaching_material (plan_detail_id, file_name, file_url) VALUES (?, ?, ?)');
  const homework = db.prepare('INSERT INTO teaching_homework (plan_detail_id, homework_content) VALUES (?, ?)');
  const attach = db.prepare('INSERT INTO teaching_homework_attach (plan_detail_id, file_name, file_url) VALUES (?, ?, ?)');
  const rating = db.prepare('INSERT INTO teaching_plan_detail_rating (plan_detail_id, rating_id) VALUES (?, ?)');
  for (const lesson of [SeedLesson.IN_PROGRESS, SeedLesson.OVER]) {
    material.run(lesson, '诊断学课件.pdf', teachingFileUrl(DEMO_PDFS.lessonNotes.name));
    homework.run(lesson, '完成一份完整的病史采集报告（不少于800字），在电脑端上传。');
    attach.run(lesson, '病史采集报告模板.pdf', teachingFileUrl(DEMO_PDFS.homeworkTemplate.name));
    rating.run(lesson, SeedRating.PRACTICE);
  }
  rating.run(SeedLesson.IN_PROGRESS, SeedRating.CLASSROOM);
  material.run(SeedLesson.SAME_SLOT, '内科学课件.pdf', teachingFileUrl(DEMO_PDFS.lessonNotes.name));
}

function seedPapers(db: Db) {
  for (const paper of SEED_PAPERS) {
    db.prepare('INSERT INTO teaching_paper (paper_id, name) VALUES (?, ?)').run(paper.paperId, paper.name);
    paper.questions.forEach((q, i) =>
      db
        .prepare(
          `INSERT INTO teaching_paper_question (paper_id, sort, type, public_content, content, select_list, correct, analysis)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(paper.paperId, i + 1, q.type, q.publicContent ?? null, q.content, JSON.stringify(optionList(q.options)), q.correct, q.analysis),
    );
  }
  const link = db.prepare('INSERT INTO teaching_plan_detail_paper (plan_detail_id, paper_id) VALUES (?, ?)');
  link.run(SeedLesson.IN_PROGRESS, SeedPaper.DIAGNOSTICS);
  link.run(SeedLesson.IN_PROGRESS, SeedPaper.HISTORY_TAKING);
  link.run(SeedLesson.OVER, SeedPaper.DIAGNOSTICS);
}

/** Records of a few students (never student01 = 101, whose flows the e2e suite walks from scratch). */
function seedStudentRecords(db: Db, now: Date, yesterdayInClass: string) {
  const nowAt = nowText(now);
  const clock = db.prepare('INSERT INTO teaching_clock (plan_detail_id, user_id, clock_time) VALUES (?, ?, ?)');
  for (const userId of [102, 103, 104, 105, 106, 107, 108, 111, 112]) clock.run(SeedLesson.OVER, userId, yesterdayInClass);
  clock.run(SeedLesson.IN_PROGRESS, 102, nowAt);
  clock.run(SeedLesson.IN_PROGRESS, 103, nowAt);
  clock.run(SeedLesson.IN_PROGRESS, 103, nowAt);

  const homework = db.prepare(
    'INSERT INTO teaching_homework_student (plan_detail_id, user_id, homework_status, home_work_score, submit_time) VALUES (?, ?, 1, ?, ?)',
  );
  for (const [userId, score] of [[102, 90], [103, 85], [104, null], [105, null], [111, 78]] as const) homework.run(SeedLesson.OVER, userId, score, yesterdayInClass);
  for (const [userId, score] of [[102, 88], [103, null]] as const) homework.run(SeedLesson.IN_PROGRESS, userId, score, nowAt);

  const rate = (lesson: number, userId: number, scores: Record<number, number>) => {
    const total = Object.values(scores).reduce((a, b) => a + b, 0);
    const { lastInsertRowid } = db
      .prepare('INSERT INTO teaching_rating_record (plan_detail_id, rating_id, user_id, score, evaluator_id, evaluate_time) VALUES (?, ?, ?, ?, ?, ?)')
      .run(lesson, SeedRating.PRACTICE, userId, total, SEED_TEACHER_01, yesterdayInClass);
    for (const [itemId, score] of Object.entries(scores)) {
      db.prepare('INSERT INTO teaching_rating_record_item (record_id, item_id, score) VALUES (?, ?, ?)').run(lastInsertRowid, Number(itemId), score);
    }
  };
  rate(SeedLesson.OVER, 102, { 2: 9, 3: 8, 5: 18, 6: 17, 7: 16, 8: 18 });
  rate(SeedLesson.OVER, 103, { 2: 10, 3: 9, 5: 15, 6: 16, 7: 14, 8: 15 });
  rate(SeedLesson.IN_PROGRESS, 104, { 2: 8, 3: 8, 5: 16, 6: 16, 7: 15, 8: 16 });

  const suggest = db.prepare('INSERT INTO teaching_suggest (plan_detail_id, user_id, suggest, create_time) VALUES (?, ?, ?, ?)');
  suggest.run(SeedLesson.OVER, 102, '老师讲解很清晰，希望多安排一些问诊的实操练习。', yesterdayInClass);
  suggest.run(SeedLesson.OVER, 103, '课件内容丰富，建议课后提供更多病例资料。', yesterdayInClass);
  suggest.run(SeedLesson.IN_PROGRESS, 104, '希望增加小组讨论时间。', nowAt);

  const diagnostics = SEED_PAPERS[0];
  const questions = (db.prepare('SELECT question_id AS questionId, type, correct FROM teaching_paper_question WHERE paper_id = ? ORDER BY sort').all(diagnostics.paperId)) as {
    questionId: number;
    type: number;
    correct: string;
  }[];
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
    const { lastInsertRowid } = db
      .prepare('INSERT INTO teaching_paper_record (plan_detail_id, paper_id, user_id, score, finish_count, submit_time, use_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(lesson, diagnostics.paperId, userId, graded.score, graded.finishCount, lesson === SeedLesson.OVER ? yesterdayInClass : nowAt, useTime);
    for (const a of graded.answers) {
      db.prepare('INSERT INTO teaching_paper_answer (record_id, question_id, result, is_right) VALUES (?, ?, ?, ?)').run(lastInsertRowid, a.questionId, a.result, a.isRight);
    }
  }
}
