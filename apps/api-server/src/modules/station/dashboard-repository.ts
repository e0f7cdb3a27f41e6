import type { ConsoleDisplay, DashboardExam, DashboardExaminee, DashboardStation, ExamDashboard, ExamineeStatus } from '@medteach/contract';
import type { DisplayPresence } from './hub';
import type { Queryable } from '../../db/queryable';

/** 考试看板 (issue 17): one exam's stations, rooms, examinees and displays, read in a handful of queries. */

/** Every exam with its window and how many stations it has, newest window first (the picker's order). */
export async function dashboardExams(db: Queryable): Promise<DashboardExam[]> {
  const rows = await db
    .selectFrom('exam as e')
    .leftJoin('exam_station as s', 's.exam_id', 'e.exam_id')
    .select((eb) => ['e.exam_id as examId', 'e.exam_name as examName', 'e.starts_at as startsAt', 'e.ends_at as endsAt', eb.fn.count<number>('s.station_id').as('stationCount')])
    .groupBy(['e.exam_id', 'e.exam_name', 'e.starts_at', 'e.ends_at'])
    .orderBy('e.starts_at', 'desc')
    .orderBy('e.exam_id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, stationCount: Number(r.stationCount) }));
}

/** The stations of an exam (the rooms a dashboard socket of that exam joins). */
export async function examStationIds(db: Queryable, examId: number): Promise<number[]> {
  const rows = await db.selectFrom('exam_station').select('station_id').where('exam_id', '=', examId).orderBy('station_id').execute();
  return rows.map((r) => r.station_id);
}

const EXAMINEE_COLUMNS = [
  'examinee_id as examineeId',
  'station_id as stationId',
  'batch',
  'real_name as realName',
  'job_number as jobNumber',
  'status',
  'room_id as roomId',
  'called_at as calledAt',
  'started_at as startedAt',
] as const;

type ExamineeRow = Omit<DashboardExaminee, 'status'> & { stationId: number; status: string };
const toExaminee = ({ stationId: _, ...r }: ExamineeRow): DashboardExaminee => ({ ...r, status: r.status as ExamineeStatus });

/** One examinee as the dashboard shows it, with its station (the patch sent after a console action). */
export async function dashboardExaminee(db: Queryable, examineeId: number): Promise<{ stationId: number; examinee: DashboardExaminee } | undefined> {
  const row = await db.selectFrom('exam_examinee').select(EXAMINEE_COLUMNS).where('examinee_id', '=', examineeId).executeTakeFirst();
  return row && { stationId: row.stationId, examinee: toExaminee(row) };
}

/** Display rows with their live presence: connected while any instance holds a connection, else since last seen. */
export async function stationDisplays(
  db: Queryable,
  stationIds: number[],
  presenceOf: (stationId: number) => Promise<Map<string, DisplayPresence>>,
  codeAddress?: string,
): Promise<Map<number, ConsoleDisplay[]>> {
  const byStation = new Map<number, ConsoleDisplay[]>(stationIds.map((id) => [id, []]));
  if (stationIds.length === 0) return byStation;
  let query = db
    .selectFrom('exam_device')
    .select(['station_id', 'code_address', 'room_id', 'key_hash', 'paired_at', 'seen_at'])
    .where('station_id', 'in', stationIds)
    .orderBy('station_id')
    .orderBy((eb) => eb('room_id', 'is not', null))
    .orderBy('room_id')
    .orderBy('code_address');
  if (codeAddress !== undefined) query = query.where('code_address', '=', codeAddress);
  const [rows, presence] = await Promise.all([query.execute(), Promise.all(stationIds.map(presenceOf))]);
  for (const r of rows) {
    const p = presence[stationIds.indexOf(r.station_id)].get(r.code_address);
    const connections = p?.connections ?? 0;
    byStation.get(r.station_id)?.push({
      codeAddress: r.code_address,
      roomId: r.room_id,
      connected: connections > 0,
      connections,
      since: p?.since ?? r.seen_at,
      paired: r.key_hash !== null,
      pairedAt: r.paired_at,
    });
  }
  return byStation;
}

/** The whole exam for the dashboard's first paint; undefined when there is no such exam. */
export async function examDashboard(
  db: Queryable,
  examId: number,
  presenceOf: (stationId: number) => Promise<Map<string, DisplayPresence>>,
): Promise<ExamDashboard | undefined> {
  const exam = await db.selectFrom('exam').select(['exam_id as examId', 'exam_name as examName', 'starts_at as startsAt', 'ends_at as endsAt']).where('exam_id', '=', examId).executeTakeFirst();
  if (!exam) return undefined;
  const serverNow = Date.now();
  const stations = await db
    .selectFrom('exam_station')
    .select(['station_id as stationId', 'station_name as stationName', 'exam_seconds as examSeconds', 'mask_names as maskNames'])
    .where('exam_id', '=', examId)
    .orderBy('station_id')
    .execute();
  const ids = stations.map((s) => s.stationId);
  if (ids.length === 0) return { ...exam, serverNow, stations: [] };
  const [rooms, examinees, displays] = await Promise.all([
    db.selectFrom('exam_room').select(['station_id as stationId', 'room_id as roomId', 'room_name as roomName']).where('station_id', 'in', ids).orderBy('sort').orderBy('room_id').execute(),
    db.selectFrom('exam_examinee').select(EXAMINEE_COLUMNS).where('station_id', 'in', ids).orderBy('batch').orderBy('seq').orderBy('examinee_id').execute(),
    stationDisplays(db, ids, presenceOf),
  ]);
  return {
    ...exam,
    serverNow,
    stations: stations.map(
      (s): DashboardStation => ({
        ...s,
        maskNames: s.maskNames === 1,
        rooms: rooms.filter((r) => r.stationId === s.stationId).map(({ roomId, roomName }) => ({ roomId, roomName })),
        examinees: examinees.filter((x) => x.stationId === s.stationId).map(toExaminee),
        displays: displays.get(s.stationId) ?? [],
      }),
    ),
  };
}
