import type { RoomAdminBody, RoomAdminFilter, RoomAdminRow, StationAdminBody, StationAdminFilter, StationAdminRow } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 考站与考室 (issue 17). A station goes with everything that is only its own (rooms, examinees, devices, skill
 * questions, call log) in one transaction; the console says what goes before asking.
 */

const count = (n: number | string | null) => Number(n ?? 0);

const stations = (db: Queryable, f: StationAdminFilter) => {
  let query = db.selectFrom('exam_station as s').innerJoin('exam as e', 'e.exam_id', 's.exam_id');
  if (f.stationName) query = query.where(containsText('s.station_name', f.stationName));
  if (f.examId) query = query.where('s.exam_id', '=', f.examId);
  return query;
};

const stationColumns = (query: ReturnType<typeof stations>) =>
  query.select((eb) => {
    const countOf = (table: 'exam_room' | 'exam_examinee' | 'exam_device' | 'exam_skill_question') =>
      eb.selectFrom(table).whereRef(`${table}.station_id`, '=', 's.station_id').select((c) => c.fn.countAll<number>().as('n'));
    return [
      's.station_id as stationId',
      's.exam_id as examId',
      'e.exam_name as examName',
      's.station_name as stationName',
      's.exam_seconds as examSeconds',
      's.mask_names as maskNames',
      countOf('exam_room').as('roomCount'),
      countOf('exam_examinee').as('examineeCount'),
      countOf('exam_device').as('deviceCount'),
      countOf('exam_skill_question').as('questionCount'),
    ];
  });

type StationRecord = Awaited<ReturnType<ReturnType<typeof stationColumns>['executeTakeFirstOrThrow']>>;
const toStation = (r: StationRecord): StationAdminRow => ({
  ...r,
  maskNames: r.maskNames === 1,
  roomCount: count(r.roomCount),
  examineeCount: count(r.examineeCount),
  deviceCount: count(r.deviceCount),
  questionCount: count(r.questionCount),
});

export async function listStations(db: Queryable, f: StationAdminFilter, page?: Page): Promise<{ total: number; rows: StationAdminRow[] }> {
  const rows = await onePage(stationColumns(stations(db, f)).orderBy('s.exam_id', 'desc').orderBy('s.station_id'), page).execute();
  return { total: await countRows(stations(db, f)), rows: rows.map(toStation) };
}

export async function getStation(db: Queryable, stationId: number): Promise<StationAdminRow | undefined> {
  const row = await stationColumns(stations(db, {})).where('s.station_id', '=', stationId).executeTakeFirst();
  return row && toStation(row);
}

export async function examExists(db: Queryable, examId: number): Promise<boolean> {
  return !!(await db.selectFrom('exam').select('exam_id').where('exam_id', '=', examId).executeTakeFirst());
}

/** Station names are unique within their exam (the dashboard and the boards name stations only). */
export async function stationNameTaken(db: Queryable, examId: number, stationName: string, exceptId = 0): Promise<boolean> {
  const row = await db.selectFrom('exam_station').select('station_id').where('exam_id', '=', examId).where('station_name', '=', stationName).where('station_id', '<>', exceptId).executeTakeFirst();
  return !!row;
}

const stationValues = (b: StationAdminBody) => ({ exam_id: b.examId, station_name: b.stationName, exam_seconds: b.examSeconds, mask_names: b.maskNames ? 1 : 0 });

export async function insertStation(db: Queryable, b: StationAdminBody): Promise<number> {
  const { station_id } = await db.insertInto('exam_station').values(stationValues(b)).returning('station_id').executeTakeFirstOrThrow();
  return station_id;
}

export async function updateStation(db: Queryable, stationId: number, b: StationAdminBody): Promise<void> {
  await db.updateTable('exam_station').set(stationValues(b)).where('station_id', '=', stationId).execute();
}

/** Examinees being called or examined: a station with any of them is not deleted under their feet. */
export async function stationBusy(db: Queryable, stationId: number): Promise<number> {
  return count(await countRows(db.selectFrom('exam_examinee').where('station_id', '=', stationId).where('status', 'in', ['called', 'inProgress'])));
}

/** The code addresses of the stations' devices (their screens are ended when the stations go). */
export async function stationDeviceCodes(db: Queryable, stationIds: number[]): Promise<string[]> {
  if (!stationIds.length) return [];
  const rows = await db.selectFrom('exam_device').select('code_address').where('station_id', 'in', stationIds).execute();
  return rows.map((r) => r.code_address);
}

