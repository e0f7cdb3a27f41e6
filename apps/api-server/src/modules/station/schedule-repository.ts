import type { ExamSchedule, ExamineeAdminStatus, ScheduleQuery, ScheduleStation } from '@medteach/contract';
import type { Queryable } from '../../db/queryable';

/**
 * The station schedule (issue 17): for one exam, each station with its rooms and its examinees grouped by batch in
 * calling order, a batch planned at its earliest examinee's time. Undefined when the exam does not exist.
 */
export async function examSchedule(db: Queryable, q: ScheduleQuery): Promise<ExamSchedule | undefined> {
  const exam = await db.selectFrom('exam').select(['exam_id as examId', 'exam_name as examName']).where('exam_id', '=', q.examId).executeTakeFirst();
  if (!exam) return undefined;
  let stationQuery = db.selectFrom('exam_station').select(['station_id as stationId', 'station_name as stationName', 'exam_seconds as examSeconds']).where('exam_id', '=', q.examId);
  if (q.stationId) stationQuery = stationQuery.where('station_id', '=', q.stationId);
  const stations = await stationQuery.orderBy('station_id').execute();
  const ids = stations.map((s) => s.stationId);
  if (!ids.length) return { ...exam, stations: [] };
  const [rooms, examinees] = await Promise.all([
    db.selectFrom('exam_room').select(['station_id as stationId', 'room_name as roomName']).where('station_id', 'in', ids).orderBy('sort').orderBy('room_id').execute(),
    db
      .selectFrom('exam_examinee')
      .select(['examinee_id as examineeId', 'station_id as stationId', 'batch', 'seq', 'real_name as realName', 'job_number as jobNumber', 'planned_at as plannedAt', 'status'])
      .where('station_id', 'in', ids)
      .orderBy('batch')
      .orderBy('seq')
      .orderBy('examinee_id')
      .execute(),
  ]);
  return {
    ...exam,
    stations: stations.map((s): ScheduleStation => {
      const batches = new Map<number, ScheduleStation['batches'][number]>();
      for (const { stationId, batch, ...x } of examinees) {
        if (stationId !== s.stationId) continue;
        const entry = batches.get(batch) ?? { batch, plannedAt: null, examinees: [] };
        entry.examinees.push({ ...x, status: x.status as ExamineeAdminStatus });
        if (x.plannedAt && (!entry.plannedAt || x.plannedAt < entry.plannedAt)) entry.plannedAt = x.plannedAt;
        batches.set(batch, entry);
      }
      return { ...s, rooms: rooms.filter((r) => r.stationId === s.stationId).map((r) => r.roomName), batches: [...batches.values()] };
    }),
  };
}
