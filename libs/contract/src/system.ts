// The request schemas live in system-schemas.ts so that importing these paths and types does not bring zod along
// (a bundler places a module in one chunk whole; issue 9 bundle budget).
export * from './system-schemas';

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

/**
 * The only configs a non-admin may read by key (issue 14 row 6): settings the apps need, nothing else. Every other
 * key answers 403 to non-admins; the list and detail endpoints are admin-only.
 */
export const PUBLIC_CONFIG_KEYS: readonly string[] = [
  ConfigKey.REGISTER_USER,
  ConfigKey.FILE_HOST,
  ConfigKey.STATION_MASK_NAMES,
  'sys.account.captchaEnabled',
  'sys.index.skinName',
  'sys.index.sideTheme',
];

/** Configs that hold secrets: write-only, their value never leaves the server (the console shows 已设置 / 未设置). */
export const SECRET_CONFIG_KEYS: readonly string[] = ['sys.user.initPassword', 'wechat.appSecret'];
/**
 * Keys named like a secret are treated as one too, so a new `*.secret`, `*.password`, `*.token`, `*.credential`,
 * `accessKeyId` / `access_key` or `apiKey` is never shown by accident. An access key's id is masked with its secret:
 * the pair is one credential, and the id alone already names the account to attack.
 */
const SECRET_KEY_NAME = /secret|password|passwd|token|private|credential|access[._-]?key|api[._-]?key/i;
export const isSecretConfigKey = (key: string) => SECRET_CONFIG_KEYS.includes(key) || SECRET_KEY_NAME.test(key);

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

export interface SysConfig {
  configId: number;
  configName: string;
  configKey: string;
  /** '' for secrets (see {@link isSecretConfigKey}): write-only. */
  configValue: string;
  configType: 'Y' | 'N';
  remark: string;
  createTime: string;
  /** A secret: its value is withheld; saving it with an empty value keeps the stored one. */
  secret?: boolean;
  /** For secrets: whether a value is stored. */
  valueSet?: boolean;
}
/** Agreement (spec §2 "Agreement page"), one per category, port and application. */
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
/** Upload limits (spec §5): images png/jpg/jpeg < 5 MB, files doc/xls/ppt/txt/pdf, at most 5 per field. */
export const UPLOAD_MAX_MB = 5;
/** UPLOAD_MAX_MB in bytes: the server's multipart limits and the clients' size checks. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
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
