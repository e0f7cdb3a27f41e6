import * as z from './zod';
import { idParam } from './envelope';
import type { QuestionShape } from './question-types';

/**
 * Teaching calls (spec §7 "Teaching"). The spec abbreviates most paths after the first one; they all live under
 * the `/teachingCenter` service prefix like `teachingSemester/list` (the api-server also answers the short forms).
 */
export const teachingPaths = {
  semesterList: '/teachingCenter/teachingSemester/list',
  majorList: '/teachingCenter/teachingMajor/list',
  /** Grade/class list: pageNum 1, pageSize 100, answers `rows`. */
  classList: '/system/classes/list',
  schoolTimetable: '/teachingCenter/teachingSemester/getSchoolTimetable',
  h5SchoolTimetable: '/teachingCenter/teachingSemester/getH5SchoolTimetable',
  /** `/{planId}`: the course progress table (课表进度表). */
  planDetail: '/teachingCenter/teachingPlan/detail',
  /** `/{planDetailId}`: one lesson. */
  lessonDetail: '/teachingCenter/teachingPlanDetail/detail',
  clockSave: '/teachingCenter/teachingPlanClock/save',
  clockInfo: '/teachingCenter/teachingPlanClock/userClockInfo',
  listPaperStudent: '/teachingCenter/teachingPlanStudent/listPaperStudent',
  listHomeworkStudent: '/teachingCenter/teachingPlanStudent/listHomeworkStudent',
  listCriteriaStudent: '/teachingCenter/teachingPlanStudent/listCriteriaStudent',
  listStudent: '/teachingCenter/teachingPlanStudent/listStudent',
  studentSaveCriteria: '/teachingCenter/teachingPlanStudent/saveCriteria',
  homeworkScoreBatch: '/teachingCenter/teachingPlanHomework/updateScoreBatch',
  /** `/{ratingCriteriaId}` */
  ratingTree: '/teachingCenter/teachingPlanRatingCriteria/getByRatingId',
  /** `/{planDetailId}/{ratingCriteriaId}/{userId}` */
  ratingDetail: '/teachingCenter/teachingPlanRatingCriteria/detailById',
  ratingSave: '/teachingCenter/teachingPlanRatingCriteria/saveCriteria',
  suggestSave: '/teachingCenter/teachingPlanDetailSuggest/save',
  suggestList: '/teachingCenter/teachingPlanDetailSuggest/list',
  paperMyAnswerSheet: '/teachingCenter/teachingPlanPaperRecord/myAnswerSheet',
  paperSubmit: '/teachingCenter/teachingPlanPaperRecord/submit',
  paperUserAnswerSheet: '/teachingCenter/teachingPlanPaperRecord/planUserAnswerSheetDetail',
} as const;

/** Spec §6: queryType 1 is the teacher view, any other value the student view. */
export const TEACHER_QUERY_TYPE = 1;
/** Spec §3: timeStatus 0 not started, 1 in progress, 2 over. */
export const TimeStatus = { NOT_STARTED: 0, IN_PROGRESS: 1, OVER: 2 } as const;
export type TimeStatusValue = (typeof TimeStatus)[keyof typeof TimeStatus];
/**
 * The one week numbering of the teaching side: the teaching week of `date` in a semester starting `semesterStart`
 * (both `YYYY-MM-DD`); week 1 is the Monday-to-Sunday week holding the semester's first day. The timetable and the
 * 课表进度表 both show it (the calendar week of spec §4 may follow in brackets).
 */
export function teachingWeekOf(semesterStart: string, date: string): number {
  const day = (text: string) => {
    const [y, m, d] = text.slice(0, 10).split('-').map(Number);
    return Date.UTC(y, m - 1, d) / 86_400_000;
  };
  const start = day(semesterStart);
  // 1970-01-01 was a Thursday: (days + 3) % 7 is 0 on Mondays.
  const monday = start - ((start + 3) % 7);
  return Math.floor((day(date) - monday) / 7) + 1;
}
/** Time spent on one paper, in seconds, as the answer sheet measured it (at most a day). */
export const PAPER_USE_TIME_MAX_SECONDS = 86_400;
const USE_TIME_INVALID = '用时格式不正确';
export const paperUseTime = /*#__PURE__*/ z
  .number({ error: USE_TIME_INVALID })
  .int(USE_TIME_INVALID)
  .min(0, USE_TIME_INVALID)
  .max(PAPER_USE_TIME_MAX_SECONDS, USE_TIME_INVALID)
  .optional();
/** Spec §5/§9: homework score 0 to 100, default 100. */
export const HOMEWORK_SCORE_MIN = 0;
export const HOMEWORK_SCORE_MAX = 100;
export const HOMEWORK_SCORE_DEFAULT = 100;
/** Spec §5/§9: suggestion maximum 200 characters. */
export const SUGGEST_MAX_LENGTH = 200;
/** Spec §9: grade list size 100. */
export const CLASS_LIST_PAGE_SIZE = 100;

