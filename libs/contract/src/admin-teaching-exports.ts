/**
 * 教学导出 and 教学试卷 in the back office (issue 17): what a teacher's office prints or files per teaching plan (and
 * class) — the course progress table 课表进度表, attendance, homework scores and ratings as xlsx — and the plan
 * papers (teaching_paper) built from the question bank. Only the console's lazy pages import this file.
 */
import * as z from './zod';
import { idParam, pageQuery } from './envelope-schemas';

const EXPORT_BASE = '/teachingCenter/admin/export';
const PAPER_BASE = '/teachingCenter/admin/paper';

/** The four exports, in the order the console offers them. */
export const TEACHING_EXPORT_KINDS = ['progress', 'attendance', 'homework', 'rating'] as const;
export type TeachingExportKind = (typeof TEACHING_EXPORT_KINDS)[number];

export const teachingExportPaths = {
  /** POST `/{kind}` with {planId, classId?} → the xlsx file. */
  base: EXPORT_BASE,
  /** GET ?semesterId → ExportPlanOption[]: the plans (with their classes) the caller may export. */
  plans: '/teachingCenter/admin/export/plans',
  /** GET ?planId&classId → ProgressSheet: the print view's data (the same rows the xlsx holds). */
  progressSheet: '/teachingCenter/admin/export/progressSheet',
} as const;

export const teachingPaperPaths = {
  /** GET /{paperId}, POST, PUT, DELETE /{paperIds}. */
  base: PAPER_BASE,
  list: '/teachingCenter/admin/paper/list',
} as const;

/** File names (without .xlsx) and sheet titles of the exports. */
export const TEACHING_EXPORT_TITLES: Record<TeachingExportKind, string> = {
  progress: '课表进度表',
  attendance: '考勤表',
  homework: '作业成绩表',
  rating: '评分表',
};

export const TeachingExportMessages = {
  planNotFound: '教学计划不存在',
  classNotInPlan: '该班级不在此教学计划中',
  notYourPlan: '只能导出自己任教的教学计划',
  unknownKind: '导出类型不正确',
} as const;

export const TeachingPaperMessages = {
  paperNotFound: '试卷不存在',
  paperIdRequired: '试卷编号不能为空',
  unknownQuestion: '所选试题不存在或不是大题',
  answered: (records: number) => `该试卷已有 ${records} 份作答记录，不能修改试题`,
  deleteAnswered: (name: string, records: number) => `试卷'${name}'已有 ${records} 份作答记录，不能删除`,
  nameTaken: (name: string) => `试卷'${name}'已存在`,
  questionsRequired: '请选择试题',
} as const;

/** Most top-level picks in one paper. */
export const MAX_TEACHING_PAPER_QUESTIONS = 200;

const optionalId = /*#__PURE__*/ z.preprocess((v) => (v === '' || v === null ? undefined : v), /*#__PURE__*/ idParam.optional());

export const teachingExportBody = /*#__PURE__*/ z.object({ planId: idParam, classId: optionalId });
export type TeachingExportBody = z.input<typeof teachingExportBody>;
/** The same filters read from the query string of 进度表's read (a read ignores parameters it has no use for). */
export const progressSheetQuery = /*#__PURE__*/ z.queryObject(teachingExportBody.shape);
export const exportPlansQuery = /*#__PURE__*/ z.queryObject({ semesterId: optionalId });

export const teachingPaperQuery = /*#__PURE__*/ pageQuery.extend({ name: /*#__PURE__*/ z.string().trim().max(100).optional() });

export const teachingPaperBody = /*#__PURE__*/ z.object({
  paperId: optionalId,
  name: /*#__PURE__*/ z.string({ error: '试卷名称不能为空' }).trim().min(1, '试卷名称不能为空').max(100, '试卷名称不能超过100个字符'),
  /** Top-level bank questions (an A3/A4/B group brings its children), in paper order; required to create, left out
   *  of an edit that keeps the questions. */
  questionIds: /*#__PURE__*/ z
    .array(idParam, { error: '请选择试题' })
    .min(1, '请选择试题')
    .max(MAX_TEACHING_PAPER_QUESTIONS, '试题不能超过200道')
    .refine((ids) => new Set(ids).size === ids.length, '试题重复')
    .optional(),
});
export type TeachingPaperBody = z.input<typeof teachingPaperBody>;

// ---------- outputs ----------

export interface ExportClassOption {
  classId: number;
  className: string;
}

export interface ExportPlanOption {
  planId: number;
  planName: string;
  semesterId: number;
  teacherName: string;
  classes: ExportClassOption[];
}

/** One lesson of the 课表进度表. */
export interface ProgressSheetRow {
  planDetailId: number;
  weekNum: number;
  teachingDate: string;
  teachWeekName: string;
  /** The period the lesson sits in (`periodText`: 第N节). */
  periodText: string;
  lessonContent: string;
  teacherName: string;
  addressName: string;
  /** 理论 / 实验 / 实习 */
  hoursType: string;
  periods: number;
  classNames: string;
}

export interface ProgressSheet {
  planId: number;
  planName: string;
  majorName: string;
  semesterName: string;
  teacherName: string;
  textbook: string;
  theoryPeriod: number;
  experimentPeriod: number;
  classNames: string;
  rows: ProgressSheetRow[];
}

export interface TeachingPaperRow {
  paperId: number;
  name: string;
  /** Answerable questions (a group's children each count). */
  questionCount: number;
  /** Students' answer records of this paper. */
  recordCount: number;
  /** Lessons (plan details) that use the paper. */
  lessonCount: number;
}

export interface TeachingPaperQuestionAdmin {
  /** The bank question the pick was copied from (null: not from the bank, e.g. the seed's). */
  sourceQuestionId: number | null;
  type: number;
  /** The stem of a group, or the question itself. */
  content: string;
  /** Answerable questions the pick holds (a group's children; 1 for a plain question). */
  childCount: number;
}

export interface TeachingPaperAdmin extends TeachingPaperRow {
  questions: TeachingPaperQuestionAdmin[];
}
