import type {
  ConsoleExaminee,
  DeviceInfo,
  ExamSkillQuestion,
  ExamineeStatus,
  StationCallItem,
  StationRoom,
  StationScreenExaminee,
} from '@medteach/contract';
import { ConfigKey } from '@medteach/contract';
import type { Db } from '../../db/db';
import { configFlagSync } from '../system/config-store';

/** Read side of the station module: plain SQL mapped to the spec's field names. */

export const DEVICE_COLUMNS = 'device_id AS deviceId, code_address AS codeAddress, station_id AS stationId, room_id AS roomId';

/** By code address only: numeric row ids are guessable and never identify a device (issue 14 row 5). */
export function findDevice(db: Db, codeAddress: string): DeviceInfo | undefined {
  return db.prepare(`SELECT ${DEVICE_COLUMNS} FROM exam_device WHERE code_address = ?`).get(codeAddress) as DeviceInfo | undefined;
}

export function findDeviceByIp(db: Db, ip: string): DeviceInfo | undefined {
  return db.prepare(`SELECT ${DEVICE_COLUMNS} FROM exam_device WHERE ip = ?`).get(ip) as DeviceInfo | undefined;
}

export interface StationRow {
  stationId: number;
  stationName: string;
  examName: string;
  examSeconds: number;
  maskNames: boolean;
  /** The exam's window, `YYYY-MM-DD HH:mm:ss`; null = not scheduled (closed). */
  startsAt: string | null;
  endsAt: string | null;
}

export function findStation(db: Db, stationId: number): StationRow | undefined {
  const row = db
    .prepare(
      `SELECT s.station_id AS stationId, s.station_name AS stationName, e.exam_name AS examName, s.exam_seconds AS examSeconds,
              s.mask_names AS maskNames, e.starts_at AS startsAt, e.ends_at AS endsAt
       FROM exam_station s JOIN exam e ON e.exam_id = s.exam_id WHERE s.station_id = ?`,
    )
    .get(stationId) as (Omit<StationRow, 'maskNames'> & { maskNames: number }) | undefined;
  return row && { ...row, maskNames: row.maskNames === 1 };
}

/** Names are masked when the station says so, or the deployment-wide `station.maskNames` config does. */
export const namesMasked = (db: Db, station: Pick<StationRow, 'maskNames'>) => station.maskNames || configFlagSync(db, ConfigKey.STATION_MASK_NAMES);

export function setMaskNames(db: Db, stationId: number, maskNames: boolean): boolean {
  return db.prepare('UPDATE exam_station SET mask_names = ? WHERE station_id = ?').run(maskNames ? 1 : 0, stationId).changes > 0;
}

/** Whether `now` lies in the exam window of the station (an unscheduled exam is closed). */
export function inExamWindow(station: Pick<StationRow, 'startsAt' | 'endsAt'>, now: string): boolean {
  return !!station.startsAt && !!station.endsAt && station.startsAt <= now && now <= station.endsAt;
}