export const TeachingMessages = {
  homeworkScoreRange: '分数范围为0-100',
  ratingLeafEmpty: '评分项项目分数不能为空',
  suggestEmpty: '请输入评价建议',
  suggestTooLong: '评价建议不能超过200个字符',
} as const;

// ---------- inputs ----------

const optionalId = /*#__PURE__*/ z.preprocess((v) => (v === '' || v === null ? undefined : v), /*#__PURE__*/ idParam.optional());
const keyword = /*#__PURE__*/ z.string().trim().max(50, '搜索内容不能超过50个字符').optional();
const isoDate = /*#__PURE__*/ z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确');

export const classListQuery = /*#__PURE__*/ z.queryObject({
  pageNum: /*#__PURE__*/ z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: /*#__PURE__*/ z.coerce.number().int().min(1).max(CLASS_LIST_PAGE_SIZE).default(CLASS_LIST_PAGE_SIZE),
  majorId: optionalId,
});
export type ClassListQuery = z.input<typeof classListQuery>;

export const timetableQuery = /*#__PURE__*/ z.queryObject({
  semesterId: optionalId,
  majorId: optionalId,
  classId: optionalId,
  /** Some screens call the class a grade. */
  gradeId: optionalId,
  /** 0 = one week (the only period type the screens use). */
  periodType: /*#__PURE__*/ z.coerce.number().int().min(0).max(0).default(0),
  /** Any date inside the wanted week, `YYYY-MM-DD`; defaults to today. */
  weekday: /*#__PURE__*/ isoDate.optional(),
  queryType: /*#__PURE__*/ z.coerce.number().int().min(0).max(99).optional(),
});
export type TimetableQuery = z.input<typeof timetableQuery>;

export const planDetailIdQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam });
export type PlanDetailIdQuery = z.input<typeof planDetailIdQuery>;
/** A write naming one lesson (sign-in start and stop, 签到). */
export const planDetailIdBody = /*#__PURE__*/ planDetailIdQuery.strict();
export const clockSaveBody = planDetailIdBody;

export const listStudentQuery = /*#__PURE__*/ z.queryObject({ planId: optionalId, planDetailId: idParam, keyword });
export type ListStudentQuery = z.input<typeof listStudentQuery>;
export const listPaperStudentQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam, paperId: idParam, keyword });
export type ListPaperStudentQuery = z.input<typeof listPaperStudentQuery>;
export const listHomeworkStudentQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam, keyword });
export type ListHomeworkStudentQuery = z.input<typeof listHomeworkStudentQuery>;
export const listCriteriaStudentQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam, ratingCriteriaId: idParam, keyword });
export type ListCriteriaStudentQuery = z.input<typeof listCriteriaStudentQuery>;

/** A homework score 0–100 (digits as text accepted), else 分数范围为0-100. */
export const homeworkScore = /*#__PURE__*/ z.unknown().transform((v, ctx) => {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < HOMEWORK_SCORE_MIN || n > HOMEWORK_SCORE_MAX) {
    ctx.addIssue({ code: 'custom', message: TeachingMessages.homeworkScoreRange });
    return z.NEVER;
  }
  return n;
});
export const homeworkScoreBatchBody = /*#__PURE__*/ z
  .array(/*#__PURE__*/ z.object({ planDetailId: idParam, userId: idParam, homeWorkScore: homeworkScore }))
  .min(1, '请选择评分的学员')
  .max(500);
export type HomeworkScoreItem = { planDetailId: number; userId: number; homeWorkScore: number };

/** A rating tree node as sent back on save; scores are checked against the stored tree. */
export interface RatingTreeNodeInput {
  id: number;
  ratingCriteriaScore?: number | null;
  children?: RatingTreeNodeInput[];
}
const ratingTreeNodeInput: z.ZodType<RatingTreeNodeInput> = /*#__PURE__*/ z.lazy(() =>
  z.object({
    id: idParam,
    ratingCriteriaScore: z.coerce.number().nullable().optional(),
    children: z.array(ratingTreeNodeInput).max(200).optional(),
  }),
);
export const saveCriteriaBody = /*#__PURE__*/ z.object({
  planDetailId: idParam,
  ratingId: idParam,
  /** Sum of the leaf scores; the server recomputes it. */
  score: /*#__PURE__*/ z.coerce.number().optional(),
  treeNodes: /*#__PURE__*/ z.array(ratingTreeNodeInput).max(200),
  businessDTOS: /*#__PURE__*/ z
    .array(/*#__PURE__*/ z.object({ evaluateObjectId: idParam, planDetailId: idParam, businessId: optionalId }))
    .min(1, '请选择评价的学员')
    .max(200),
});
export type SaveCriteriaBody = z.input<typeof saveCriteriaBody>;

