/**
 * 在线课程 in the back office (issue 16 slice C; RuoYi shapes under `/course/admin`): courses with their target
 * classes, resources with credits and order, course papers copied from the question bank, and the certificate
 * template fields the phone's /teachLearnCertificate draws (background image, printed period).
 */
import * as z from './zod';
import { ResourceFileType, type CourseResource, type OnlineCourse } from './course';
import { idParam, pageQuery } from './envelope-schemas';

const BASE = '/course/admin';
export const courseAdminPaths = {
  /** GET /{id}, POST, PUT, DELETE /{ids} (`?confirmed=true` when learners have progress). */
  base: BASE,
  list: `${BASE}/list`,
  export: `${BASE}/export`,
  /** GET /{ids}: how many learners have progress (credits, paper records, certificates) in these courses. */
  progress: `${BASE}/progress`,
  classOptions: `${BASE}/classOptions`,
  /** POST, PUT, DELETE /{ids}. */
  resource: `${BASE}/resource`,
  /** PUT: the course's resources in their new order. */
  resourceSort: `${BASE}/resource/sort`,
  /** GET /{paperId}, POST, PUT, DELETE /{paperIds}. */
  paper: `${BASE}/paper`,
  bankCategories: `${BASE}/bank/categories`,
  bankQuestions: `${BASE}/bank/questions`,
} as const;

export const CourseAdminMessages = {
  nameTaken: (name: string) => `新增课程'${name}'失败，课程名称已存在`,
  nameTakenOnEdit: (name: string) => `修改课程'${name}'失败，课程名称已存在`,
  idRequired: '课程编号不能为空',
  resourceIdRequired: '资源编号不能为空',
  paperIdRequired: '试卷编号不能为空',
  questionsRequired: '请选择试题',
  endBeforeStart: '结束时间必须晚于开始时间',
  unknownClass: '所选班级不存在',
  hasProgress: (name: string, learners: number) => `课程'${name}'已有 ${learners} 名学员的学习进度，删除将一并删除，请确认后再删除`,
  sortMismatch: '排序的资源与课程资源不一致',
  wrongFileUrl: '请上传与资源类型相符的文件',
  wrongLinkUrl: '外链地址须以 http:// 或 https:// 开头',
  unknownQuestion: '所选试题不存在或不是顶层试题',
  paperAnswered: (records: number) => `该试卷已有 ${records} 份作答记录，不能修改试题`,
  certificateImage: '证书背景须为上传的 png 或 jpg 图片',
  fileMissing: '文件不存在，请重新上传',
} as const;

