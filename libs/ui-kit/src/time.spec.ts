import { DEFAULT_DATE_FORMAT, formatDateTime, relativeTime } from './time';

const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

describe('relativeTime (spec §9)', () => {
  it.each([
    [0, '刚刚'],
    [29, '刚刚'],
    [30, '1分钟前'],
    [61, '2分钟前'],
    [3599, '60分钟前'],
    [3600, '1小时前'],
    [3601, '2小时前'],
    [86_399, '24小时前'],
    [86_400, '1天前'],
    [172_799, '1天前'],
  ])('%i s ago → %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), undefined, now)).toBe(text);
  });
  it('older dates are printed, with the given format or as M月D日H时m分', () => {
    const old = new Date(2024, 5, 10, 8, 5, 0);
    expect(relativeTime(old, undefined, now)).toBe('6月10日8时5分');
    expect(relativeTime(old, 'YYYY-MM-DD', now)).toBe('2024-06-10');
  });
});

describe('formatDateTime', () => {
  it('defaults to YYYY-MM-DD HH:mm:ss', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
  it('uses the zh-cn locale and gives empty text for missing or invalid dates', () => {
    expect(formatDateTime(new Date(2024, 0, 1), 'dddd')).toBe('星期一');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