export const ratingDetailParams = /*#__PURE__*/ z.object({ planDetailId: idParam, ratingCriteriaId: idParam, userId: idParam });

export const suggestSaveBody = /*#__PURE__*/ z.object({
  planDetailId: idParam,
  suggest: /*#__PURE__*/ z
    .string({ error: TeachingMessages.suggestEmpty })
    .trim()
    .min(1, TeachingMessages.suggestEmpty)
    .max(SUGGEST_MAX_LENGTH, TeachingMessages.suggestTooLong),
});
export type SuggestSaveBody = z.input<typeof suggestSaveBody>;
export const suggestListQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam, keywords: keyword });
export type SuggestListQuery = z.input<typeof suggestListQuery>;

export const planPaperQuery = /*#__PURE__*/ z.queryObject({ planDetailId: idParam, paperId: idParam });
export type PlanPaperQuery = z.input<typeof planPaperQuery>;
export const planUserAnswerSheetQuery = /*#__PURE__*/ planPaperQuery.extend({ userId: idParam });
export type PlanUserAnswerSheetQuery = z.input<typeof planUserAnswerSheetQuery>;
export const planPaperSubmitBody = /*#__PURE__*/ planPaperQuery.strict().extend({
  questionResults: /*#__PURE__*/ z
    .array(
      /*#__PURE__*/ z.object({
        questionId: idParam,
        /** Letters joined by comma, fill-in blanks joined with `[$]`, essay free text (spec §5). */
        result: /*#__PURE__*/ z.string().max(5000).optional(),
        answer: /*#__PURE__*/ z.string().max(5000).optional(),
      }),
    )
    .max(500),
  /** Seconds spent answering (shown as 用时 on the score report). */
  useTime: paperUseTime,
});
export type PlanPaperSubmitBody = z.input<typeof planPaperSubmitBody>;

// ---------- outputs ----------

export interface Semester {
  semesterId: number;
  semesterName: string;
  startDate: string;
  endDate: string;
}
export interface Major {
  majorId: number;
  majorName: string;
}
export interface SchoolClass {
  id: number;
  className: string;
  gradeName: string;
  majorId: number | null;
}

export interface TimetableItem {
  /** Course (plan) name shown in the slot. */
  content: string;
  lessonContent: string;
  teacherName: string;
  planDetailId: number;
  planId: number;
  classNames: string;
  addressName: string;
}
export interface TimetableCell {
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  contentList: TimetableItem[];
}
export interface TimetablePeriodRow {
  periodNum: number;
  weekdayList: TimetableCell[];
}
export interface SchoolTimetable {
  /** The 7 dates Monday..Sunday of the week. */
  weeddayList: string[];
  periodVOList: TimetablePeriodRow[];
}
export interface H5Period {
  periodNum: number;
  contentList: TimetableItem[];
}
export interface H5SchoolTimetable {
  weeddayList: string[];
  mondayList: H5Period[];
  tuesdayList: H5Period[];
  wednesdayList: H5Period[];
  thursdayList: H5Period[];
  fridayList: H5Period[];
  saturdayList: H5Period[];
  sundayList: H5Period[];
}

export interface ScheduleRow {
  weekNum: number;
  teachingDate: string;
  teachWeekName: string;
  lessonContent: string;
  periods: number;
  teacherName: string;
  planDetailId: number;
}
/** Course progress table (课表进度表). Address names are '' when none (the table prints 无). */
export interface TeachingPlan {
  planId: number;
  planName: string;
  majorName: string;
  semesterName: string;
  classNames: string;
  theoryPeriod: number;
  experimentPeriod: number;
  totalPeriod: number;
  textbook: string;
  theoryAddressName: string;
  experimentAddressName: string;
  internshipAddressName: string;
  teacherName: string;
  scheduleList: ScheduleRow[];
}

