import { weekNumberOfYear } from './week-number';

describe('weekNumberOfYear', () => {
  it('starts at week 1 on January 1', () => {
    expect(weekNumberOfYear(new Date(2026, 0, 1))).toBe(1);
  });
  it('starts a new week every Sunday (2026-01-01 is a Thursday)', () => {
    expect(weekNumberOfYear(new Date(2026, 0, 3))).toBe(1); // Saturday
    expect(weekNumberOfYear(new Date(2026, 0, 4))).toBe(2); // Sunday
    expect(weekNumberOfYear(new Date(2026, 0, 10))).toBe(2);
    expect(weekNumberOfYear(new Date(2026, 0, 11))).toBe(3);
  });
  it('counts a year that begins on Sunday from that day', () => {
    expect(weekNumberOfYear(new Date(2023, 0, 1))).toBe(1);
    expect(weekNumberOfYear(new Date(2023, 0, 7))).toBe(1);
    expect(weekNumberOfYear(new Date(2023, 0, 8))).toBe(2);
  });
  it('reaches week 53 at the end of 2026 and ignores the time of day', () => {
    expect(weekNumberOfYear(new Date(2026, 11, 31, 23, 59))).toBe(53);
    expect(weekNumberOfYear(new Date(2026, 2, 29, 1))).toBe(weekNumberOfYear(new Date(2026, 2, 29, 23)));
  });
});
