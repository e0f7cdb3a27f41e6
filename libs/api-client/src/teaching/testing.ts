/**
 * MSW handlers and data builders for the teaching calls (exported through `@medteach/api-client/testing`).
 *
 *   setupMswServer(...teachingHandlers({ lesson: buildLessonDetail({ timeStatus: 0 }) }));
 *
 * The handlers keep a little state per call to `teachingHandlers`, like the server: sign-ins append to the clock
 * list, a suggestion is saved once, a rating turns read-only, homework scores outside 0–100 are refused.
 */
import { http, HttpResponse } from 'msw';
import {
  HOMEWORK_SCORE_MAX,
  HOMEWORK_SCORE_MIN,
  TeachingMessages,
  TimeStatus,
  teachingPaths,
  type ClockRecord,
  type H5SchoolTimetable,
  type HomeworkScoreItem,
  type Major,
  type PlanAnswerSheet,
  type PlanStudent,
  type RatingResult,
  type RatingTreeNode,
  type SchoolClass,
  type Semester,
  type Suggestion,
  type TeachingPlan,
  type TeachingPlanDetail,
  type TimetableItem,
} from '@medteach/contract';
import { apiPath, fail, ok, table } from '../core/testing';

export const buildSemester = (over: Partial<Semester> = {}): Semester => ({
  semesterId: 1,
  semesterName: '2026-2027学年第一学期',
  startDate: '2026-08-31',
  endDate: '2027-01-17',
  ...over,
});
export const buildMajor = (over: Partial<Major> = {}): Major => ({ majorId: 1, majorName: '临床医学', ...over });
export const buildSchoolClass = (over: Partial<SchoolClass> = {}): SchoolClass => ({
  id: 1,
  className: '临床医学2024级1班',
  gradeName: '2024级',
  majorId: 1,
  ...over,
});

export const buildTimetableItem = (over: Partial<TimetableItem> = {}): TimetableItem => ({
  content: '诊断学',
  lessonContent: '问诊的方法与技巧',
  teacherName: '王建国',
  planDetailId: 1,
  planId: 1,
  classNames: '临床医学2024级1班,临床医学2024级2班',
  addressName: '教学楼A201',
  ...over,
});

const DAY_KEYS = ['mondayList', 'tuesdayList', 'wednesdayList', 'thursdayList', 'fridayList', 'saturdayList', 'sundayList'] as const;
/** A week (Monday 2026-08-31) with 4 periods a day; `slots` puts items at [dayIndex 0–6][periodNum]. */
export function buildH5Timetable(slots: { day: number; periodNum: number; items: TimetableItem[] }[] = [{ day: 0, periodNum: 1, items: [buildTimetableItem()] }]): H5SchoolTimetable {
  const weeddayList = Array.from({ length: 7 }, (_, i) => (i === 0 ? '2026-08-31' : `2026-09-0${i}`));
  const result = { weeddayList } as H5SchoolTimetable;
  DAY_KEYS.forEach((key, day) => {
    result[key] = [1, 2, 3, 4].map((periodNum) => ({
      periodNum,
      contentList: slots.filter((s) => s.day === day && s.periodNum === periodNum).flatMap((s) => s.items),
    }));
  });
  return result;
}

export const buildTeachingPlan = (over: Partial<TeachingPlan> = {}): TeachingPlan => ({
  planId: 1,
  planName: '诊断学',
  majorName: '临床医学',
  semesterName: '2026-2027学年第一学期',
  classNames: '临床医学2024级1班,临床医学2024级2班',
  theoryPeriod: 32,
  experimentPeriod: 16,
  totalPeriod: 48,
  textbook: '《诊断学》（第9版）人民卫生出版社',
  theoryAddressName: '教学楼A201',
  experimentAddressName: '临床技能中心302',
  internshipAddressName: '',
  teacherName: '王建国',
  scheduleList: [{ weekNum: 1, teachingDate: '2026-08-31', teachWeekName: '星期一', lessonContent: '问诊的方法与技巧', periods: 2, teacherName: '王建国', planDetailId: 1 }],
  ...over,
});

