/**
 * 课次 and 课表 in the back office (issue 17 slice "teach-timetable"; RuoYi shapes under `/teachingCenter/admin`):
 * lesson details of a plan (content, teacher, room, date and period, attendance, homework window, materials, papers,
 * rating criteria, homework) and the week-by-week timetable editor. Every write refuses a teacher, class or room
 * booked twice with a message naming the clash.
 */
import * as z from './zod';
import { idParam, pageQuery } from './envelope-schemas';
import { periodText } from './teaching-periods';

const PLAN_DETAIL = '/teachingCenter/admin/planDetail';
const TIMETABLE = '/teachingCenter/admin/timetable';
export const teachingLessonAdminPaths = {
  /** GET /{planDetailId}, POST, PUT, DELETE /{planDetailIds}. */
  planDetail: PLAN_DETAIL,
  planDetailList: '/teachingCenter/admin/planDetail/list',
  /** GET ?semesterId&week&(teacherId|classId|addressName): the week grid. */
  timetable: TIMETABLE,
  /** GET ?semesterId: what the editor's pickers offer (semesters, plans, teachers, classes, rooms, periods, papers, ratings). */
  timetableOptions: '/teachingCenter/admin/timetable/options',
  /** POST {semesterId, fromWeek, toWeek, planIds?}. */
  copyWeek: '/teachingCenter/admin/timetable/copyWeek',
} as const;

export const TeachingLessonMessages = {
  idRequired: '课次编号不能为空',
  notFound: '课次不存在',
  planNotFound: '教学计划不存在',
  semesterNotFound: '学期不存在',
  teacherNotFound: '授课教师不存在',
  periodNotSet: (periodNum: number) => `${periodText(periodNum)}未设置上课时间`,
  unknownPaper: '所选试卷不存在',
  unknownRating: '所选评分标准不存在',
  homeworkEndBeforeStart: '作业截止时间必须晚于开始时间',
  dateOutsideSemester: '上课日期不在计划所属学期内',
  weekOutsideSemester: (weeks: number) => `周次须在第1周至第${weeks}周之间`,
  sameWeek: '目标周不能与源周相同',
  nothingToCopy: (week: number) => `第${week}周没有可复制的课次`,
  copyClashes: '复制失败，以下课次冲突：',
  hasRecords: (records: number) => `课次已有 ${records} 条学生记录（签到、作业、评分、试卷或建议），不能删除`,
} as const;

/** Most lessons one timetable week or copy may hold; most links (files, papers, ratings) per lesson. */
const MAX_LINKS = 50;
const MAX_PERIOD = 20;
const MAX_HOURS = 12;
export const MAX_SEMESTER_WEEKS = 60;
/** Stored upload paths (`/file/<name>`), as the upload endpoint answers them. */
const UPLOADED = /^\/file\/[A-Za-z0-9._/-]+$/;

const date = /*#__PURE__*/ z
  .string({ error: '上课日期不能为空' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '上课日期格式不正确');
const dateTime = (label: string) =>
  /*#__PURE__*/ z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, `${label}格式不正确`);
const optionalId = /*#__PURE__*/ idParam.optional();
const week = /*#__PURE__*/ z.coerce.number({ error: '周次不能为空' }).int('周次须为整数').min(1, '周次须为正整数').max(MAX_SEMESTER_WEEKS);

/** A file attached to a lesson (material or homework attachment), uploaded first. */
export const lessonFile = /*#__PURE__*/ z.object({
  fileName: /*#__PURE__*/ z.string().trim().min(1, '文件名不能为空').max(200),
  fileUrl: /*#__PURE__*/ z.string().trim().max(500).regex(UPLOADED, '文件不存在，请重新上传'),
});
export type LessonFile = z.infer<typeof lessonFile>;

