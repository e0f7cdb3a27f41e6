/**
 * 教学 in the back office (issue 17, slice "teach-plans"): semesters (学期管理), teaching plans with their classes
 * (教学计划, copied whole to another semester) and rating scales with their items (评分标准), RuoYi-shaped under
 * `/teachingCenter/admin/`. The phone's own `/teachingCenter/...` paths read the same tables, uncached. Only the
 * console's lazy pages import this file.
 */
import * as z from './zod';
import { pageQuery } from './envelope-schemas';

export const teachingPlanPaths = {
  semester: '/teachingCenter/admin/semester',
  semesterList: '/teachingCenter/admin/semester/list',
  semesterExport: '/teachingCenter/admin/semester/export',
  plan: '/teachingCenter/admin/plan',
  planList: '/teachingCenter/admin/plan/list',
  planExport: '/teachingCenter/admin/plan/export',
  /** GET `/{planIds}` → PlanDeleteImpact: what deleting the plans removes with them (asked before the delete). */
  planDeleteImpact: '/teachingCenter/admin/plan/deleteImpact',
  /** POST {planId, semesterId} → {planId} of the copy. */
  planCopy: '/teachingCenter/admin/plan/copy',
  rating: '/teachingCenter/admin/rating',
  ratingList: '/teachingCenter/admin/rating/list',
  ratingExport: '/teachingCenter/admin/rating/export',
} as const;

const MAX_ID = 2 ** 31;
const optionalId = /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID).optional();
const filterText = /*#__PURE__*/ z.string().trim().max(100).optional();
const requiredId = (message: string) => /*#__PURE__*/ z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const name = (label: string, max: number) =>
  /*#__PURE__*/ z.string({ error: `${label}不能为空` }).trim().min(1, `${label}不能为空`).max(max, `${label}长度不能超过${max}个字符`);