export const buildLessonDetail = (over: Partial<TeachingPlanDetail> = {}): TeachingPlanDetail => ({
  planDetailId: 1,
  planId: 1,
  planName: '诊断学',
  lessonContent: '问诊的方法与技巧',
  teacherName: '王建国',
  classNames: '临床医学2024级1班,临床医学2024级2班',
  listenNumber: 20,
  addressName: '教学楼A201',
  teachingDate: '2026-09-01',
  periodNum: 1,
  periods: 2,
  teachingStartTime: '2026-09-01 08:00:00',
  teachingEndTime: '2026-09-01 09:40:00',
  periodStartTime: '08:00:00',
  periodEndTime: '09:40:00',
  timeStatus: TimeStatus.IN_PROGRESS,
  attendanceStatus: 1,
  clockStatus: 0,
  paperStatus: 0,
  ratingCriteriaStatus: 0,
  homeworkStatus: 0,
  suggest: '',
  homeworkStartTime: '2026-09-01 00:00:00',
  homeworkEndTime: '2026-09-08 23:59:59',
  materialList: [{ materialId: 1, fileName: '诊断学课件.pdf', fileUrl: '/file/teaching/diagnostics-lesson-notes.pdf' }],
  paperList: [{ paperId: 1, name: '诊断学随堂测试', paperStatus: 0, paperFinishCount: 2, paperTotalCount: 20, planDetailId: 1 }],
  ratingCriteriaList: [{ ratingCriteriaId: 1, name: '临床实践能力评价表', ratingCriteriaStatus: 0, finishCount: 1, totalCount: 20 }],
  homeworkList: [{ homeworkId: 1, homeworkContent: '完成一份完整的病史采集报告（不少于800字），拍照或上传文件提交。', homeworkStatus: 0, finishCount: 2, totalCount: 20 }],
  homeworkAttachList: [{ fileName: '病史采集报告模板.pdf', fileUrl: '/file/teaching/history-taking-template.pdf' }],
  majorName: '临床医学',
  semesterName: '2026-2027学年第一学期',
  theoryPeriod: 32,
  experimentPeriod: 16,
  textbook: '《诊断学》（第9版）人民卫生出版社',
  theoryAddressName: '教学楼A201',
  experimentAddressName: '临床技能中心302',
  internshipAddressName: '',
  ...over,
});

export const buildPlanStudent = (over: Partial<PlanStudent> = {}): PlanStudent => ({
  id: 101,
  userId: 101,
  userName: 'student01',
  realName: '张伟',
  jobNumber: 'S0001',
  phone: '13800000001',
  className: '临床医学2024级1班',
  clockStatus: 0,
  ratingCriteriaStatus: 0,
  paperStatus: 0,
  homeworkStatus: 0,
  homeWorkScore: null,
  ...over,
});

const node = (id: number, pid: number, name: string, score: number, children: RatingTreeNode[] = []): RatingTreeNode => ({
  id,
  pid,
  name,
  score,
  ratingCriteriaScore: null,
  children,
});
/** 临床实践能力评价表: 职业素养 → 仪表着装 / 沟通能力, 操作技能 → 无菌观念 / 操作规范, 临床思维. */
export const buildRatingTree = (): RatingTreeNode[] => [
  node(1, 0, '职业素养', 20, [node(2, 1, '仪表着装', 10), node(3, 1, '沟通能力', 10)]),
  node(4, 0, '操作技能', 40, [node(5, 4, '无菌观念', 20), node(6, 4, '操作规范', 20)]),
  node(8, 0, '临床思维', 20),
];
export const buildRatingResult = (over: Partial<RatingResult> = {}): RatingResult => ({
  ratingCriteriaId: 1,
  name: '临床实践能力评价表',
  ratingCriteriaDetails: buildRatingTree(),
  ratingCriteriaStatus: 0,
  score: null,
  evaluateName: null,
  evaluateTime: null,
  ...over,
});

