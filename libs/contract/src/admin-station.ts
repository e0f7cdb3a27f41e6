/**
 * Back office "考站管理" (issue 17): exams, stations with their rooms, display devices and skill questions, RuoYi's
 * shapes under `/examStation/admin/<resource>`. Only the console's lazy pages import this file.
 */
import * as z from './zod';
import { pageQuery } from './envelope-schemas';

export const stationAdminPaths = {
  examList: '/examStation/admin/exam/list',
  exam: '/examStation/admin/exam', // POST / PUT, GET/DELETE `/{id}`
  examExport: '/examStation/admin/exam/export',
  stationList: '/examStation/admin/station/list',
  station: '/examStation/admin/station',
  stationExport: '/examStation/admin/station/export',
  roomList: '/examStation/admin/room/list',
  room: '/examStation/admin/room',
  roomExport: '/examStation/admin/room/export',
  deviceList: '/examStation/admin/device/list',
  device: '/examStation/admin/device',
  deviceExport: '/examStation/admin/device/export',
  skillQuestionList: '/examStation/admin/skillQuestion/list',
  skillQuestion: '/examStation/admin/skillQuestion',
  skillQuestionExport: '/examStation/admin/skillQuestion/export',
} as const;

/** 考试时长 bounds (seconds): a minute to a working day. */
export const EXAM_SECONDS_MIN = 60;
export const EXAM_SECONDS_MAX = 86400;
/** Parts (exam steps) and details (attachments) one skill question may hold. */
export const SKILL_ITEMS_MAX = 50;
/** Files one part or detail may show. */
export const SKILL_FILES_MAX = 5;
/** What the room screen's /paper shows (media-kind.ts): images, films, sound, video and documents. */
export const SKILL_MEDIA_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'mp3', 'wav', 'mp4', 'pdf'];
/** What the console uploads for them (the upload endpoint's types among those). */
export const SKILL_UPLOAD_TYPES: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'mp3', 'mp4', 'pdf'];
/**
 * A display's code address: what its URL (`#/wait?codeAddress=A1`), its socket room and `/examDevice/getDeviceInfo/{id}`
 * carry, so a letter first (never mistaken for a row id), then letters, digits, `_` or `-`.
 */
export const CODE_ADDRESS_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

export const stationAdminMessages = {
  codeAddressFormat: '设备编号须以字母开头，由字母、数字、下划线或短横线组成，最多32位',
  ipFormat: 'IP地址格式不正确',
  window: '结束时间须晚于开始时间',
  windowPair: '开始时间与结束时间须同时填写或同时留空',
  fileUrl: '请上传图片、音频、视频或PDF文件',
  noSuchExam: '所选考试不存在',
  noSuchStation: '所选考站不存在',
  roomNotInStation: '所选考室不属于该考站',
  nameTaken: (verb: string, label: string, name: string) => `${verb}${label}'${name}'失败，${label}名称已存在`,
  codeTaken: (verb: string, code: string) => `${verb}设备'${code}'失败，设备编号已存在`,
  ipTaken: (verb: string, code: string, ip: string, other: string) => `${verb}设备'${code}'失败，IP地址${ip}已被设备'${other}'使用`,
  examHasStations: (name: string, n: number) => `考试'${name}'下还有 ${n} 个考站，不能删除，请先删除这些考站`,
  stationBusy: (name: string, n: number) => `考站'${name}'有 ${n} 名考生正在叫号或考试中，不能删除`,
  roomUsed: (name: string, what: string) => `考室'${name}'${what}，不能删除`,
} as const;

