import { Role } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { refused } from '../../core/errors';
import type { DiskSpace } from '../../core/file-store';
import { nowText } from '../../db/db';
import { configValue } from './config-store';
import { lockUploader, recordUploads, uploadUsage, type UploadRecord } from './upload-repository';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * How much an account may upload, by role: what it keeps stored in all (`sys.upload.<role>.quotaMb`), and how many
 * files and MB it may upload within the rate window (`sys.upload.<role>.windowFiles`, `….windowMb`, window
 * `sys.upload.windowMinutes`). An account with several roles gets its most generous one; an account without a known
 * role gets the students'. Every key is an optional 参数设置 entry; missing or unreadable means the default.
 */
export interface UploadLimits {
  quotaMb: number;
  windowFiles: number;
  windowMb: number;
}

type LimitedRole = typeof Role.STUDENT | typeof Role.TEACHER | typeof Role.ADMIN;
/** Most generous first. */
const ROLES_BY_ALLOWANCE: LimitedRole[] = [Role.ADMIN, Role.TEACHER, Role.STUDENT];

export const UPLOAD_LIMIT_DEFAULTS: Record<LimitedRole, UploadLimits> = {
  // Homework photos and an avatar: a term's hand-ins fit, a script filling the disk does not.
  student: { quotaMb: 200, windowFiles: 30, windowMb: 60 },
  // Course materials, question media, videos.
  teacher: { quotaMb: 2048, windowFiles: 100, windowMb: 300 },
  admin: { quotaMb: 10240, windowFiles: 300, windowMb: 1024 },
};
export const UPLOAD_WINDOW_MINUTES_DEFAULT = 10;
/** Free space an upload must leave on the disk: the larger of the two. */
export const UPLOAD_RESERVE_MB_DEFAULT = 1024;
export const UPLOAD_RESERVE_PERCENT_DEFAULT = 5;

export const uploadLimitKey = (role: LimitedRole, limit: keyof UploadLimits) => `sys.upload.${role}.${limit}`;
export const UPLOAD_WINDOW_MINUTES_KEY = 'sys.upload.windowMinutes';
export const UPLOAD_RESERVE_MB_KEY = 'sys.upload.reserveMb';
export const UPLOAD_RESERVE_PERCENT_KEY = 'sys.upload.reservePercent';

export const uploadQuotaFull = (mb: number) => `上传空间已满：每个账号最多保存 ${mb} MB 文件，请联系管理员`;
export const uploadTooManyFiles = (minutes: number, files: number) => `上传过于频繁：${minutes} 分钟内最多上传 ${files} 个文件，请稍后再试`;
export const uploadTooManyBytes = (minutes: number, mb: number) => `上传过于频繁：${minutes} 分钟内最多上传 ${mb} MB，请稍后再试`;
export const DISK_FULL = '服务器存储空间不足，暂时无法上传，请联系管理员';

const MB = 1024 * 1024;

/** A whole-number setting no smaller than `least`; missing or unreadable gives the default. */
export async function wholeNumberSetting(db: Queryable, key: string, fallback: number, least: number, most = Number.MAX_SAFE_INTEGER): Promise<number> {
  const text = (await configValue(db, key)).trim();
  const value = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(value) && value >= least && value <= most ? value : fallback;
}

const limitedRole = (user: AuthUser): LimitedRole => ROLES_BY_ALLOWANCE.find((role) => user.roles.includes(role)) ?? Role.STUDENT;

export async function uploadLimitsOf(db: Queryable, user: AuthUser): Promise<UploadLimits> {
  const role = limitedRole(user);
  const defaults = UPLOAD_LIMIT_DEFAULTS[role];
  const [quotaMb, windowFiles, windowMb] = await Promise.all(
    (['quotaMb', 'windowFiles', 'windowMb'] as const).map((limit) => wholeNumberSetting(db, uploadLimitKey(role, limit), defaults[limit], 1)),
  );
  return { quotaMb, windowFiles, windowMb };
}

/**
 * Records the account's new uploads, or refuses them all when they would take it past its quota or its rate. Uploads
 * of one account are checked one after the other (lockUploader), so uploads racing each other never pass a limit
 * together, on any number of instances.
 */
export async function recordWithinUploadLimits(db: Queryable, user: AuthUser, uploads: UploadRecord[], now = Date.now()): Promise<void> {
  const [limits, minutes] = await Promise.all([uploadLimitsOf(db, user), wholeNumberSetting(db, UPLOAD_WINDOW_MINUTES_KEY, UPLOAD_WINDOW_MINUTES_DEFAULT, 1)]);
  const bytes = uploads.reduce((sum, f) => sum + f.size, 0);
  await atomically(db, async (trx) => {
    await lockUploader(trx, user.userId);
    const usage = await uploadUsage(trx, user.userId, nowText(new Date(now - minutes * 60_000)));
    if (usage.totalBytes + bytes > limits.quotaMb * MB) throw refused(uploadQuotaFull(limits.quotaMb));
    if (usage.windowFiles + uploads.length > limits.windowFiles) throw refused(uploadTooManyFiles(minutes, limits.windowFiles));
    if (usage.windowBytes + bytes > limits.windowMb * MB) throw refused(uploadTooManyBytes(minutes, limits.windowMb));
    await recordUploads(trx, uploads);
  });
}

/**
 * Refuses `bytes` of new files when they would leave less free space than the reserve: `sys.upload.reserveMb`
 * (1024) or `sys.upload.reservePercent` (5) of the disk, whichever is larger. The disk usually also holds the
 * database and the logs, which must never be the ones to run out.
 */
export async function assertDiskRoom(db: Queryable, space: DiskSpace, bytes: number): Promise<void> {
  const [reserveMb, reservePercent] = await Promise.all([
    wholeNumberSetting(db, UPLOAD_RESERVE_MB_KEY, UPLOAD_RESERVE_MB_DEFAULT, 0),
    wholeNumberSetting(db, UPLOAD_RESERVE_PERCENT_KEY, UPLOAD_RESERVE_PERCENT_DEFAULT, 0, 100),
  ]);
  const reserve = Math.max(reserveMb * MB, (space.total * reservePercent) / 100);
  if (space.free - bytes < reserve) throw refused(DISK_FULL);
}