/** Timestamps as the API shows them (`YYYY-MM-DD HH:mm:ss`). */
const dateTime = (label: string) =>
  /*#__PURE__*/ z
    .string({ error: `${label}不能为空` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, `${label}格式不正确`);
const optionalId = /*#__PURE__*/ idParam.optional();
/** Most resources, classes and questions one request may name. */
const MAX_ITEMS = 500;
const MAX_PAPER_QUESTIONS = 200;
const MAX_CREDITS = 10000;
const PASS_SCORE_MAX = 100;
/** Stored upload paths (`/file/<name>`), as the upload endpoint answers them. */
const UPLOADED = /^\/file\/[A-Za-z0-9._/-]+$/;
const extensionOf = (url: string) => url.slice(url.lastIndexOf('.') + 1).toLowerCase();

/** Extensions a resource's uploaded file may have, per type (spec §2: preview by type; documents download). */
export const RESOURCE_EXTENSIONS: Readonly<Record<number, readonly string[]>> = {
  [ResourceFileType.VIDEO]: ['mp4'],
  [ResourceFileType.IMAGE]: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  [ResourceFileType.AUDIO]: ['mp3'],
  [ResourceFileType.DOCUMENT]: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt'],
};
/** The built-in certificate background the phone draws on when a course has none of its own. */
export const DEFAULT_CERTIFICATE_BACKGROUND = '/file/course/course-certificate-template.png';
export const CERTIFICATE_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg'];

/** Whether `url` fits the resource type: an uploaded file of its kind, or for a link an http(s) address. */
export function resourceUrlFits(fileType: number, url: string): boolean {
  if (fileType === ResourceFileType.LINK) return /^https?:\/\/\S+$/.test(url) || (UPLOADED.test(url) && extensionOf(url) === 'html');
  return UPLOADED.test(url) && (RESOURCE_EXTENSIONS[fileType] ?? []).includes(extensionOf(url));
}

export const courseAdminQuery = /*#__PURE__*/ pageQuery.extend({
  onlineCourseName: /*#__PURE__*/ z.string().trim().max(100).optional(),
  classId: optionalId,
});
export const courseAdminExportQuery = /*#__PURE__*/ courseAdminQuery.omit({ pageNum: true, pageSize: true }).strict();
export type CourseAdminFilter = Omit<z.input<typeof courseAdminExportQuery>, 'classId'> & { classId?: number };

export const courseAdminBody = /*#__PURE__*/ z
  .object({
    onlineCourseId: optionalId,
    onlineCourseName: /*#__PURE__*/ z.string({ error: '课程名称不能为空' }).trim().min(1, '课程名称不能为空').max(100, '课程名称不能超过100个字符'),
    onlineCourseDescription: /*#__PURE__*/ z.string().trim().max(1000, '课程简介不能超过1000个字符').default(''),
    startTime: /*#__PURE__*/ dateTime('开始时间'),
    endTime: /*#__PURE__*/ dateTime('结束时间'),
    /** 1: learners earn credits (and take the papers). */
    creditEarning: /*#__PURE__*/ z.union([/*#__PURE__*/ z.literal(0), /*#__PURE__*/ z.literal(1)]).default(1),
    /** Credits needed for the certificate. */
    minimumScore: /*#__PURE__*/ z.coerce.number({ error: '证书最低学分不能为空' }).int('证书最低学分须为整数').min(0, '证书最低学分不能小于0').max(MAX_CREDITS),
    sort: /*#__PURE__*/ z.coerce.number().int().min(0).max(9999).default(0),
    classIds: /*#__PURE__*/ z.array(idParam).max(MAX_ITEMS).default([]),
    /** '' = the built-in certificate background. */
    certificateFileUrl: /*#__PURE__*/ z
      .string()
      .trim()
      .max(500)
      .refine((u) => u === '' || (UPLOADED.test(u) && CERTIFICATE_IMAGE_EXTENSIONS.includes(extensionOf(u))), CourseAdminMessages.certificateImage)
      .default(''),
    /** '' = the course period (`2026-03-01 至 2026-12-31`). */
    certificateCourseTime: /*#__PURE__*/ z.string().trim().max(50, '证书课程时间不能超过50个字符').default(''),
  })
  .refine((c) => c.endTime > c.startTime, { message: CourseAdminMessages.endBeforeStart, path: ['endTime'] });
export type CourseAdminBody = z.input<typeof courseAdminBody>;
export type CourseAdminData = z.output<typeof courseAdminBody>;

export const courseDeleteQuery = /*#__PURE__*/ z.queryObject({ confirmed: /*#__PURE__*/ z.enum(['true', 'false']).default('false') });

export const courseResourceBody = /*#__PURE__*/ z
  .object({
    onlineCourseResourceId: optionalId,
    onlineCourseId: idParam,
    fileName: /*#__PURE__*/ z.string({ error: '资源名称不能为空' }).trim().min(1, '资源名称不能为空').max(200, '资源名称不能超过200个字符'),
    fileType: /*#__PURE__*/ z.coerce.number({ error: '资源类型不能为空' }).int().min(ResourceFileType.VIDEO, '资源类型不正确').max(ResourceFileType.LINK, '资源类型不正确'),
    fileUrl: /*#__PURE__*/ z.string({ error: '请上传资源文件' }).trim().min(1, '请上传资源文件').max(500),
    creditScore: /*#__PURE__*/ z.coerce.number({ error: '学分不能为空' }).int('学分须为整数').min(0, '学分不能小于0').max(MAX_CREDITS),
  })
  .superRefine((r, ctx) => {
    if (resourceUrlFits(r.fileType, r.fileUrl)) return;
    const message = r.fileType === ResourceFileType.LINK ? CourseAdminMessages.wrongLinkUrl : CourseAdminMessages.wrongFileUrl;
    ctx.addIssue({ code: 'custom', message, path: ['fileUrl'] });
  });
export type CourseResourceBody = z.input<typeof courseResourceBody>;
export type CourseResourceData = z.output<typeof courseResourceBody>;

export const resourceSortBody = /*#__PURE__*/ z.object({
  onlineCourseId: idParam,
  resourceIds: /*#__PURE__*/ z.array(idParam).min(1).max(MAX_ITEMS),
});
export type ResourceSortBody = z.input<typeof resourceSortBody>;

export const coursePaperBody = /*#__PURE__*/ z.object({
  paperId: optionalId,
  onlineCourseResourceId: idParam,
  paperName: /*#__PURE__*/ z.string({ error: '试卷名称不能为空' }).trim().min(1, '试卷名称不能为空').max(100, '试卷名称不能超过100个字符'),
  passScore: /*#__PURE__*/ z.coerce.number().int().min(0, '及格分须在0到100之间').max(PASS_SCORE_MAX, '及格分须在0到100之间').default(60),
  /** Top-level bank questions (an A3/A4/B stem brings its children), in paper order; required to create, left out of
   *  an edit that keeps the questions. */
  questionIds: /*#__PURE__*/ z
    .array(idParam, { error: '请选择试题' })
    .min(1, '请选择试题')
    .max(MAX_PAPER_QUESTIONS, `试题不能超过${MAX_PAPER_QUESTIONS}道`)
    .refine((ids) => new Set(ids).size === ids.length, '试题重复')
    .optional(),
});
export type CoursePaperBody = z.input<typeof coursePaperBody>;

export const bankQuestionQuery = /*#__PURE__*/ pageQuery.extend({
  categoryId: optionalId,
  type: /*#__PURE__*/ z.coerce.number().int().min(0).max(8).optional(),
  content: /*#__PURE__*/ z.string().trim().max(100).optional(),
});
export type BankQuestionFilter = { categoryId?: number; type?: number; content?: string };

// ---------- outputs ----------

export interface CourseAdminRow
  extends Pick<OnlineCourse, 'onlineCourseId' | 'onlineCourseName' | 'onlineCourseDescription' | 'startTime' | 'endTime' | 'creditEarning' | 'minimumScore' | 'courseScore'> {
  sort: number;
  classNames: string[];
  resourceCount: number;
}

export interface CoursePaperSummary {
  paperId: number;
  paperName: string;
  passScore: number;
  /** Answerable questions (group stems do not count). */
  questionCount: number;
  /** Learners' answer records of this paper. */
  recordCount: number;
}

export interface CourseResourceAdmin extends Pick<CourseResource, 'onlineCourseResourceId' | 'onlineCourseId' | 'fileName' | 'fileType' | 'fileUrl' | 'creditScore'> {
  papers: CoursePaperSummary[];
}

export interface CourseAdminDetail extends Omit<CourseAdminRow, 'classNames' | 'resourceCount' | 'courseScore'> {
  classIds: number[];
  certificateFileUrl: string;
  certificateCourseTime: string;
  resources: CourseResourceAdmin[];
}

export interface CoursePaperQuestionAdmin {
  questionId: number;
  /** The bank question it was copied from (null: not from the bank, e.g. the seed's). */
  sourceQuestionId: number | null;
  type: number;
  content: string;
  /** Child questions of an A3/A4/B stem. */
  childCount: number;
}

export interface CoursePaperAdmin extends CoursePaperSummary {
  onlineCourseResourceId: number;
  questions: CoursePaperQuestionAdmin[];
}

export interface CourseProgressCount {
  learnerCount: number;
}

export interface CourseClassOption {
  classId: number;
  className: string;
  gradeName: string;
}

export interface BankCategoryOption {
  id: number;
  parentId: number;
  name: string;
  majorType: number;
}

export interface BankQuestionRow {
  id: number;
  categoryId: number;
  categoryName: string;
  type: number;
  content: string;
  childCount: number;
}