const optionalText = (label: string, max: number) => /*#__PURE__*/ z.string().trim().max(max, `${label}长度不能超过${max}个字符`).default('');

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
const isCalendarDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const dateText = (label: string) =>
  /*#__PURE__*/ z
    .string({ error: `${label}不能为空` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式不正确`)
    .refine(isCalendarDate, `${label}格式不正确`);

export const TeachingPlanMessages = {
  semesterMissing: '学期不存在',
  semesterEndBeforeStart: '结束日期不能早于开始日期',
  semesterNameTaken: (verb: string, semesterName: string) => `${verb}学期'${semesterName}'失败，学期名称已存在`,
  semesterInUse: (semesterName: string, plans: number) => `学期'${semesterName}'下还有 ${plans} 个教学计划，不能删除`,
  planMissing: '教学计划不存在',
  noSuchSemester: '所选学期不存在',
  noSuchMajor: '所选专业不存在',
  noSuchClass: '所选班级不存在',
  noSuchTeacher: '所选教师不存在',
  copySameSemester: '教学计划已在所选学期，请选择其他学期',
  copyOutsideSemester: (weekNum: number, semesterName: string) => `第${weekNum}周的课次超出学期'${semesterName}'的日期范围，无法复制`,
  copyClash: (clashes: string) => `复制失败，课次冲突：${clashes}`,
  ratingMissing: '评分标准不存在',
  ratingNameTaken: (verb: string, ratingName: string) => `${verb}评分标准'${ratingName}'失败，评分标准名称已存在`,
  ratingInUse: (ratingName: string, lessons: number, records: number) =>
    `评分标准'${ratingName}'已被 ${lessons} 节课次使用，已有 ${records} 条评分记录，不能删除`,
  ratingItemRated: (itemName: string, records: number) => `评分项'${itemName}'已有 ${records} 条评分记录，不能删除`,
  ratingItemForeign: '评分项不属于该评分标准',
} as const;

// ---------- 学期 ----------

export const semesterQuery = /*#__PURE__*/ pageQuery.extend({ semesterName: filterText });
export const semesterExportQuery = /*#__PURE__*/ semesterQuery.omit({ pageNum: true, pageSize: true }).strict();
export type SemesterFilter = z.infer<typeof semesterExportQuery>;
export const semesterBody = /*#__PURE__*/ z
  .object({
    semesterId: optionalId,
    semesterName: /*#__PURE__*/ name('学期名称', 50),
    startDate: /*#__PURE__*/ dateText('开始日期'),
    endDate: /*#__PURE__*/ dateText('结束日期'),
  })
  .refine((b) => b.endDate >= b.startDate, { message: TeachingPlanMessages.semesterEndBeforeStart, path: ['endDate'] });
export type SemesterBody = z.infer<typeof semesterBody>;
export interface SemesterAdminRow {
  semesterId: number;
  semesterName: string;
  startDate: string;
  endDate: string;
  planCount: number;
}

// ---------- 教学计划 ----------

/** Most classes one plan teaches. */
export const PLAN_CLASSES_MAX = 50;
/** Most teaching hours (学时) one kind of a plan counts. */
export const PLAN_PERIODS_MAX = 1000;
const periods = (label: string) =>
  /*#__PURE__*/ z.coerce.number({ error: `${label}格式不正确` }).int(`${label}须为整数`).min(0, `${label}不能为负数`).max(PLAN_PERIODS_MAX, `${label}不能超过1000`).default(0);

export const planQuery = /*#__PURE__*/ pageQuery.extend({ planName: filterText, semesterId: optionalId, majorId: optionalId, teacherId: optionalId });
export const planExportQuery = /*#__PURE__*/ planQuery.omit({ pageNum: true, pageSize: true }).strict();
export type PlanFilter = z.infer<typeof planExportQuery>;
export const planBody = /*#__PURE__*/ z.object({
  planId: optionalId,
  planName: /*#__PURE__*/ name('课程名称', 50),
  semesterId: /*#__PURE__*/ requiredId('请选择学期'),
  majorId: /*#__PURE__*/ requiredId('请选择专业'),
  classIds: /*#__PURE__*/ z
    .array(/*#__PURE__*/ requiredId('请选择班级'), { error: '请选择班级' })
    .min(1, '请选择班级')
    .max(PLAN_CLASSES_MAX, '一个教学计划最多50个班级')
    .transform((ids) => [...new Set(ids)]),
  teacherId: /*#__PURE__*/ requiredId('请选择教师'),
  textbook: /*#__PURE__*/ optionalText('教材', 100),
  theoryPeriod: /*#__PURE__*/ periods('理论学时'),
  experimentPeriod: /*#__PURE__*/ periods('实验学时'),
  theoryAddressName: /*#__PURE__*/ optionalText('理论地点', 50),
  experimentAddressName: /*#__PURE__*/ optionalText('实验地点', 50),
  internshipAddressName: /*#__PURE__*/ optionalText('实习地点', 50),
});
export type PlanBody = z.infer<typeof planBody>;
export type PlanInput = z.input<typeof planBody>;
export interface PlanAdminRow {
  planId: number;
  planName: string;
  semesterId: number;
  semesterName: string;
  majorId: number;
  majorName: string;
  classIds: number[];
  /** Comma-joined, in class id order. */
  classNames: string;
  teacherId: number;
  teacherName: string;
  textbook: string;
  theoryPeriod: number;
  experimentPeriod: number;
  theoryAddressName: string;
  experimentAddressName: string;
  internshipAddressName: string;
  lessonCount: number;
}
/** What deleting plans removes with them. */
export interface PlanDeleteImpact {
  lessons: number;
  clocks: number;
  homework: number;
  ratings: number;
  papers: number;
}
export const planCopyBody = /*#__PURE__*/ z.object({ planId: /*#__PURE__*/ requiredId('请选择教学计划'), semesterId: /*#__PURE__*/ requiredId('请选择学期') });
export type PlanCopyBody = z.infer<typeof planCopyBody>;

// ---------- 评分标准 ----------

/** Most items (sub-items included) one scale holds, and the highest score of one item. */
export const RATING_ITEMS_MAX = 100;
export const RATING_ITEM_SCORE_MAX = 1000;

const ratingLeaf = /*#__PURE__*/ z.object({
  /** Absent for a new item. */
  id: optionalId,
  name: /*#__PURE__*/ name('评分项名称', 100),
  /** The item's score range is 1 … maxScore; a parent's is the sum of its sub-items'. */
  maxScore: /*#__PURE__*/ z.coerce.number({ error: '满分不能为空' }).int('满分须为整数').min(1, '满分至少为1分').max(RATING_ITEM_SCORE_MAX, '满分不能超过1000分'),
});
export const ratingItemInput = /*#__PURE__*/ ratingLeaf.extend({
  maxScore: /*#__PURE__*/ ratingLeaf.shape.maxScore.optional(),
  children: /*#__PURE__*/ z.array(ratingLeaf).max(RATING_ITEMS_MAX).default([]),
});
export type RatingItemInput = z.input<typeof ratingItemInput>;

export const ratingQuery = /*#__PURE__*/ pageQuery.extend({ name: filterText });
export const ratingExportQuery = /*#__PURE__*/ ratingQuery.omit({ pageNum: true, pageSize: true }).strict();
export type RatingFilter = z.infer<typeof ratingExportQuery>;
export const ratingBody = /*#__PURE__*/ z.object({
  ratingId: optionalId,
  name: /*#__PURE__*/ name('评分标准名称', 50),
  /** Items in display order, each with its sub-items in order; an item without sub-items needs its own maxScore. */
  items: /*#__PURE__*/ z
    .array(ratingItemInput, { error: '请添加评分项' })
    .min(1, '请添加评分项')
    .max(RATING_ITEMS_MAX, '评分项不能超过100个')
    .superRefine((items, ctx) => {
      if (items.reduce((n, i) => n + 1 + i.children.length, 0) > RATING_ITEMS_MAX) ctx.addIssue({ code: 'custom', message: '评分项不能超过100个' });
      items.forEach((item, index) => {
        if (!item.children.length && item.maxScore == null) ctx.addIssue({ code: 'custom', path: [index, 'maxScore'], message: '满分不能为空' });
      });
    }),
});
export type RatingBody = z.infer<typeof ratingBody>;
export type RatingInput = z.input<typeof ratingBody>;
export interface RatingAdminItem {
  id: number;
  name: string;
  maxScore: number;
  children: RatingAdminItem[];
}
export interface RatingAdminRow {
  ratingId: number;
  name: string;
  itemCount: number;
  /** The sum of the top-level items' maxima. */
  totalScore: number;
  lessonCount: number;
  recordCount: number;
}
export interface RatingAdminDetail extends RatingAdminRow {
  items: RatingAdminItem[];
}
