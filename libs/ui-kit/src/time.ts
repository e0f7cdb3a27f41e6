/**
 * Dates in Chinese (dayjs, zh-cn). `relativeTime` follows spec §9 (RuoYi / vue-element-admin `formatTime`):
 * under 30 s `刚刚`, under an hour `N分钟前`, under a day `N小时前`, under two days `1天前`; older dates are printed
 * with `format` when given, else as `M月D日H时m分`.
 */
import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { uiText } from './messages';

dayjs.locale('zh-cn');

/** Spec §9 "Default date format year-month-day hour:minute:second". */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const JUST_NOW_SECONDS = 30;
const HOUR = 3600;
const DAY = 24 * HOUR;

export function formatDateTime(value: ConfigType, format: string = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '';
}

export function relativeTime(value: ConfigType, format?: string, now: ConfigType = Date.now()): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const diff = dayjs(now).diff(d, 'millisecond') / 1000;
  if (diff < JUST_NOW_SECONDS) return uiText.justNow;
  if (diff < HOUR) return uiText.minutesAgo(Math.ceil(diff / 60));
  if (diff < DAY) return uiText.hoursAgo(Math.ceil(diff / HOUR));
  if (diff < 2 * DAY) return uiText.oneDayAgo;
  return format ? d.format(format) : d.format('M月D日H时m分');
}
