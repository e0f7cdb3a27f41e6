import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Role,
  codeAddressQuery,
  deviceIdParam,
  deviceKeyBody,
  maskNamesBody,
  idParam,
  skillQuestionsQuery,
  stationActionBody,
  stationPaths,
  type ConsoleExam,
  type SkillInfo,
  type StationScreen,
  type StationScreenExaminee,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { forbidden, notFound, refused } from '../../core/errors';
import { nowText } from '../../db/db';
import { parse } from '../../core/validate';
import { applyStationAction, consoleStation } from './call-console';
import { stationHub } from './hub';
import { ensureStationMedia } from './media';
import { issueDeviceKey, maskJobNumber, maskName, revokeDeviceKey } from './pairing';
import {
  callList,
  findDevice,
  findDeviceByIp,
  findStation,
  inExamWindow,
  listRooms,
  namesMasked,
  roomInProgress,
  screenExaminees,
  setMaskNames,
  skillQuestions,
  stationsOfQuestions,
} from './repository';

const STAFF = [Role.ADMIN];
/** Display routes: a paired display or exam staff (modules/station/gate.ts). */
const DISPLAY = { access: 'station' } as const;
export const OUTSIDE_WINDOW_MSG = '当前不在考试时间内';

/**
 * Structured exam and display (spec §7). Displays never log in: they are paired with their device (a key issued in
 * the console) and may read only their own device's screen; skill questions go only to a paired room screen while
 * its room is in an exam, or to exam staff during the exam's window (issue 14 rows 4-5).
 */
