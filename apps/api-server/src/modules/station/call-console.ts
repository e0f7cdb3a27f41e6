import {
  STATION_EVENTS,
  type ConsoleExaminee,
  type ConsoleStation,
  type ExamineeStatus,
  type StationAction,
  type StationActionBody,
  type StationActionResult,
  type StationRoom,
} from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import { nowText } from '../../db/db';
import { listDevices } from './device-repository';
import { findExaminee, findRoom, findStation, listExaminees, listRooms, recordAction, roomBusy } from './exam-repository';
import type { StationHub } from './hub';
import { maskName } from './pairing';
import { namesMasked } from './station-config';
import type { Queryable } from '../../db/queryable';

/** Which examinee states each console action accepts, and the state it leaves the examinee in. */
const TRANSITIONS: Record<StationAction, { from: ExamineeStatus[]; to: ExamineeStatus; refusal: string }> = {
  call: { from: ['waiting', 'passed'], to: 'called', refusal: '该考生不在候考状态' },
  recall: { from: ['called'], to: 'called', refusal: '该考生未在此考室叫号' },
  start: { from: ['called'], to: 'inProgress', refusal: '该考生未在此考室叫号' },
  pass: { from: ['called'], to: 'passed', refusal: '该考生未在此考室叫号' },
  end: { from: ['inProgress'], to: 'done', refusal: '该考生未在此考室考试' },
};

/**
 * Why an examinee cannot be called to `room`, naming the room they are already in (issue 17: one person is never
 * offered to two rooms): called or examined elsewhere, or done.
 */
async function callRefusal(db: Queryable, examinee: ConsoleExaminee, room: StationRoom): Promise<string> {
  const other = examinee.roomId === null ? undefined : await findRoom(db, examinee.roomId);
  const where = other?.roomName ?? '其他考室';
  if (examinee.status === 'called') return other?.roomId === room.roomId ? `该考生已在${where}叫号` : `该考生已叫号到${where}，不能再叫到${room.roomName}`;
  if (examinee.status === 'inProgress') return `该考生正在${where}考试，不能叫到${room.roomName}`;
  if (examinee.status === 'done') return '该考生已完成考试';
  return TRANSITIONS.call.refusal;
}

/**
 * Applies a console action: checks the examinee's state, records it (so a reconnecting display sees the truth),
 * logs who did it, then tells the displays of the station.
 */
export async function applyStationAction(db: Queryable, hub: StationHub, operatorId: number, body: StationActionBody): Promise<StationActionResult> {
  const room = await findRoom(db, body.roomId);
  if (!room) throw notFound('考室不存在');
  const examinee = await findExaminee(db, body.examineeId);
  if (!examinee) throw notFound('考生不存在');
  if (examinee.stationId !== room.stationId) throw badRequest('考生不属于该考站');

  const rule = TRANSITIONS[body.action];
  const inThisRoom = body.action === 'call' || examinee.roomId === room.roomId;
  if (body.action === 'call' && !rule.from.includes(examinee.status)) throw refused(await callRefusal(db, examinee, room));
  if (!rule.from.includes(examinee.status) || !inThisRoom) throw refused(rule.refusal);
  if (body.action === 'call' && (await roomBusy(db, room.roomId, examinee.examineeId))) throw refused('该考室已叫号或正在考试');

  const now = Date.now();
  const action = { stationId: room.stationId, roomId: room.roomId, examineeId: examinee.examineeId, action: body.action, status: rule.to, operatorId, at: now, atText: nowText(new Date(now)) };
  // Another console moved the examinee between the check and the update: refused like any other wrong state (a call
  // says where the other console sent them).
  if (!(await recordAction(db, action, rule.from))) {
    const now = body.action === 'call' ? await findExaminee(db, examinee.examineeId) : undefined;
    throw refused(now ? await callRefusal(db, now, room) : rule.refusal);
  }

  const event = STATION_EVENTS[body.action];
  // The console sees the real name; the displays see what the station shows (masked when it says so).
  const station = await findStation(db, room.stationId);
  const masked = !!station && (await namesMasked(db, station));
  const delivered = await hub.emit(room.stationId, event, [{ realName: masked ? maskName(examinee.realName) : examinee.realName, roomId: room.roomId }]);
  return { event, items: [{ realName: examinee.realName, roomId: room.roomId }], delivered };
}

/** The console's view of a station: rooms with their current examinee, all examinees, displays and their presence. */
export async function consoleStation(db: Queryable, hub: StationHub, stationId: number): Promise<ConsoleStation> {
  const station = await findStation(db, stationId);
  if (!station) throw notFound('考站不存在');
  const examinees = await listExaminees(db, stationId);
  const rooms = (await listRooms(db, stationId)).map((room) => ({
    ...room,
    current: examinees.find((x) => x.roomId === room.roomId && (x.status === 'called' || x.status === 'inProgress')) ?? null,
  }));
  const presence = await hub.presenceIn(stationId);
  const displays = (await listDevices(db, stationId)).map(({ seenAt, ...d }) => {
    const p = presence.get(d.codeAddress);
    const connections = p?.connections ?? 0;
    return { ...d, connected: connections > 0, connections, since: p?.since ?? seenAt };
  });
  return { stationId, stationName: station.stationName, examName: station.examName, maskNames: station.maskNames, rooms, examinees, displays };
}