const MAX_ID = 2 ** 31;
const optionalId = /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID).optional();
const nullableId = /*#__PURE__*/ z.preprocess((v) => (v === '' || v === undefined ? null : v), /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID).nullable());
const filterText = /*#__PURE__*/ z.string().trim().max(100).optional();
const name = (label: string, max: number) =>
  /*#__PURE__*/ z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}长度不能超过${max}个字符`);
const sort = /*#__PURE__*/ z.coerce.number({ error: '显示顺序须为数字' }).int('显示顺序须为整数').min(0, '显示顺序不能小于0').max(9999, '显示顺序不能大于9999').default(0);
/** `YYYY-MM-DD HH:mm:ss`, or empty / null = not scheduled. */
const windowTime = (label: string) =>
  /*#__PURE__*/ z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    /*#__PURE__*/ z
      .string({ error: `${label}格式不正确` })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, `${label}格式不正确`)
      .nullable(),
  );

const UPLOADED = /^\/file\/[A-Za-z0-9._/-]+$/;
const extensionOf = (url: string) => url.slice(url.lastIndexOf('.') + 1).toLowerCase();
/** Comma-joined uploaded files the paper can show; '' = none. */
export function skillFilesValid(urls: string): boolean {
  const list = urls.split(',').map((u) => u.trim()).filter(Boolean);
  return list.length <= SKILL_FILES_MAX && list.every((u) => UPLOADED.test(u) && !u.includes('..') && SKILL_MEDIA_EXTENSIONS.includes(extensionOf(u)));
}
const skillFiles = /*#__PURE__*/ z
  .string()
  .trim()
  .max(2000, '文件地址过长')
  .refine(skillFilesValid, stationAdminMessages.fileUrl)
  .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean).join(','))
  .default('');

// ---- 考试 ----

export const examAdminQuery = /*#__PURE__*/ pageQuery.extend({ examName: filterText });
export const examAdminExportQuery = /*#__PURE__*/ examAdminQuery.omit({ pageNum: true, pageSize: true }).strict();
export type ExamAdminFilter = z.infer<typeof examAdminExportQuery>;
export const examAdminBody = /*#__PURE__*/ z
  .object({
    examId: optionalId,
    examName: /*#__PURE__*/ name('考试名称', 100),
    startsAt: /*#__PURE__*/ windowTime('开始时间'),
    endsAt: /*#__PURE__*/ windowTime('结束时间'),
  })
  .superRefine((b, ctx) => {
    if ((b.startsAt === null) !== (b.endsAt === null)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: stationAdminMessages.windowPair });
    else if (b.startsAt && b.endsAt && b.endsAt <= b.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: stationAdminMessages.window });
  });
export type ExamAdminBody = z.infer<typeof examAdminBody>;
export interface ExamAdminRow {
  examId: number;
  examName: string;
  startsAt: string | null;
  endsAt: string | null;
  stationCount: number;
}

// ---- 考站 ----

export const stationAdminQuery = /*#__PURE__*/ pageQuery.extend({ stationName: filterText, examId: optionalId });
export const stationAdminExportQuery = /*#__PURE__*/ stationAdminQuery.omit({ pageNum: true, pageSize: true }).strict();
export type StationAdminFilter = z.infer<typeof stationAdminExportQuery>;
export const stationAdminBody = /*#__PURE__*/ z.object({
  stationId: optionalId,
  examId: /*#__PURE__*/ z.coerce.number({ error: '请选择考试' }).int().positive('请选择考试').max(MAX_ID),
  stationName: /*#__PURE__*/ name('考站名称', 50),
  examSeconds: /*#__PURE__*/ z.coerce
    .number({ error: '考试时长不能为空' })
    .int('考试时长须为整数秒')
    .min(EXAM_SECONDS_MIN, '考试时长不能少于1分钟')
    .max(EXAM_SECONDS_MAX, '考试时长不能超过24小时'),
  maskNames: /*#__PURE__*/ z.boolean().default(false),
});
export type StationAdminBody = z.infer<typeof stationAdminBody>;
export interface StationAdminRow {
  stationId: number;
  examId: number;
  examName: string;
  stationName: string;
  examSeconds: number;
  maskNames: boolean;
  roomCount: number;
  examineeCount: number;
  deviceCount: number;
  questionCount: number;
}

// ---- 考室 ----

export const roomAdminQuery = /*#__PURE__*/ pageQuery.extend({ stationId: optionalId, roomName: filterText });
export const roomAdminExportQuery = /*#__PURE__*/ roomAdminQuery.omit({ pageNum: true, pageSize: true }).strict();
export type RoomAdminFilter = z.infer<typeof roomAdminExportQuery>;
export const roomAdminBody = /*#__PURE__*/ z.object({
  roomId: optionalId,
  stationId: /*#__PURE__*/ z.coerce.number({ error: '请选择考站' }).int().positive('请选择考站').max(MAX_ID),
  roomName: /*#__PURE__*/ name('考室名称', 50),
  sort,
});
export type RoomAdminBody = z.infer<typeof roomAdminBody>;
export interface RoomAdminRow {
  roomId: number;
  stationId: number;
  stationName: string;
  roomName: string;
  sort: number;
  deviceCount: number;
  examineeCount: number;
}

// ---- 显示设备 ----

export const deviceAdminQuery = /*#__PURE__*/ pageQuery.extend({ codeAddress: filterText, stationId: optionalId });
export const deviceAdminExportQuery = /*#__PURE__*/ deviceAdminQuery.omit({ pageNum: true, pageSize: true }).strict();
export type DeviceAdminFilter = z.infer<typeof deviceAdminExportQuery>;
export const deviceAdminBody = /*#__PURE__*/ z.object({
  deviceId: optionalId,
  codeAddress: /*#__PURE__*/ z
    .string({ error: '设备编号不能为空' })
    .trim()
    .min(1, '设备编号不能为空')
    .regex(CODE_ADDRESS_PATTERN, stationAdminMessages.codeAddressFormat),
  stationId: /*#__PURE__*/ z.coerce.number({ error: '请选择考站' }).int().positive('请选择考站').max(MAX_ID),
  /** null: the station's wall screen (call board); a room: that room's screen (skills paper). */
  roomId: nullableId,
  ip: /*#__PURE__*/ z
    .string()
    .trim()
    .max(45, stationAdminMessages.ipFormat)
    .refine((v) => v === '' || z.ipv4().safeParse(v).success || z.ipv6().safeParse(v).success, stationAdminMessages.ipFormat)
    .default(''),
});
export type DeviceAdminBody = z.infer<typeof deviceAdminBody>;
export interface DeviceAdminRow {
  deviceId: number;
  codeAddress: string;
  stationId: number;
  stationName: string;
  roomId: number | null;
  roomName: string | null;
  ip: string;
  paired: boolean;
  pairedAt: string | null;
  /** When it last connected or disconnected. */
  seenAt: string | null;
  /** Live connections now (every instance). */
  connections: number;
}

// ---- 技能试题 ----

export const skillQuestionAdminQuery = /*#__PURE__*/ pageQuery.extend({ name: filterText, stationId: optionalId });
export const skillQuestionAdminExportQuery = /*#__PURE__*/ skillQuestionAdminQuery.omit({ pageNum: true, pageSize: true }).strict();
export type SkillQuestionAdminFilter = z.infer<typeof skillQuestionAdminExportQuery>;
export const skillPartBody = /*#__PURE__*/ z.object({
  description: /*#__PURE__*/ name('题干描述', 2000),
  descriptionFileUrl: skillFiles,
});
export const skillDetailBody = /*#__PURE__*/ z.object({
  name: /*#__PURE__*/ name('步骤名称', 100),
  fileUrl: skillFiles,
});
export const skillQuestionAdminBody = /*#__PURE__*/ z.object({
  id: optionalId,
  stationId: /*#__PURE__*/ z.coerce.number({ error: '请选择考站' }).int().positive('请选择考站').max(MAX_ID),
  name: /*#__PURE__*/ name('试题名称', 100),
  sort,
  /** In the order the paper shows them. */
  parts: /*#__PURE__*/ z.array(skillPartBody).max(SKILL_ITEMS_MAX, '题干不能超过50段').default([]),
  details: /*#__PURE__*/ z.array(skillDetailBody).max(SKILL_ITEMS_MAX, '步骤不能超过50个').default([]),
});
export type SkillQuestionAdminBody = z.infer<typeof skillQuestionAdminBody>;
export type SkillPartBody = z.infer<typeof skillPartBody>;
export type SkillDetailBody = z.infer<typeof skillDetailBody>;
export interface SkillQuestionAdminRow {
  id: number;
  stationId: number;
  stationName: string;
  name: string;
  sort: number;
  parts: { description: string; descriptionFileUrl: string }[];
  details: { name: string; fileUrl: string }[];
}
