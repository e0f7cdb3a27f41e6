import type { ExamineeAdminRow, ExamineeAdminStatus, ExamineeBody, ExamineeFilter } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import type { ImportedExaminee, StoredExaminee } from './examinee-import-rows';
import { insertInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/queryable';

/**
 * 考生管理 (issue 17): examinees of every exam and station for the back office. The call console reads the same
 * rows (exam-repository.ts); here they are listed, written and imported.
 */

const examinees = (db: Queryable, f: ExamineeFilter) => {
  let query = db
    .selectFrom('exam_examinee as x')
    .innerJoin('exam_station as s', 's.station_id', 'x.station_id')
    .innerJoin('exam as e', 'e.exam_id', 's.exam_id')
    .leftJoin('exam_room as r', 'r.room_id', 'x.room_id');
  if (f.examId) query = query.where('s.exam_id', '=', f.examId);
  if (f.stationId) query = query.where('x.station_id', '=', f.stationId);
  if (f.status) query = query.where('x.status', '=', f.status);
  if (f.batch) query = query.where('x.batch', '=', f.batch);
  if (f.keyword) {
    const keyword = f.keyword;
    query = query.where((eb) => eb.or([containsText('x.real_name', keyword), containsText('x.job_number', keyword)]));
  }
  return query;
};

const examineeColumns = (query: ReturnType<typeof examinees>) =>
  query.select((eb) => [
    'x.examinee_id as examineeId',
    'e.exam_id as examId',
    'e.exam_name as examName',
    'x.station_id as stationId',
    's.station_name as stationName',
    'x.batch',
    'x.seq',
    'x.real_name as realName',
    'x.job_number as jobNumber',
    'x.status',
    'x.room_id as roomId',
    eb.fn.coalesce('r.room_name', eb.val('')).as('roomName'),
    'x.planned_at as plannedAt',
  ]);

type Selected = Awaited<ReturnType<ReturnType<typeof examineeColumns>['executeTakeFirstOrThrow']>>;
const toRow = (r: Selected): ExamineeAdminRow => ({ ...r, roomName: String(r.roomName), status: r.status as ExamineeAdminStatus });

/** In the order the stations call them: exam, station, batch, seq. */
export async function listAdminExaminees(db: Queryable, f: ExamineeFilter, page?: Page): Promise<{ total: number; rows: ExamineeAdminRow[] }> {
  const query = examineeColumns(examinees(db, f)).orderBy('s.exam_id').orderBy('x.station_id').orderBy('x.batch').orderBy('x.seq').orderBy('x.examinee_id');
  const rows = await onePage(query, page).execute();
  return { total: await countRows(examinees(db, f)), rows: rows.map(toRow) };
}

export async function getAdminExaminee(db: Queryable, examineeId: number): Promise<ExamineeAdminRow | undefined> {
  const row = await examineeColumns(examinees(db, {})).where('x.examinee_id', '=', examineeId).executeTakeFirst();
  return row && toRow(row);
}

export async function stationExists(db: Queryable, stationId: number): Promise<boolean> {
  return !!(await db.selectFrom('exam_station').select('station_id').where('station_id', '=', stationId).executeTakeFirst());
}

/** Another examinee of the station with this 学号/工号. */
export async function numberTaken(db: Queryable, stationId: number, jobNumber: string, exceptId = 0): Promise<boolean> {
  const row = await db.selectFrom('exam_examinee').select('examinee_id').where('station_id', '=', stationId).where('job_number', '=', jobNumber).where('examinee_id', '<>', exceptId).executeTakeFirst();
  return !!row;
}

/** Another examinee of the station in this batch with this seq. */
export async function orderTaken(db: Queryable, stationId: number, batch: number, seq: number, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('exam_examinee')
    .select('examinee_id')
    .where('station_id', '=', stationId)
    .where('batch', '=', batch)
    .where('seq', '=', seq)
    .where('examinee_id', '<>', exceptId)
    .executeTakeFirst();
  return !!row;
}

const values = (b: ExamineeBody) => ({ station_id: b.stationId, batch: b.batch, seq: b.seq, real_name: b.realName, job_number: b.jobNumber, planned_at: b.plannedAt });

export async function insertExaminee(db: Queryable, b: ExamineeBody): Promise<number> {
  const { examinee_id } = await db.insertInto('exam_examinee').values(values(b)).returning('examinee_id').executeTakeFirstOrThrow();
  return examinee_id;
}

/** Moving an examinee to another station puts them back in line there (no room, waiting). */
export async function updateExaminee(db: Queryable, examineeId: number, b: ExamineeBody, before: ExamineeAdminRow): Promise<void> {
  const moved = before.stationId !== b.stationId;
  await db
    .updateTable('exam_examinee')
    .set({ ...values(b), ...(moved ? { status: 'waiting', room_id: null, called_at: null, started_at: null } : {}) })
    .where('examinee_id', '=', examineeId)
    .execute();
}

export async function deleteExaminees(db: Queryable, ids: number[]): Promise<void> {
  await db.deleteFrom('exam_examinee').where('examinee_id', 'in', ids).execute();
}

/** Examinees being called or examined cannot be edited or deleted: a room's screen shows them. */
export const BUSY_STATUSES: readonly ExamineeAdminStatus[] = ['called', 'inProgress'];

export async function examExists(db: Queryable, examId: number): Promise<boolean> {
  return !!(await db.selectFrom('exam').select('exam_id').where('exam_id', '=', examId).executeTakeFirst());
}

/** The exam's stations by name (an import's sheet names them within the exam chosen on the page). */
export async function examStations(db: Queryable, examId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('exam_station').select(['station_id', 'station_name']).where('exam_id', '=', examId).execute();
  return new Map(rows.map((r) => [r.station_name, r.station_id]));
}

/** The examinees already on these stations, as an import's check compares rows with them. */
export async function examineesOfStations(db: Queryable, stationIds: number[]): Promise<StoredExaminee[]> {
  if (!stationIds.length) return [];
  return db
    .selectFrom('exam_examinee')
    .select(['examinee_id as examineeId', 'station_id as stationId', 'batch', 'seq', 'job_number as jobNumber', 'status'])
    .where('station_id', 'in', stationIds)
    .execute();
}

/** New examinees of an xlsx import, in chunks; `progress` is told the count written. */
export function insertImportedExaminees(trx: Queryable, examinees: ImportedExaminee[], progress: (done: number) => void): Promise<number[]> {
  return insertInChunks(
    examinees,
    async (chunk) => {
      const values = chunk.map((x) => ({
        station_id: x.stationId,
        batch: x.batch,
        seq: x.seq,
        real_name: x.realName,
        job_number: x.jobNumber,
        planned_at: x.plannedAt,
      }));
      return (await trx.insertInto('exam_examinee').values(values).returning('examinee_id').execute()).map((r) => r.examinee_id);
    },
    progress,
  );
}

/** An examinee already on the list, updated from its import row (batch, order, name, planned time). */
export async function updateImportedExaminee(trx: Queryable, examineeId: number, x: ImportedExaminee): Promise<void> {
  await trx.updateTable('exam_examinee').set({ batch: x.batch, seq: x.seq, real_name: x.realName, planned_at: x.plannedAt }).where('examinee_id', '=', examineeId).execute();
}