export interface TeachingMaterial {
  materialId: number;
  fileName: string;
  /** Path on the file host, e.g. `/file/teaching/….pdf`. */
  fileUrl: string;
}
export interface PlanPaperItem {
  paperId: number;
  name: string;
  /** 1 when the caller finished it (students). */
  paperStatus: 0 | 1;
  paperFinishCount: number;
  paperTotalCount: number;
  planDetailId: number;
}
export interface RatingCriteriaItem {
  ratingCriteriaId: number;
  name: string;
  /** 1 when the caller has been rated (students). */
  ratingCriteriaStatus: 0 | 1;
  finishCount: number;
  totalCount: number;
}
export interface HomeworkItem {
  homeworkId: number;
  homeworkContent: string;
  homeworkStatus: 0 | 1;
  finishCount: number;
  totalCount: number;
}
export interface HomeworkAttach {
  fileName: string;
  fileUrl: string;
}
export interface TeachingPlanDetail {
  planDetailId: number;
  planId: number;
  planName: string;
  lessonContent: string;
  teacherName: string;
  classNames: string;
  listenNumber: number;
  addressName: string;
  teachingDate: string;
  periodNum: number;
  periods: number;
  teachingStartTime: string;
  teachingEndTime: string;
  /** The class time of the lesson's period (第N节), `HH:mm:ss`; null when the school has not set period times. */
  periodStartTime: string | null;
  periodEndTime: string | null;
  timeStatus: TimeStatusValue;
  /** 1 when attendance (sign-in) is open for this lesson. */
  attendanceStatus: 0 | 1;
  /** Caller's state: 1 when signed in at least once. */
  clockStatus: 0 | 1;
  /** Caller's state: 1 when every paper of the lesson is finished. */
  paperStatus: 0 | 1;
  ratingCriteriaStatus: 0 | 1;
  homeworkStatus: 0 | 1;
  /** Caller's own suggestion ('' when none). */
  suggest: string;
  homeworkStartTime: string | null;
  homeworkEndTime: string | null;
  materialList: TeachingMaterial[];
  paperList: PlanPaperItem[];
  ratingCriteriaList: RatingCriteriaItem[];
  homeworkList: HomeworkItem[];
  homeworkAttachList: HomeworkAttach[];
  majorName: string;
  semesterName: string;
  theoryPeriod: number;
  experimentPeriod: number;
  textbook: string;
  theoryAddressName: string;
  experimentAddressName: string;
  internshipAddressName: string;
}

export interface ClockRecord {
  clockId: number;
  clockTime: string;
}
export interface ClockInfo {
  clockList: ClockRecord[];
  /** Latest clock time, null when not signed. */
  clockTime: string | null;
}

export interface PlanStudent {
  id: number;
  userId: number;
  userName: string;
  realName: string;
  jobNumber: string;
  phone: string;
  className: string | null;
  /** Attendance: 1 已签到, 0 未签到, 2 请假 (a teacher's mark, sign-in.ts ClockStatus). */
  clockStatus: 0 | 1 | 2;
  ratingCriteriaStatus: 0 | 1;
  paperStatus: 0 | 1;
  /** Paper mode: the student's score on the list's paper once finished (else null); absent in the other modes. */
  paperScore?: number | null;
  homeworkStatus: 0 | 1;
  homeWorkScore: number | null;
}

export interface RatingTreeNode {
  id: number;
  /** 0 for root items. */
  pid: number;
  name: string;
  /** Maximum score of the item. */
  score: number;
  /** Given score (null when not rated). */
  ratingCriteriaScore: number | null;
  children: RatingTreeNode[];
}
export interface RatingScale {
  ratingCriteriaId: number;
  name: string;
  ratingCriteriaDetails: RatingTreeNode[];
}
export interface RatingResult extends RatingScale {
  ratingCriteriaStatus: 0 | 1;
  score: number | null;
  evaluateName: string | null;
  evaluateTime: string | null;
}

export interface Suggestion {
  id: number;
  planDetailId: number;
  userId: number;
  realName: string;
  className: string | null;
  suggest: string;
  createTime: string;
}

export interface PaperOption {
  /** Option letter. */
  type: string;
  name: string;
  selected: boolean;
}
/** A plan paper's question (its own copy of a bank question): shown as every surface shows it (QuestionShape). */
export interface PaperQuestion extends QuestionShape {
  questionId: number;
  id: number;
  type: number;
  typeName: string;
  publicContent: string | null;
  content: string;
  /** Always []: a plan paper lists a group's children one by one, each with the group's stem. */
  childedList: PaperQuestion[];
  selectList: PaperOption[];
  /** Hidden (null) from a student who has not submitted. */
  correct: string | null;
  analysis: string | null;
  /** The user's answer (null when unanswered). */
  result: string | null;
  /** 1 right, 0 wrong, null unanswered. */
  isRight: 0 | 1 | null;
}
export interface PlanAnswerSheet {
  planDetailId: number;
  paperId: number;
  paperName: string;
  paperStatus: 0 | 1;
  questionCount: number;
  finishCount: number;
  score: number | null;
  /** Place among the lesson's submitted students (1 = best), null before submitting. */
  rank: number | null;
  submitCount: number;
  submitTime: string | null;
  /** Best score of the lesson's submitted students, null while nobody has submitted. */
  bestScore: number | null;
  /** Seconds this user spent on the paper, null when unknown. */
  useTime: number | null;
  questionList: PaperQuestion[];
}