/** The stations the given skill questions belong to (to check the caller may see every one of them). */
export function stationsOfQuestions(db: Db, ids: number[]): number[] {
  return (db.prepare('SELECT DISTINCT station_id AS stationId FROM exam_skill_question WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as { stationId: number }[]).map(
    (r) => r.stationId,
  );
}

export function listRooms(db: Db, stationId: number): StationRoom[] {
  return db
    .prepare('SELECT room_id AS roomId, room_name AS roomName FROM exam_room WHERE station_id = ? ORDER BY sort, room_id')
    .all(stationId) as StationRoom[];
}

export function screenExaminees(db: Db, stationId: number, status: ExamineeStatus): StationScreenExaminee[] {
  return db
    .prepare(
      `SELECT x.batch, x.real_name AS realName, x.job_number AS jobNumber, s.station_name AS stationName,
              COALESCE(r.room_name, '') AS roomName, x.room_id AS roomId
       FROM exam_examinee x JOIN exam_station s ON s.station_id = x.station_id LEFT JOIN exam_room r ON r.room_id = x.room_id
       WHERE x.station_id = ? AND x.status = ? ORDER BY ${status === 'inProgress' ? 'r.sort, x.room_id' : 'x.batch, x.seq'}`,
    )
    .all(stationId, status) as StationScreenExaminee[];
}

export function callList(db: Db, stationId: number): StationCallItem[] {
  return db
    .prepare(
      `SELECT real_name AS realName, room_id AS roomId FROM exam_examinee
       WHERE station_id = ? AND status = 'called' ORDER BY called_at DESC, examinee_id DESC`,
    )
    .all(stationId) as StationCallItem[];
}

const EXAMINEE_COLUMNS = `examinee_id AS examineeId, batch, real_name AS realName, job_number AS jobNumber, status, room_id AS roomId`;

export function listExaminees(db: Db, stationId: number): ConsoleExaminee[] {
  return db
    .prepare(`SELECT ${EXAMINEE_COLUMNS} FROM exam_examinee WHERE station_id = ? ORDER BY batch, seq`)
    .all(stationId) as ConsoleExaminee[];
}

export function findExaminee(db: Db, examineeId: number): (ConsoleExaminee & { stationId: number }) | undefined {
  return db
    .prepare(`SELECT ${EXAMINEE_COLUMNS}, station_id AS stationId FROM exam_examinee WHERE examinee_id = ?`)
    .get(examineeId) as (ConsoleExaminee & { stationId: number }) | undefined;
}

export function findRoom(db: Db, roomId: number): (StationRoom & { stationId: number }) | undefined {
  return db
    .prepare('SELECT room_id AS roomId, room_name AS roomName, station_id AS stationId FROM exam_room WHERE room_id = ?')
    .get(roomId) as (StationRoom & { stationId: number }) | undefined;
}

/** The examinee in progress in a room, with the time the exam started (ms). */
export function roomInProgress(db: Db, roomId: number): { examineeId: number; startedAt: number } | undefined {
  return db
    .prepare(`SELECT examinee_id AS examineeId, started_at AS startedAt FROM exam_examinee WHERE room_id = ? AND status = 'inProgress'`)
    .get(roomId) as { examineeId: number; startedAt: number } | undefined;
}

export function listDevices(db: Db, stationId: number): { codeAddress: string; roomId: number | null; paired: boolean; pairedAt: string | null }[] {
  const rows = db
    .prepare(
      `SELECT code_address AS codeAddress, room_id AS roomId, key_hash IS NOT NULL AS paired, paired_at AS pairedAt
       FROM exam_device WHERE station_id = ? ORDER BY room_id IS NOT NULL, room_id, code_address`,
    )
    .all(stationId) as { codeAddress: string; roomId: number | null; paired: number; pairedAt: string | null }[];
  return rows.map((r) => ({ ...r, paired: r.paired === 1 }));
}

interface PartRow {
  id: number;
  questionId: number;
  description: string;
  descriptionFileUrl: string;
}
interface DetailRow {
  id: number;
  questionId: number;
  name: string;
  fileUrl: string;
}

/** Skill questions with their parts (exam steps) and details (named attachments), in the order given. */
export function skillQuestions(db: Db, where: { stationId: number } | { ids: number[] }): ExamSkillQuestion[] {
  const questions =
    'stationId' in where
      ? (db.prepare('SELECT id, name FROM exam_skill_question WHERE station_id = ? ORDER BY sort, id').all(where.stationId) as { id: number; name: string }[])
      : (db
          .prepare(`SELECT id, name FROM exam_skill_question WHERE id IN (SELECT value FROM json_each(?))`)
          .all(JSON.stringify(where.ids)) as { id: number; name: string }[]).sort((a, b) => where.ids.indexOf(a.id) - where.ids.indexOf(b.id));
  if (questions.length === 0) return [];
  const ids = JSON.stringify(questions.map((q) => q.id));
  const parts = db
    .prepare(
      `SELECT id, question_id AS questionId, description, description_file_url AS descriptionFileUrl
       FROM exam_skill_question_part WHERE question_id IN (SELECT value FROM json_each(?)) ORDER BY sort, id`,
    )
    .all(ids) as PartRow[];
  const details = db
    .prepare(
      `SELECT id, question_id AS questionId, name, file_url AS fileUrl
       FROM exam_skill_question_detail WHERE question_id IN (SELECT value FROM json_each(?)) ORDER BY sort, id`,
    )
    .all(ids) as DetailRow[];
  return questions.map((q) => ({
    id: q.id,
    name: q.name,
    examSkillQuestionParts: parts.filter((p) => p.questionId === q.id).map(({ id, description, descriptionFileUrl }) => ({ id, description, descriptionFileUrl })),
    examSkillQuestionDetails: details.filter((d) => d.questionId === q.id).map(({ id, name, fileUrl }) => ({ id, name, fileUrl })),
  }));
}