export const planDetailBody = /*#__PURE__*/ z
  .object({
    planDetailId: optionalId,
    planId: /*#__PURE__*/ z.coerce.number({ error: '教学计划不能为空' }).int().positive('教学计划不能为空'),
    lessonContent: /*#__PURE__*/ z.string({ error: '授课内容不能为空' }).trim().min(1, '授课内容不能为空').max(200, '授课内容不能超过200个字符'),
    teacherId: /*#__PURE__*/ z.coerce.number({ error: '授课教师不能为空' }).int().positive('授课教师不能为空'),
    addressName: /*#__PURE__*/ z.string().trim().max(100, '上课地点不能超过100个字符').default(''),
    teachingDate: date,
    periodNum: /*#__PURE__*/ z.coerce.number({ error: '节次不能为空' }).int('节次须为整数').min(1, '节次须为正整数').max(MAX_PERIOD),
    /** Teaching hours (学时) the lesson counts for. */
    periods: /*#__PURE__*/ z.coerce.number({ error: '学时不能为空' }).int('学时须为整数').min(1, '学时须为正整数').max(MAX_HOURS).default(2),
    /** 1: students sign in (签到) for this lesson. */
    attendanceStatus: /*#__PURE__*/ z.union([/*#__PURE__*/ z.literal(0), /*#__PURE__*/ z.literal(1)]).default(1),
    homeworkStartTime: /*#__PURE__*/ dateTime('作业开始时间').nullable().default(null),
    homeworkEndTime: /*#__PURE__*/ dateTime('作业截止时间').nullable().default(null),
    homeworkContent: /*#__PURE__*/ z.string().trim().max(5000, '作业内容不能超过5000个字符').default(''),
    homeworkAttachments: /*#__PURE__*/ z.array(lessonFile).max(MAX_LINKS).default([]),
    materials: /*#__PURE__*/ z.array(lessonFile).max(MAX_LINKS).default([]),
    paperIds: /*#__PURE__*/ z.array(idParam).max(MAX_LINKS).default([]),
    ratingIds: /*#__PURE__*/ z.array(idParam).max(MAX_LINKS).default([]),
  })
  .refine((b) => !b.homeworkStartTime || !b.homeworkEndTime || b.homeworkEndTime > b.homeworkStartTime, {
    message: TeachingLessonMessages.homeworkEndBeforeStart,
    path: ['homeworkEndTime'],
  });
export type PlanDetailBody = z.input<typeof planDetailBody>;
export type PlanDetailData = z.output<typeof planDetailBody>;

export const planDetailQuery = /*#__PURE__*/ pageQuery.extend({
  semesterId: optionalId,
  planId: optionalId,
  teacherId: optionalId,
  lessonContent: /*#__PURE__*/ z.string().trim().max(100).optional(),
});
export type PlanDetailFilter = Omit<z.input<typeof planDetailQuery>, 'pageNum' | 'pageSize'>;

/** A lesson as the timetable and the lesson list show it. */
export interface AdminLesson {
  planDetailId: number;
  planId: number;
  planName: string;
  lessonContent: string;
  teacherId: number;
  teacherName: string;
  addressName: string;
  teachingDate: string;
  /** Teaching week inside the plan's semester. */
  weekNum: number;
  periodNum: number;
  periods: number;
  attendanceStatus: number;
  classNames: string;
}

/** One lesson with everything its form edits. */
export interface AdminLessonDetail extends AdminLesson {
  semesterId: number;
  homeworkStartTime: string | null;
  homeworkEndTime: string | null;
  homeworkContent: string;
  homeworkAttachments: LessonFile[];
  materials: LessonFile[];
  paperIds: number[];
  ratingIds: number[];
}

export const adminTimetableQuery = /*#__PURE__*/ z.queryObject({
  semesterId: /*#__PURE__*/ z.coerce.number({ error: '学期不能为空' }).int().positive('学期不能为空'),
  week,
  teacherId: optionalId,
  classId: optionalId,
  addressName: /*#__PURE__*/ z.string().trim().max(100).optional(),
});
export type AdminTimetableFilter = z.input<typeof adminTimetableQuery>;

export interface TeachingPeriodRow {
  periodNum: number;
  startTime: string;
  endTime: string;
}

/** The week grid: 7 dates Monday..Sunday × the school's periods, with the week's lessons in the filter. */
export interface AdminTimetable {
  semesterId: number;
  week: number;
  weekCount: number;
  dates: string[];
  periods: TeachingPeriodRow[];
  lessons: AdminLesson[];
}

export interface TimetableOptions {
  semesters: { semesterId: number; semesterName: string; startDate: string; endDate: string; weekCount: number; current: boolean }[];
  plans: { planId: number; planName: string; semesterId: number; teacherId: number; classNames: string; addressName: string }[];
  teachers: { userId: number; name: string }[];
  classes: { classId: number; className: string }[];
  rooms: string[];
  periods: TeachingPeriodRow[];
  papers: { paperId: number; name: string }[];
  ratings: { ratingId: number; name: string }[];
}

export const timetableOptionsQuery = /*#__PURE__*/ z.queryObject({ semesterId: optionalId });

export const copyWeekBody = /*#__PURE__*/ z
  .object({
    semesterId: /*#__PURE__*/ z.coerce.number({ error: '学期不能为空' }).int().positive('学期不能为空'),
    fromWeek: week,
    toWeek: week,
    planIds: /*#__PURE__*/ z.array(idParam).max(500).optional(),
  })
  .refine((b) => b.fromWeek !== b.toWeek, { message: TeachingLessonMessages.sameWeek, path: ['toWeek'] });
export type CopyWeekBody = z.input<typeof copyWeekBody>;

export interface CopyWeekResult {
  copied: number;
}
