const MS_PER_DAY = 86_400_000;
const DAYS_PER_WEEK = 7;

/**
 * Week of the year for the timetable header (spec §4): weeks counted from January 1 with a Sunday-based offset —
 * week 1 runs from January 1 to the first Saturday, and every Sunday starts a new week.
 */
export function weekNumberOfYear(date: Date): number {
  const jan1 = new Date(date.getFullYear(), 0, 1);
  // Calendar-day difference via UTC so daylight-saving shifts never lose a day.
  const dayOfYear = Math.round((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(jan1.getFullYear(), 0, 1)) / MS_PER_DAY);
  return Math.floor((dayOfYear + jan1.getDay()) / DAYS_PER_WEEK) + 1;
}