export const buildSuggestion = (over: Partial<Suggestion> = {}): Suggestion => ({
  id: 1,
  planDetailId: 1,
  userId: 102,
  realName: '王芳',
  className: '临床医学2024级1班',
  suggest: '老师讲解很清晰，希望多安排一些问诊的实操练习。',
  createTime: '2026-09-01 09:30:00',
  ...over,
});

export const buildPlanAnswerSheet = (over: Partial<PlanAnswerSheet> = {}): PlanAnswerSheet => ({
  planDetailId: 1,
  paperId: 1,
  paperName: '诊断学随堂测试',
  paperStatus: 1,
  questionCount: 2,
  finishCount: 2,
  score: 50,
  rank: 2,
  submitCount: 3,
  submitTime: '2026-09-01 09:00:00',
  bestScore: 100,
  useTime: 754,
  questionList: [
    { questionId: 1, id: 1, type: 0, typeName: 'A1型题', publicContent: null, content: '正常成人腋测法体温范围是', selectList: [{ type: 'A', name: '35.0～36.0℃', selected: false }, { type: 'B', name: '36.0～37.0℃', selected: true }], correct: 'B', analysis: '腋测法正常值为36.0～37.0℃。', result: 'B', isRight: 1, childedList: [], blanksList: [], fileUrl: '' },
    { questionId: 2, id: 2, type: 6, typeName: '判断题', publicContent: null, content: '叩诊音中清音是正常肺部的叩诊音。', selectList: [{ type: 'A', name: '正确', selected: false }, { type: 'B', name: '错误', selected: true }], correct: 'A', analysis: '正常肺部叩诊呈清音。', result: 'B', isRight: 0, childedList: [], blanksList: [], fileUrl: '' },
  ],
  ...over,
});

export interface TeachingHandlerOptions {
  semesters?: Semester[];
  majors?: Major[];
  classes?: SchoolClass[];
  h5Timetable?: H5SchoolTimetable;
  plan?: TeachingPlan;
  lesson?: TeachingPlanDetail;
  students?: PlanStudent[];
  rating?: RatingResult;
  suggestions?: Suggestion[];
  answerSheet?: PlanAnswerSheet;
  /** Clock times already recorded for the caller. */
  clockTimes?: string[];
  /** Every student-list call answers 403 (a student calling a teacher-only endpoint). */
  forbidStudentLists?: boolean;
  /** The clock time a sign-in records. */
  now?: string;
}

const forbidden = () => HttpResponse.json(fail(403, '当前操作没有权限'), { status: 403 });
const keywordMatch = (s: PlanStudent, keyword: string | null) =>
  !keyword || [s.realName, s.jobNumber, s.phone, s.userName].some((v) => v.includes(keyword));

