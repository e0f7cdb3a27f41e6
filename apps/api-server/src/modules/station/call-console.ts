import {
  STATION_EVENTS,
  type ConsoleStation,
  type ExamineeStatus,
  type StationAction,
  type StationActionBody,
  type StationActionResult,
} from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import { nowText, type Db } from '../../db/db';
import type { StationHub } from './hub';
import { maskName } from './pairing';
import { findExaminee, findRoom, findStation, listDevices, listExaminees, listRooms, namesMasked } from './repository';

/** Which examinee states each console action accepts, and the state it leaves the examinee in. */
const TRANSITIONS: Record<StationAction, { from: ExamineeStatus[]; to: ExamineeStatus; refusal: string }> = {
  call: { from: ['waiting', 'passed'], to: 'called', refusal: '该考生不在候考状态' },
  recall: { from: ['called'], to: 'called', refusal: '该考生未在此考室叫号' },
  start: { from: ['called'], to: 'inProgress', refusal: '该考生未在此考室叫号' },
  pass: { from: ['called'], to: 'passed', refusal: '该考生未在此考室叫号' },
  end: { from: ['inProgress'], to: 'done', refusal: '该考生未在此考室考试' },
};

/**
 * Applies a console action: checks the examinee's state, records it (so a reconnecting display sees the truth),
 * logs who did it, then tells the displays of the station.
 */
export function applyStationAction(db: Db, hub: StationHub, operatorId: number, body: StationActionBody): StationActionResult {
  const room = findRoom(db, body.roomId);
  if (!room) throw notFound('考室不存在');
  const examinee = findExaminee(db, body.examineeId);
  if (!examinee) throw notFound('考生不存在');
  if (examinee.stationId !== room.stationId) throw badRequest('考生不属于该考站');

  const rule = TRANSITIONS[body.action];
  const inThisRoom = body.action === 'call' || examinee.roomId === room.roomId;
  if (!rule.from.includes(examinee.status) || !inThisRoom) throw refused(rule.refusal);
  if (body.action === 'call') {
    const busy = db
      .prepare(`SELECT 1 FROM exam_examinee WHERE room_id = ? AND status IN ('called', 'inProgress') AND examinee_id <> ?`)
      .get(room.roomId, examinee.examineeId);
    if (busy) throw refused('该考室已叫号或正在考试');
  }

  const now = Date.now();
  db.transaction(() => {
    db.prepare(
      `UPDATE exam_examinee SET status = ?, room_id = ?,
         called_at = CASE WHEN ? IN ('call', 'recall') THEN ? ELSE called_at END,
         started_at = CASE WHEN ? = 'start' THEN ? ELSE started_at END
       WHERE examinee_id = ?`,
    ).run(rule.to, rule.to === 'passed' ? null : room.roomId, body.action, now, body.action, now, examinee.examineeId);
    db.prepare(
      'INSERT INTO exam_call_log (station_id, room_id, examinee_id, action, operator_id, create_time) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(room.stationId, room.roomId, examinee.examineeId, body.action, operatorId, nowText(new Date(now)));
  })();

  const event = STATION_EVENTS[body.action];
  // The console sees the real name; the displays see what the station shows (masked when it says so).
  const station = findStation(db, room.stationId);
  const masked = !!station && namesMasked(db, station);
  const delivered = hub.emit(room.stationId, event, [{ realName: masked ? maskName(examinee.realName) : examinee.realName, roomId: room.roomId }]);
  return { event, items: [{ realName: examinee.realName, roomId: room.roomId }], delivered };
}

/** The console's view of a station: rooms with their current examinee, all examinees, displays and their presence. */
export function consoleStation(db: Db, hub: StationHub, stationId: number): ConsoleStation {
  const station = findStation(db, stationId);
  if (!station) throw notFound('考站不存在');
  const examinees = listExaminees(db, stationId);
  const rooms = listRooms(db, stationId).map((room) => ({
    ...room,
    current: examinees.find((x) => x.roomId === room.roomId && (x.status === 'called' || x.status === 'inProgress')) ?? null,
  }));
  const displays = listDevices(db, stationId).map((d) => {
    const p = hub.presenceOf(d.codeAddress);
    return { ...d, connected: p.connections > 0, connections: p.connections, since: p.since };
  });
  return { stationId, stationName: station.stationName, examName: station.examName, maskNames: station.maskNames, rooms, examinees, displays };
}
