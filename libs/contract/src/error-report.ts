import * as z from './zod';
import { idParam, pageQuery } from './envelope-schemas';

/**
 * 纠错 (issue 18): outside the native app a student reports a mistake in a question from the answering screen; the
 * back office's 题库 → 纠错反馈 lists the reports and marks them handled. Inside the native app the bridge's
 * errorCorrection still hands the question to native, as before.
 */
export const errorReportPaths = {
  /** `POST ErrorReportBody` (student) → `{reportId}`: only a question the student may open. */
  add: '/exam/errorReport',
  /** `GET ?pageNum&pageSize&status&keyword` (admin) → `{total, rows: ErrorReportRow[]}`, newest first. */
  list: '/exam/errorReport/list',
  /** `PUT /exam/errorReport/handle/{ids}` (admin): marks the reports 已处理. */
  handle: '/exam/errorReport/handle',
  /** `POST` the list's filter (admin) → xlsx. */
  export: '/exam/errorReport/export',
} as const;

/** What is wrong, as the form offers it (no native list exists; these are the usual question-bank categories). */
export const ERROR_REPORT_TYPES = ['题干有误', '选项有误', '答案有误', '解析有误', '错别字', '其他'] as const;
export type ErrorReportType = (typeof ERROR_REPORT_TYPES)[number];

export const ErrorReportStatus = { PENDING: 0, HANDLED: 1 } as const;
export type ErrorReportStatusValue = (typeof ErrorReportStatus)[keyof typeof ErrorReportStatus];
export const ERROR_REPORT_STATUS_LABELS: Readonly<Record<ErrorReportStatusValue, string>> = { 0: '待处理', 1: '已处理' };

/** Plain numbers, not `${…}` of a const object: the contract must stay pure at load time (bundle budget). */
export const ERROR_REPORT_CONTENT_MAX = 500;
export const ERROR_REPORT_CONTENT_MIN = 5;

export const ErrorReportMessages = {
  typeRequired: '请选择错误类型',
  contentRequired: '请描述错误内容',
  contentShort: '错误描述至少5个字',
  contentLong: '错误描述不能超过500个字',
  questionMissing: '试题不存在',
  questionLocked: '该试题需解锁后才能纠错',
  sent: '提交成功，感谢您的反馈',
  handled: '已标记为已处理',
} as const;

const reportTypes: readonly string[] = ERROR_REPORT_TYPES;
export const errorReportBody = /*#__PURE__*/ z.object({
  questionId: idParam,
  errorType: /*#__PURE__*/ z
    .string({ error: ErrorReportMessages.typeRequired })
    .refine((t) => reportTypes.includes(t), ErrorReportMessages.typeRequired),
  content: /*#__PURE__*/ z
    .string({ error: ErrorReportMessages.contentRequired })
    .trim()
    .min(ERROR_REPORT_CONTENT_MIN, ErrorReportMessages.contentShort)
    .max(ERROR_REPORT_CONTENT_MAX, ErrorReportMessages.contentLong),
});
export type ErrorReportBody = z.input<typeof errorReportBody>;

const statuses = /*#__PURE__*/ Object.values(ErrorReportStatus) as number[];
export const errorReportListQuery = /*#__PURE__*/ pageQuery.extend({
  status: /*#__PURE__*/ z.coerce
    .number()
    .int()
    .refine((s) => statuses.includes(s), '状态不正确')
    .optional(),
  /** Part of the stem or the student's name. */
  keyword: /*#__PURE__*/ z.string().trim().max(50, '不能超过50个字符').optional(),
});
export type ErrorReportListQuery = z.input<typeof errorReportListQuery>;
export const errorReportExportQuery = /*#__PURE__*/ errorReportListQuery.omit({ pageNum: true, pageSize: true }).strict();

export interface ErrorReportRow {
  reportId: number;
  questionId: number;
  /** The question's stem as stored (rich text); empty when the question was deleted since. */
  questionContent: string;
  errorType: string;
  content: string;
  userId: number;
  /** Real name, else user name. */
  studentName: string;
  status: ErrorReportStatusValue;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  handleTime: string | null;
  handleBy: string;
}
