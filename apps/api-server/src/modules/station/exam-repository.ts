import type {
  ConsoleExam,
  ConsoleExaminee,
  ExamSkillQuestion,
  ExamineeStatus,
  StationAction,
  StationCallItem,
  StationRoom,
  StationScreenExaminee,
} from '@medteach/contract';
import { atomically, type Queryable } from '../../db/queryable';

/** Exams, stations, rooms, examinees and skill questions: the read side of the screens and the call console. */

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

export async function findStation(db: Queryable, stationId: number): Promise<StationRow | undefined> {
  const row = await db
    .selectFrom('exam_station as s')
    .innerJoin('exam as e', 'e.exam_id', 's.exam_id')
    .select([
      's.station_id as stationId',
      's.station_name as stationName',
      'e.exam_name as examName',
      's.exam_seconds as examSeconds',
      's.mask_names as maskNames',
      'e.starts_at as startsAt',
      'e.ends_at as endsAt',
    ])
    .where('s.station_id', '=', stationId)
    .executeTakeFirst();
  return row && { ...row, maskNames: row.maskNames === 1 };
}

export async function setMaskNames(db: Queryable, stationId: number, maskNames: boolean): Promise<boolean> {
  const result = await db.updateTable('exam_station').set({ mask_names: maskNames ? 1 : 0 }).where('station_id', '=', stationId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every exam with its stations, for the console's picker. */
export async function consoleExams(db: Queryable): Promise<ConsoleExam[]> {
  const rows = await db
    .selectFrom('exam as e')
    .innerJoin('exam_station as s', 's.exam_id', 'e.exam_id')
    .select(['e.exam_id as examId', 'e.exam_name as examName', 's.station_id as stationId', 's.station_name as stationName'])
    .orderBy('e.exam_id')
    .orderBy('s.station_id')
    .execute();
  const exams = new Map<number, ConsoleExam>();
  for (const r of rows) {
    const exam = exams.get(r.examId) ?? { examId: r.examId, examName: r.examName, stations: [] };
    exam.stations.push({ stationId: r.stationId, stationName: r.stationName });
    exams.set(r.examId, exam);
  }
  return [...exams.values()];
}

/** The stations the given skill questions belong to (to check the caller may see every one of them). */
export async function stationsOfQuestions(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('exam_skill_question').select('station_id').distinct().where('id', 'in', ids).orderBy('station_id').execute();
  return rows.map((r) => r.station_id);
}

export async function listRooms(db: Queryable, stationId: number): Promise<StationRoom[]> {
  return db.selectFrom('exam_room').select(['room_id as roomId', 'room_name as roomName']).where('station_id', '=', stationId).orderBy('sort').orderBy('room_id').execute();
}

export async function findRoom(db: Queryable, roomId: number): Promise<(StationRoom & { stationId: number }) | undefined> {
  return db.selectFrom('exam_room').select(['room_id as roomId', 'room_name as roomName', 'station_id as stationId']).where('room_id', '=', roomId).executeTakeFirst();
}

export async function screenExaminees(db: Queryable, stationId: number, status: ExamineeStatus): Promise<StationScreenExaminee[]> {
  const query = db
    .selectFrom('exam_examinee as x')
    .innerJoin('exam_station as s', 's.station_id', 'x.station_id')
    .leftJoin('exam_room as r', 'r.room_id', 'x.room_id')
    .select((eb) => [
      'x.batch',
      'x.real_name as realName',
      'x.job_number as jobNumber',
      's.station_name as stationName',
      eb.fn.coalesce('r.room_name', eb.val('')).as('roomName'),
      'x.room_id as roomId',
    ])
    .where('x.station_id', '=', stationId)
    .where('x.status', '=', status);
  const ordered = status === 'inProgress' ? query.orderBy('r.sort').orderBy('x.room_id') : query.orderBy('x.batch').orderBy('x.seq');
  return ordered.execute();
}

/** The called examinees of a station, latest call first. */
export async function callList(db: Queryable, stationId: number): Promise<StationCallItem[]> {
  return db
    .selectFrom('exam_examinee')
    .select(['real_name as realName', 'room_id as roomId'])
    .where('station_id', '=', stationId)
    .where('status', '=', 'called')
    .orderBy('called_at', 'desc')
    .orderBy('examinee_id', 'desc')
    .$narrowType<{ roomId: number }>() // a called examinee is always in a room
    .execute();
}

const EXAMINEE_COLUMNS = ['examinee_id as examineeId', 'batch', 'real_name as realName', 'job_number as jobNumber', 'status', 'room_id as roomId'] as const;
type ExamineeRow = Omit<ConsoleExaminee, 'status'> & { status: string };
const toExaminee = <T extends ExamineeRow>(r: T) => ({ ...r, status: r.status as ExamineeStatus });

export async function listExaminees(db: Queryable, stationId: number): Promise<ConsoleExaminee[]> {
  const rows = await db.selectFrom('exam_examinee').select(EXAMINEE_COLUMNS).where('station_id', '=', stationId).orderBy('batch').orderBy('seq').execute();
  return rows.map(toExaminee);
}

export async function findExaminee(db: Queryable, examineeId: number): Promise<(ConsoleExaminee & { stationId: number }) | undefined> {
  const row = await db.selectFrom('exam_examinee').select([...EXAMINEE_COLUMNS, 'station_id as stationId']).where('examinee_id', '=', examineeId).executeTakeFirst();
  return row && toExaminee(row);
}

/** The examinee in progress in a room, with the time the exam started (ms). */
export async function roomInProgress(db: Queryable, roomId: number): Promise<{ examineeId: number; startedAt: number } | undefined> {
  const row = await db
    .selectFrom('exam_examinee')
    .select(['examinee_id as examineeId', 'started_at as startedAt'])
    .where('room_id', '=', roomId)
    .where('status', '=', 'inProgress')
    .executeTakeFirst();
  return row && { examineeId: row.examineeId, startedAt: row.startedAt ?? 0 };
}

/** Whether another examinee is called or in progress in the room. */
export async function roomBusy(db: Queryable, roomId: number, exceptExamineeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('exam_examinee')
    .select('examinee_id')
    .where('room_id', '=', roomId)
    .where('status', 'in', ['called', 'inProgress'])
    .where('examinee_id', '<>', exceptExamineeId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface RecordedAction {
  stationId: number;
  roomId: number;
  examineeId: number;
  action: StationAction;
  /** The examinee's state after the action; `passed` leaves the room. */
  status: ExamineeStatus;
  operatorId: number;
  /** Epoch ms (called_at / started_at) and its text for the log. */
  at: number;
  atText: string;
}

/**
 * Moves the examinee and logs who did it, in one transaction. The update names the states the action accepts, so two
 * consoles (on any instance) acting on the same examinee at once move it once: false when it was no longer in one.
 */
export async function recordAction(db: Queryable, a: RecordedAction, from: ExamineeStatus[]): Promise<boolean> {
  return atomically(db, async (trx) => {
    const calls = a.action === 'call' || a.action === 'recall';
    const result = await trx
      .updateTable('exam_examinee')
      .set((eb) => ({
        status: a.status,
        room_id: a.status === 'passed' ? null : a.roomId,
        called_at: calls ? a.at : eb.ref('called_at'),
        started_at: a.action === 'start' ? a.at : eb.ref('started_at'),
      }))
      .where('examinee_id', '=', a.examineeId)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('exam_call_log')
      .values({ station_id: a.stationId, room_id: a.roomId, examinee_id: a.examineeId, action: a.action, operator_id: a.operatorId, create_time: a.atText })
      .execute();
    return true;
  });
}

/** Skill questions with their parts (exam steps) and details (named attachments), in the order given. */
export async function skillQuestions(db: Queryable, where: { stationId: number } | { ids: number[] }): Promise<ExamSkillQuestion[]> {
  let questions: { id: number; name: string }[];
  if ('stationId' in where) {
    questions = await db.selectFrom('exam_skill_question').select(['id', 'name']).where('station_id', '=', where.stationId).orderBy('sort').orderBy('id').execute();
  } else {
    if (where.ids.length === 0) return [];
    const rows = await db.selectFrom('exam_skill_question').select(['id', 'name']).where('id', 'in', where.ids).execute();
    questions = rows.sort((a, b) => where.ids.indexOf(a.id) - where.ids.indexOf(b.id));
  }
  if (questions.length === 0) return [];
  const ids = questions.map((q) => q.id);
  // Parts (exam steps) and details (named attachments) of those questions, each in its sort order.
  const [parts, details] = await Promise.all([
    db.selectFrom('exam_skill_question_part').select(['id', 'question_id', 'description', 'description_file_url as descriptionFileUrl']).where('question_id', 'in', ids).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('exam_skill_question_detail').select(['id', 'question_id', 'name', 'file_url as fileUrl']).where('question_id', 'in', ids).orderBy('sort').orderBy('id').execute(),
  ]);
  return questions.map((q) => ({
    id: q.id,
    name: q.name,
    examSkillQuestionParts: parts.filter((p) => p.question_id === q.id).map(({ id, description, descriptionFileUrl }) => ({ id, description, descriptionFileUrl })),
    examSkillQuestionDetails: details.filter((d) => d.question_id === q.id).map(({ id, name, fileUrl }) => ({ id, name, fileUrl })),
  }));
}
