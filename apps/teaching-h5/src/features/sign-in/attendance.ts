import { ClockStatus, type PlanStudent } from '@medteach/contract';
import type { StudentStatus } from '@medteach/teaching-ui';
import { signInText } from './messages';

/** A row's attendance tag: 已签到, 请假 or 未签到 (clockStatus 1, 2, else). */
export function attendanceStatus(student: Pick<PlanStudent, 'clockStatus'>): StudentStatus {
  if (student.clockStatus === ClockStatus.PRESENT) return { text: signInText.present, done: true };
  if (student.clockStatus === ClockStatus.EXCUSED) return { text: signInText.excused, done: false };
  return { text: signInText.absent, done: false };
}

export interface AttendanceCounts {
  present: number;
  excused: number;
  absent: number;
}

export function attendanceCounts(rows: readonly Pick<PlanStudent, 'clockStatus'>[]): AttendanceCounts {
  const present = rows.filter((r) => r.clockStatus === ClockStatus.PRESENT).length;
  const excused = rows.filter((r) => r.clockStatus === ClockStatus.EXCUSED).length;
  return { present, excused, absent: rows.length - present - excused };
}

/**
 * The page a student's phone camera opens from the QR code: teaching-h5's own /clocking (hash route) with the
 * lesson and the code filled in.
 */
export function clockingUrl(planDetailId: number, code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  const query = new URLSearchParams({ planDetailId: String(planDetailId), code });
  return `${location.origin}${location.pathname}#/clocking?${query}`;
}
