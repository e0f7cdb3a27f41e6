import { describe, expect, it } from 'vitest';
import { TimeStatus } from '@medteach/contract';
import { semesterWeekNum, timeStatusOf, weekDates } from './calendar';

describe('calendar', () => {
  it('gives the Monday..Sunday dates of a week, across a month end', () => {
    expect(weekDates(new Date(2026, 8, 3))).toEqual(['2026-08-31', '2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06']);
    expect(weekDates(new Date(2026, 8, 6))[0]).toBe('2026-08-31');
  });
  it('numbers teaching weeks from the semester start week', () => {
    expect(semesterWeekNum('2026-09-02', '2026-08-31')).toBe(1);
    expect(semesterWeekNum('2026-09-02', '2026-09-07')).toBe(2);
  });
  it('derives timeStatus from start and end', () => {
    expect(timeStatusOf('2026-09-01 08:00:00', '2026-09-01 09:40:00', '2026-09-01 07:59:59')).toBe(TimeStatus.NOT_STARTED);
    expect(timeStatusOf('2026-09-01 08:00:00', '2026-09-01 09:40:00', '2026-09-01 09:40:00')).toBe(TimeStatus.IN_PROGRESS);
    expect(timeStatusOf('2026-09-01 08:00:00', '2026-09-01 09:40:00', '2026-09-01 09:40:01')).toBe(TimeStatus.OVER);
  });
});
