import type { ClockRecord } from '@medteach/contract';
import type { Queryable } from './lesson-repository';

export async function clocksOf(db: Queryable, planDetailId: number, userId: number): Promise<ClockRecord[]> {
  return db
    .selectFrom('teaching_clock')
    .select(['clock_id as clockId', 'clock_time as clockTime'])
    .where('plan_detail_id', '=', planDetailId)
    .where('user_id', '=', userId)
    .orderBy('clock_time')
    .orderBy('clock_id')
    .execute();
}

export async function addClock(db: Queryable, planDetailId: number, userId: number, clockTime: string): Promise<void> {
  await db.insertInto('teaching_clock').values({ plan_detail_id: planDetailId, user_id: userId, clock_time: clockTime }).execute();
}