/** Deletes the stations with their rooms, examinees, devices, skill questions and call log, in one transaction. */
export async function deleteStations(db: Queryable, stationIds: number[]): Promise<void> {
  await atomically(db, async (trx) => {
    const questions = trx.selectFrom('exam_skill_question').select('id').where('station_id', 'in', stationIds);
    await trx.deleteFrom('exam_skill_question_part').where('question_id', 'in', questions).execute();
    await trx.deleteFrom('exam_skill_question_detail').where('question_id', 'in', questions).execute();
    await trx.deleteFrom('exam_skill_question').where('station_id', 'in', stationIds).execute();
    await trx.deleteFrom('exam_call_log').where('station_id', 'in', stationIds).execute();
    await trx.deleteFrom('exam_examinee').where('station_id', 'in', stationIds).execute();
    await trx.deleteFrom('exam_device').where('station_id', 'in', stationIds).execute();
    await trx.deleteFrom('exam_room').where('station_id', 'in', stationIds).execute();
    await trx.deleteFrom('exam_station').where('station_id', 'in', stationIds).execute();
  });
}

// ---- rooms ----

const rooms = (db: Queryable, f: RoomAdminFilter) => {
  let query = db.selectFrom('exam_room as r').innerJoin('exam_station as s', 's.station_id', 'r.station_id');
  if (f.stationId) query = query.where('r.station_id', '=', f.stationId);
  if (f.roomName) query = query.where(containsText('r.room_name', f.roomName));
  return query;
};

const roomColumns = (query: ReturnType<typeof rooms>) =>
  query.select((eb) => [
    'r.room_id as roomId',
    'r.station_id as stationId',
    's.station_name as stationName',
    'r.room_name as roomName',
    'r.sort',
    eb.selectFrom('exam_device as d').whereRef('d.room_id', '=', 'r.room_id').select((c) => c.fn.countAll<number>().as('n')).as('deviceCount'),
    eb.selectFrom('exam_examinee as x').whereRef('x.room_id', '=', 'r.room_id').select((c) => c.fn.countAll<number>().as('n')).as('examineeCount'),
  ]);

type RoomRecord = Awaited<ReturnType<ReturnType<typeof roomColumns>['executeTakeFirstOrThrow']>>;
const toRoom = (r: RoomRecord): RoomAdminRow => ({ ...r, deviceCount: count(r.deviceCount), examineeCount: count(r.examineeCount) });

export async function listAdminRooms(db: Queryable, f: RoomAdminFilter, page?: Page): Promise<{ total: number; rows: RoomAdminRow[] }> {
  const rows = await onePage(roomColumns(rooms(db, f)).orderBy('r.station_id').orderBy('r.sort').orderBy('r.room_id'), page).execute();
  return { total: await countRows(rooms(db, f)), rows: rows.map(toRoom) };
}

export async function getAdminRoom(db: Queryable, roomId: number): Promise<RoomAdminRow | undefined> {
  const row = await roomColumns(rooms(db, {})).where('r.room_id', '=', roomId).executeTakeFirst();
  return row && toRoom(row);
}

export async function roomNameTaken(db: Queryable, stationId: number, roomName: string, exceptId = 0): Promise<boolean> {
  const row = await db.selectFrom('exam_room').select('room_id').where('station_id', '=', stationId).where('room_name', '=', roomName).where('room_id', '<>', exceptId).executeTakeFirst();
  return !!row;
}

const roomValues = (b: RoomAdminBody) => ({ station_id: b.stationId, room_name: b.roomName, sort: b.sort });

export async function insertRoom(db: Queryable, b: RoomAdminBody): Promise<number> {
  const { room_id } = await db.insertInto('exam_room').values(roomValues(b)).returning('room_id').executeTakeFirstOrThrow();
  return room_id;
}

export async function updateRoom(db: Queryable, roomId: number, b: RoomAdminBody): Promise<void> {
  await db.updateTable('exam_room').set(roomValues(b)).where('room_id', '=', roomId).execute();
}

export async function deleteRooms(db: Queryable, roomIds: number[]): Promise<void> {
  await db.deleteFrom('exam_room').where('room_id', 'in', roomIds).execute();
}