export async function stationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const hub = stationHub(app.ctx);
  ensureStationMedia(app.ctx.config.uploadDir);

  /** The device a display call is about: a paired screen may only ask about itself; staff about any device. */
  const deviceFor = (req: FastifyRequest, codeAddress: string) => {
    if (req.device) {
      if (req.device.codeAddress !== codeAddress) throw forbidden();
      return req.device;
    }
    const device = findDevice(db, codeAddress);
    if (!device) throw notFound('设备不存在');
    return device;
  };
  /** Devices reference their station (foreign key), so a device's station always exists. */
  const stationOf = (stationId: number) => {
    const station = findStation(db, stationId);
    if (!station) throw notFound('考站不存在');
    return station;
  };

  app.get(stationPaths.stationScreen, { config: DISPLAY }, async (req) => {
    const { codeAddress } = parse(codeAddressQuery, req.query);
    const device = deviceFor(req, codeAddress);
    const station = stationOf(device.stationId);
    const screen: StationScreen = {
      examName: station.examName,
      waitList: screenExaminees(db, device.stationId, 'waiting'),
      examStationRoomNum: screenExaminees(db, device.stationId, 'inProgress'),
      callList: callList(db, device.stationId),
      rooms: listRooms(db, device.stationId),
    };
    return ok(namesMasked(db, station) ? maskScreen(screen) : screen);
  });

  /** The caller's address as the server sees it, and the device registered there (room screens without a codeAddress). */
  app.get(stationPaths.deviceIp, { config: { access: 'public' } }, async (req) => {
    return ok({ ip: req.ip, codeAddress: findDeviceByIp(db, req.ip)?.codeAddress ?? null });
  });

  app.get(`${stationPaths.deviceInfo}/:id`, { config: DISPLAY }, async (req) => {
    const { id } = parse(deviceIdParam, req.params);
    return ok(deviceFor(req, id));
  });

  /** Questions of the device's station with the time left of the examinee in progress; nothing before a start. */
  app.get(stationPaths.skillInfo, { config: DISPLAY }, async (req) => {
    const { codeAddress } = parse(codeAddressQuery, req.query);
    const device = deviceFor(req, codeAddress);
    const running = device.roomId ? roomInProgress(db, device.roomId) : undefined;
    const station = stationOf(device.stationId);
    if (!running || !inExamWindow(station, nowText())) return ok<SkillInfo>({ lastTime: 0, examSkillQuestionDTOs: [] });
    const elapsed = Math.floor((Date.now() - running.startedAt) / 1000);
    return ok<SkillInfo>({
      lastTime: Math.max(0, station.examSeconds - elapsed),
      examSkillQuestionDTOs: skillQuestions(db, { stationId: device.stationId }),
    });
  });

  /**
   * The native app opens the paper with `token` in the query (the gate reads it as well as the bearer header).
   * A paired room screen may read its own station's questions; staff any station's; both only in the exam window.
   */
  app.get(stationPaths.skillQuestionsByIds, { config: DISPLAY }, async (req) => {
    const { examSkillIds } = parse(skillQuestionsQuery, req.query);
    const stationIds = stationsOfQuestions(db, examSkillIds);
    if (req.device && (req.device.roomId === null || stationIds.some((id) => id !== req.device?.stationId))) throw forbidden();
    const now = nowText();
    if (stationIds.some((id) => !inExamWindow(stationOf(id), now))) throw refused(OUTSIDE_WINDOW_MSG);
    return ok(skillQuestions(db, { ids: examSkillIds }));
  });

  app.get(stationPaths.consoleExams, { config: { access: STAFF } }, async () => {
    const rows = db
      .prepare(
        `SELECT e.exam_id AS examId, e.exam_name AS examName, s.station_id AS stationId, s.station_name AS stationName
         FROM exam e JOIN exam_station s ON s.exam_id = e.exam_id ORDER BY e.exam_id, s.station_id`,
      )
      .all() as { examId: number; examName: string; stationId: number; stationName: string }[];
    const exams = new Map<number, ConsoleExam>();
    for (const r of rows) {
      const exam = exams.get(r.examId) ?? { examId: r.examId, examName: r.examName, stations: [] };
      exam.stations.push({ stationId: r.stationId, stationName: r.stationName });
      exams.set(r.examId, exam);
    }
    return ok([...exams.values()]);
  });

  app.get(`${stationPaths.consoleStation}/:stationId`, { config: { access: STAFF } }, async (req) => {
    const stationId = parse(idParam, (req.params as { stationId?: string }).stationId);
    return ok(consoleStation(db, hub, stationId));
  });

  app.post(stationPaths.consoleAction, { config: { access: STAFF } }, async (req) => {
    const body = parse(stationActionBody, req.body);
    return ok(applyStationAction(db, hub, currentUser(req).userId, body));
  });

  /** Issues a display's key (shown once); a previous key stops working and its screens are disconnected. */
  app.post(stationPaths.consoleDeviceKey, { config: { access: STAFF } }, async (req) => {
    const { codeAddress } = parse(deviceKeyBody, req.body);
    const issued = issueDeviceKey(db, codeAddress);
    if (!issued) throw notFound('设备不存在');
    hub.disconnectDevice(codeAddress);
    return ok(issued);
  });

  app.post(stationPaths.consoleDeviceKeyRevoke, { config: { access: STAFF } }, async (req) => {
    const { codeAddress } = parse(deviceKeyBody, req.body);
    if (!revokeDeviceKey(db, codeAddress)) throw notFound('设备不存在');
    hub.disconnectDevice(codeAddress);
    return ok();
  });

  app.post(stationPaths.consoleMaskNames, { config: { access: STAFF } }, async (req) => {
    const { stationId, maskNames } = parse(maskNamesBody, req.body);
    if (!setMaskNames(db, stationId, maskNames)) throw notFound('考站不存在');
    return ok();
  });
}

/** The screen as a station that masks names shows it. */
function maskScreen(screen: StationScreen): StationScreen {
  const mask = (x: StationScreenExaminee) => ({ ...x, realName: maskName(x.realName), jobNumber: maskJobNumber(x.jobNumber) });
  return {
    ...screen,
    waitList: screen.waitList.map(mask),
    examStationRoomNum: screen.examStationRoomNum.map(mask),
    callList: screen.callList.map((c) => ({ ...c, realName: maskName(c.realName) })),
  };
}
