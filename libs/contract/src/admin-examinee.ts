/**
 * Back office 考生管理 and the station schedule (issue 17): examinees per exam and station, RuoYi's shapes
 * (`/examStation/admin/examinee/list` → `{total, rows}`, `export`, `importTemplate`, `importData`), and the schedule
 * — who goes to which station, in which batch, when. Only the console's lazy pages import this file.
 */
import * as z from './zod';
import { idParam, pageQuery } from './envelope-schemas';

export const examineeAdminPaths = {
  examineeList: '/examStation/admin/examinee/list',
  examinee: '/examStation/admin/examinee', // POST / PUT, GET/DELETE `/{id}`
  examineeExport: '/examStation/admin/examinee/export',
  /** `POST` multipart `file`, query `examId` (+ updateSupport, validOnly, jobId): stations are named within that exam. */
  examineeImportTemplate: '/examStation/admin/examinee/importTemplate',
  examineeImportData: '/examStation/admin/examinee/importData',
  /** `GET ?examId=&stationId=`: the exam's stations with their rooms and batches in order. */
  schedule: '/examStation/admin/examinee/schedule',
  scheduleExport: '/examStation/admin/examinee/schedule/export',
} as const;

/** The import template's columns, in order (the first five are required). */
export const EXAMINEE_IMPORT_COLUMNS = ['姓名', '学号/工号', '考站', '批次', '序号', '计划时间'] as const;
export const EXAMINEE_REQUIRED_COLUMNS = ['姓名', '学号/工号', '考站', '批次', '序号'] as const;

/** Largest batch and seq number (a day of many batches still far below). */
export const EXAMINEE_MAX_ORDER = 9999;
export const EXAMINEE_NAME_MAX = 30;
export const EXAMINEE_NUMBER_MAX = 30;
/** A planned time as stored and shown: `YYYY-MM-DD HH:mm`. */
export const PLANNED_AT_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/;

export const EXAMINEE_STATUSES = ['waiting', 'called', 'inProgress', 'passed', 'done'] as const;
/** The console's words for an examinee's state (same as the call console's). */
export const EXAMINEE_STATUS_LABELS: Record<(typeof EXAMINEE_STATUSES)[number], string> = {
  waiting: '候考',
  called: '已叫号',
  inProgress: '考试中',
  passed: '过号',
  done: '已完成',
};

export const examineeMessages = {
  noSuchStation: '所选考站不存在',
  noSuchExam: '所选考试不存在',
  examRequired: '请先选择考试',
  numberTaken: (verb: string, name: string) => `${verb}考生'${name}'失败，该考站已有相同学号/工号的考生`,
  orderTaken: (verb: string, name: string, batch: number, seq: number) => `${verb}考生'${name}'失败，该考站第 ${batch} 批次序号 ${seq} 已有考生`,
  busy: (verb: string, name: string) => `考生'${name}'正在叫号或考试中，不能${verb}`,
} as const;

const MAX_ID = 2 ** 31;
const optionalId = /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID).optional();
const filterText = /*#__PURE__*/ z.string().trim().max(100).optional();
const order = (label: string) =>
  /*#__PURE__*/ z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是正整数`)
    .min(1, `${label}必须是正整数`)
    .max(EXAMINEE_MAX_ORDER, `${label}不能超过${EXAMINEE_MAX_ORDER}`);

export const examineeQuery = /*#__PURE__*/ pageQuery.extend({
  examId: optionalId,
  stationId: optionalId,
  status: /*#__PURE__*/ z.enum(EXAMINEE_STATUSES).optional(),
  /** 姓名 or 学号/工号 contains. */
  keyword: filterText,
  batch: /*#__PURE__*/ z.coerce.number().int().min(1).max(EXAMINEE_MAX_ORDER).optional(),
});
export const examineeExportQuery = /*#__PURE__*/ examineeQuery.omit({ pageNum: true, pageSize: true }).strict();
export type ExamineeFilter = z.infer<typeof examineeExportQuery>;

export const examineeBody = /*#__PURE__*/ z.object({
  examineeId: optionalId,
  stationId: /*#__PURE__*/ z.coerce.number({ error: '考站不能为空' }).int().positive('考站不能为空').max(MAX_ID),
  batch: /*#__PURE__*/ order('批次'),
  seq: /*#__PURE__*/ order('序号'),
  realName: /*#__PURE__*/ z.string({ error: '姓名不能为空' }).trim().min(1, '姓名不能为空').max(EXAMINEE_NAME_MAX, '姓名长度不能超过30个字符'),
  jobNumber: /*#__PURE__*/ z.string({ error: '学号/工号不能为空' }).trim().min(1, '学号/工号不能为空').max(EXAMINEE_NUMBER_MAX, '学号/工号长度不能超过30个字符'),
  plannedAt: /*#__PURE__*/ z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    /*#__PURE__*/ z.string().regex(PLANNED_AT_PATTERN, '计划时间格式应为 YYYY-MM-DD HH:mm').nullable(),
  ),
});
export type ExamineeBody = z.infer<typeof examineeBody>;

export type ExamineeAdminStatus = (typeof EXAMINEE_STATUSES)[number];

export interface ExamineeAdminRow {
  examineeId: number;
  examId: number;
  examName: string;
  stationId: number;
  stationName: string;
  batch: number;
  seq: number;
  realName: string;
  jobNumber: string;
  status: ExamineeAdminStatus;
  roomId: number | null;
  roomName: string;
  /** `YYYY-MM-DD HH:mm`, or null when not planned. */
  plannedAt: string | null;
}

export const scheduleQuery = /*#__PURE__*/ z.queryObject({ examId: idParam, stationId: optionalId });
/** 导出 of the schedule: the same filters as a body, which refuses fields it does not know. */
export const scheduleExportBody = /*#__PURE__*/ scheduleQuery.strict();
export type ScheduleQuery = z.infer<typeof scheduleQuery>;

export interface ScheduleExaminee {
  examineeId: number;
  seq: number;
  realName: string;
  jobNumber: string;
  plannedAt: string | null;
  status: ExamineeAdminStatus;
}

export interface ScheduleBatch {
  batch: number;
  /** The batch's earliest planned time (null when none of its examinees has one). */
  plannedAt: string | null;
  examinees: ScheduleExaminee[];
}

/** One station's day: its rooms, how long each examinee takes, and its batches in order. */
export interface ScheduleStation {
  stationId: number;
  stationName: string;
  examSeconds: number;
  rooms: string[];
  batches: ScheduleBatch[];
}

export interface ExamSchedule {
  examId: number;
  examName: string;
  stations: ScheduleStation[];
}
