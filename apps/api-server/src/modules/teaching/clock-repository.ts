import { ClockStatus, MarkStatus, type ClockRecord, type ClockStatusValue, type MarkStatusValue } from '@medteach/contract';
import type { Queryable } from '../../db/queryable';

/** How a clock row came about: the student alone (no session), with a code, or a teacher's hand mark. */
export type ClockMethod = 'self' | 'code' | 'teacher';

/** A student's own sign-ins (present rows; a teacher's 请假 mark is not a clock time). */
export async function clocksOf(db: Queryable, planDetailId: number, userId: number): Promise<ClockRecord[]> {
  return db
    .selectFrom('teaching_clock')
    .select(['clock_id as clockId', 'clock_time as clockTime'])
    .where('plan_detail_id', '=', planDetailId)
    .where('user_id', '=', userId)
    .where('clock_status', '=', MarkStatus.PRESENT)
    .orderBy('clock_time')
    .orderBy('clock_id')
    .execute();
}

export interface ClockEntry {
  status?: MarkStatusValue;
  method?: ClockMethod;
  /** The teacher who marked by hand. */
  markedBy?: number;
}

export async function addClock(db: Queryable, planDetailId: number, userId: number, clockTime: string, entry: ClockEntry = {}): Promise<void> {
  await db
    .insertInto('teaching_clock')
    .values({
      plan_detail_id: planDetailId,
      user_id: userId,
      clock_time: clockTime,
      clock_status: entry.status ?? MarkStatus.PRESENT,
      clock_method: entry.method ?? 'self',
      marked_by: entry.markedBy ?? null,
    })
    .execute();
}

/** Each student's attendance in a lesson: their latest clock row decides (a hand mark overrides what came before). */
export async function clockStates(db: Queryable, planDetailId: number): Promise<Map<number, ClockStatusValue>> {
  const rows = await db
    .selectFrom('teaching_clock')
    .select(['user_id', 'clock_status'])
    .where('plan_detail_id', '=', planDetailId)
    .orderBy('clock_time')
    .orderBy('clock_id')
    .execute();
  const states = new Map<number, ClockStatusValue>();
  for (const r of rows) states.set(r.user_id, r.clock_status === MarkStatus.EXCUSED ? ClockStatus.EXCUSED : ClockStatus.PRESENT);
  return states;
}
