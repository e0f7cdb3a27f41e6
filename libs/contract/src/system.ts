import { z } from 'zod';
import { pageQuery } from './envelope';

export const systemPaths = {
  dictDataList: '/system/dict/data/list',
  dictData: '/system/dict/data', // POST / PUT, GET/DELETE `/{id}`
  dictDataByType: '/system/dict/data/type', // `/{type}`
  dictDataExport: '/system/dict/data/export',
  configList: '/system/config/list',
  config: '/system/config', // POST / PUT, GET/DELETE `/{id}`
  configByKey: '/system/config/configKey', // `/{key}`
  configRefreshCache: '/system/config/refreshCache',
  configExport: '/system/config/export',
  agreementLatest: '/platform/agreement/maintain/latest',
  agreement: '/platform/agreement/maintain', // PUT (admin)
  upload: '/file/upload',
  health: '/health',
} as const;

export const DictType = { EXAM_TYPE: 'cmtt_exam_type' } as const;

/** Config keys the product reads (`GET /system/config/configKey/{key}`). */
export const ConfigKey = {
  /** 'true' allows phone registration of new accounts. */
  REGISTER_USER: 'sys.account.registerUser',
  /** File host for stored file paths; empty means same origin + `/file/` (spec §9). */
  FILE_HOST: 'app.fileHost',
  /** 'true' masks candidate names on station screens. */
  STATION_MASK_NAMES: 'station.maskNames',
} as const;

export interface DictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string;
  listClass: string;
  isDefault: 'Y' | 'N';
  status: '0' | '1';
  remark: string;
  createTime: string;
}

const dictKey = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_]+$/, '字典类型只能包含字母、数字和下划线');
/** `GET /system/dict/data/type/{dictType}` path parameter. */
export const dictTypeParams = z.object({ dictType: dictKey });
export const dictDataQuery = pageQuery.extend({
  dictType: dictKey.optional(),
  dictLabel: z.string().trim().max(100).optional(),
  status: z.enum(['0', '1']).optional(),
});
/** Export filters: the list filters without paging (sent form-encoded by the download helper). */
export const dictDataExportQuery = dictDataQuery.omit({ pageNum: true, pageSize: true });
export const dictDataBody = z.object({
  dictCode: z.coerce.number().int().positive().optional(),
  dictSort: z.coerce.number().int().min(0).max(9999).default(0),
  dictLabel: z.string({ error: '数据标签不能为空' }).trim().min(1, '数据标签不能为空').max(100, '数据标签长度不能超过100个字符'),
  dictValue: z.string({ error: '数据键值不能为空' }).trim().min(1, '数据键值不能为空').max(100, '数据键值长度不能超过100个字符'),
  dictType: dictKey,
  cssClass: z.string().trim().max(100).default(''),
  listClass: z.enum(['', 'default', 'primary', 'success', 'info', 'warning', 'danger']).default('default'),
  isDefault: z.enum(['Y', 'N']).default('N'),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().max(500).default(''),
});
export type DictDataBody = z.infer<typeof dictDataBody>;

export interface SysConfig {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  remark: string;
  createTime: string;
}
export const configQuery = pageQuery.extend({
  configName: z.string().trim().max(100).optional(),
  configKey: z.string().trim().max(100).optional(),
  configType: z.enum(['Y', 'N']).optional(),
});
export const configExportQuery = configQuery.omit({ pageNum: true, pageSize: true });
export const configBody = z.object({
  configId: z.coerce.number().int().positive().optional(),
  configName: z.string({ error: '参数名称不能为空' }).trim().min(1, '参数名称不能为空').max(100, '参数名称不能超过100个字符'),
  configKey: z.string({ error: '参数键名不能为空' }).trim().min(1, '参数键名不能为空').max(100, '参数键名长度不能超过100个字符'),
  configValue: z.string({ error: '参数键值不能为空' }).max(500, '参数键值长度不能超过500个字符'),
  configType: z.enum(['Y', 'N']).default('N'),
  remark: z.string().max(500).default(''),
});
export type ConfigBody = z.infer<typeof configBody>;

/** Agreement (spec §2 "Agreement page"): query category, port, application (default 1). */
export const agreementQuery = z.object({
  category: z.coerce.number().int().min(0).max(99).default(1),
  port: z.coerce.number().int().min(0).max(99).default(1),
  application: z.coerce.number().int().min(0).max(99).default(1),
});
export interface Agreement {
  id: number;
  category: number;
  port: number;
  application: number;
  title: string;
  /** Rich text; clients must sanitise before rendering. */
  content: string;
  updateTime: string;
}
export const agreementBody = agreementQuery.extend({
  title: z.string().trim().min(1, '标题不能为空').max(100),
  content: z.string().max(200_000, '内容过长'),
});
export type AgreementBody = z.infer<typeof agreementBody>;

/** Upload limits (spec §5): images png/jpg/jpeg < 5 MB, files doc/xls/ppt/txt/pdf, at most 5 per field. */
export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_FILES = 5;
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const FILE_TYPES = ['doc', 'xls', 'ppt', 'txt', 'pdf'] as const;
/** Extensions the server accepts at all (the union of every upload component's allowed types). */
export const SERVER_UPLOAD_TYPES = [...IMAGE_TYPES, 'gif', 'webp', 'docx', 'xlsx', 'pptx', 'txt', 'pdf', 'doc', 'xls', 'ppt', 'mp3', 'mp4'] as const;
export interface UploadResult {
  /** Stored path `/file/<random name>.<ext>`. */
  url: string;
  /** The original file name, as data only. */
  name: string;
  size: number;
  /** Every stored file when several were sent (the top-level fields describe the first). */
  files?: UploadResult[];
}

export interface HealthStatus {
  status: 'UP';
  uptime: number;
  db: 'UP' | 'DOWN';
}
