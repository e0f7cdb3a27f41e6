import type { Queryable } from '../../db/queryable';

/** A lesson's sign-in session (teaching_sign_in_session); `stopTime` null while it runs. */
export interface SignInSessionRow {
  sessionId: number;
  secret: string;
  startTime: string;
  stopTime: string | null;
}

/** The lesson's latest session, running or not (undefined: the teacher never started one). */
export async function latestSession(db: Queryable, planDetailId: number): Promise<SignInSessionRow | undefined> {
  return db
    .selectFrom('teaching_sign_in_session')
    .select(['session_id as sessionId', 'secret', 'start_time as startTime', 'stop_time as stopTime'])
    .where('plan_detail_id', '=', planDetailId)
    .orderBy('session_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSession(db: Queryable, planDetailId: number, secret: string, startedBy: number, at: string): Promise<void> {
  await db.insertInto('teaching_sign_in_session').values({ plan_detail_id: planDetailId, secret, started_by: startedBy, start_time: at }).execute();
}

export async function stopSessions(db: Queryable, planDetailId: number, stoppedBy: number, at: string): Promise<void> {
  await db
    .updateTable('teaching_sign_in_session')
    .set({ stop_time: at, stopped_by: stoppedBy })
    .where('plan_detail_id', '=', planDetailId)
    .where('stop_time', 'is', null)
    .execute();
}
