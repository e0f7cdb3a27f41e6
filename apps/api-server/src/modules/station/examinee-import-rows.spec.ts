import { describe, expect, it } from 'vitest';
import { parsePlannedAt } from './examinee-import-rows';

describe('parsePlannedAt (考生导入 计划时间)', () => {
  it('reads typed times in the usual ways as YYYY-MM-DD HH:mm', () => {
    expect(parsePlannedAt('2026-12-01 08:30')).toBe('2026-12-01 08:30');
    expect(parsePlannedAt('2026/12/1 8:30')).toBe('2026-12-01 08:30');
    expect(parsePlannedAt('2026-12-01 08:30:59')).toBe('2026-12-01 08:30');
    expect(parsePlannedAt('2026.12.01T14:05')).toBe('2026-12-01 14:05');
  });

  it('reads an Excel date-time cell (a day number) to the minute', () => {
    // 46357 is 2026-12-01 in Excel's count; .35416666 of a day is 08:30.
    expect(parsePlannedAt('46357.354166666664')).toBe('2026-12-01 08:30');
    expect(parsePlannedAt('46357')).toBe('2026-12-01 00:00');
  });

  it('an empty cell is no time; anything else that is not a real time is refused', () => {
    expect(parsePlannedAt('')).toBeNull();
    for (const bad of ['2026-13-01 08:00', '2026-02-30 08:00', '2026-12-01 24:00', '2026-12-01', '明天上午', '0', '99999999']) expect(parsePlannedAt(bad)).toBeUndefined();
  });
});