export function teachingHandlers(options: TeachingHandlerOptions = {}) {
  const clocks: ClockRecord[] = (options.clockTimes ?? []).map((clockTime, i) => ({ clockId: i + 1, clockTime }));
  let students = options.students ?? [buildPlanStudent(), buildPlanStudent({ id: 102, userId: 102, userName: 'student02', realName: '王芳', jobNumber: 'S0002', phone: '13800000002', clockStatus: 1, homeworkStatus: 1 })];
  let rating = options.rating ?? buildRatingResult();
  const suggestions = [...(options.suggestions ?? [])];
  const clockInfo = () => ({ clockList: clocks, clockTime: clocks.at(-1)?.clockTime ?? null });
  const studentList = (path: string) =>
    http.get(apiPath(path), ({ request }) => {
      if (options.forbidStudentLists) return forbidden();
      const keyword = new URL(request.url).searchParams.get('keyword');
      return HttpResponse.json(table(students.filter((s) => keywordMatch(s, keyword))));
    });
  return [
    http.get(apiPath(teachingPaths.semesterList), () => HttpResponse.json(ok(options.semesters ?? [buildSemester()]))),
    http.get(apiPath(teachingPaths.majorList), () => HttpResponse.json(ok(options.majors ?? [buildMajor(), buildMajor({ majorId: 2, majorName: '口腔医学' })]))),
    http.get(apiPath(teachingPaths.classList), () => HttpResponse.json(table(options.classes ?? [buildSchoolClass()]))),
    http.get(apiPath(teachingPaths.h5SchoolTimetable), () => HttpResponse.json(ok(options.h5Timetable ?? buildH5Timetable()))),
    http.get(apiPath(`${teachingPaths.planDetail}/:id`), () => HttpResponse.json(ok(options.plan ?? buildTeachingPlan()))),
    http.get(apiPath(`${teachingPaths.lessonDetail}/:id`), () => HttpResponse.json(ok(options.lesson ?? buildLessonDetail()))),
    http.get(apiPath(teachingPaths.clockInfo), () => HttpResponse.json(ok(clockInfo()))),
    http.post(apiPath(teachingPaths.clockSave), () => {
      clocks.push({ clockId: clocks.length + 1, clockTime: options.now ?? '2026-09-01 08:05:00' });
      return HttpResponse.json(ok(clockInfo()));
    }),
    studentList(teachingPaths.listStudent),
    studentList(teachingPaths.listPaperStudent),
    studentList(teachingPaths.listCriteriaStudent),
    studentList(teachingPaths.listHomeworkStudent),
    http.post(apiPath(teachingPaths.homeworkScoreBatch), async ({ request }) => {
      const items = (await request.json()) as HomeworkScoreItem[];
      if (items.some((i) => !Number.isInteger(i.homeWorkScore) || i.homeWorkScore < HOMEWORK_SCORE_MIN || i.homeWorkScore > HOMEWORK_SCORE_MAX)) {
        return HttpResponse.json(fail(400, TeachingMessages.homeworkScoreRange), { status: 400 });
      }
      students = students.map((s) => ({ ...s, homeWorkScore: items.find((i) => i.userId === s.userId)?.homeWorkScore ?? s.homeWorkScore }));
      return HttpResponse.json(ok());
    }),
    http.get(apiPath(`${teachingPaths.ratingTree}/:id`), () =>
      HttpResponse.json(ok({ ratingCriteriaId: rating.ratingCriteriaId, name: rating.name, ratingCriteriaDetails: buildRatingTree() })),
    ),
    http.get(apiPath(`${teachingPaths.ratingDetail}/:planDetailId/:ratingCriteriaId/:userId`), () => HttpResponse.json(ok(rating))),
    ...[teachingPaths.ratingSave, teachingPaths.studentSaveCriteria].map((path) =>
      http.post(apiPath(path), async ({ request }) => {
        const body = (await request.json()) as { score?: number };
        rating = { ...rating, ratingCriteriaStatus: 1, score: body.score ?? null, evaluateName: '王建国', evaluateTime: options.now ?? '2026-09-01 09:30:00' };
        return HttpResponse.json(ok());
      }),
    ),
    http.get(apiPath(teachingPaths.suggestList), () => HttpResponse.json(table(suggestions))),
    http.post(apiPath(teachingPaths.suggestSave), async ({ request }) => {
      const body = (await request.json()) as { planDetailId: number; suggest: string };
      suggestions.push(buildSuggestion({ id: suggestions.length + 1, planDetailId: body.planDetailId, userId: 101, realName: '张伟', suggest: body.suggest }));
      return HttpResponse.json(ok());
    }),
    http.get(apiPath(teachingPaths.paperMyAnswerSheet), () => HttpResponse.json(ok(options.answerSheet ?? buildPlanAnswerSheet()))),
    http.get(apiPath(teachingPaths.paperUserAnswerSheet), () => HttpResponse.json(ok(options.answerSheet ?? buildPlanAnswerSheet()))),
    http.post(apiPath(teachingPaths.paperSubmit), () => HttpResponse.json(ok(options.answerSheet ?? buildPlanAnswerSheet()))),
  ];
}
