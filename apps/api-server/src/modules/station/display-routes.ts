import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  codeAddressQuery,
  deviceIdParam,
  skillQuestionsQuery,
  stationPaths,
  type DeviceInfo,
  type SkillInfo,
  type StationScreen,
  type StationScreenExaminee,
} from '@medteach/contract';
import { ok } from '../../core/envelope';
import { forbidden, notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { nowText } from '../../db/db';
import { findDevice, findDeviceByIp } from './device-repository';
import { callList, findStation, listRooms, roomInProgress, screenExaminees, skillQuestions, stationsOfQuestions, type StationRow } from './exam-repository';
import { maskJobNumber, maskName } from './pairing';
import { inExamWindow, namesMasked } from './station-config';

/** Display routes: a paired display or exam staff (modules/station/gate.ts). */
const DISPLAY = { access: 'station' } as const;
export const OUTSIDE_WINDOW_MSG = '当前不在考试时间内';

/**
 * What the wall and room screens read (spec §7). Displays never log in: they are paired with their device (a key
 * issued in the console) and may read only their own device's screen; skill questions go only to a paired room screen
 * while its room is in an exam, or to exam staff during the exam's window (issue 14 rows 4-5).
 */
export async function displayRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The device a display call is about: a paired screen may only ask about itself; staff about any device. */
  const deviceFor = async (req: FastifyRequest, codeAddress: string): Promise<DeviceInfo> => {
    if (req.device) {
      if (req.device.codeAddress !== codeAddress) throw forbidden();
      return req.device;
    }
    const device = await findDevice(db, codeAddress);
    if (!device) throw notFound('设备不存在');
    return device;
  };
  /** Devices reference their station (foreign key), so a device's station always exists. */
  const stationOf = async (stationId: number): Promise<StationRow> => {
    const station = await findStation(db, stationId);
    if (!station) throw notFound('考站不存在');
    return station;
  };

  app.get(stationPaths.stationScreen, { config: DISPLAY }, async (req) => {
    const { codeAddress } = parse(codeAddressQuery, req.query);
    const device = await deviceFor(req, codeAddress);
    const station = await stationOf(device.stationId);
    const screen: StationScreen = {
      examName: station.examName,
      stationName: station.stationName,
      waitList: await screenExaminees(db, device.stationId, 'waiting'),
      examStationRoomNum: await screenExaminees(db, device.stationId, 'inProgress'),
      callList: await callList(db, device.stationId),
      rooms: await listRooms(db, device.stationId),
    };
    return ok((await namesMasked(db, station)) ? maskScreen(screen) : screen);
  });

  /** The caller's address as the server sees it, and the device registered there (room screens without a codeAddress). */
  app.get(stationPaths.deviceIp, { config: { access: 'public' } }, async (req) => {
    return ok({ ip: req.ip, codeAddress: (await findDeviceByIp(db, req.ip))?.codeAddress ?? null });
  });

  app.get(`${stationPaths.deviceInfo}/:id`, { config: DISPLAY }, async (req) => {
    const { id } = parse(deviceIdParam, req.params);
    return ok(await deviceFor(req, id));
  });

  /** Questions of the device's station with the time left of the examinee in progress; nothing before a start. */
  app.get(stationPaths.skillInfo, { config: DISPLAY }, async (req) => {
    const { codeAddress } = parse(codeAddressQuery, req.query);
    const device = await deviceFor(req, codeAddress);
    const running = device.roomId ? await roomInProgress(db, device.roomId) : undefined;
    const station = await stationOf(device.stationId);
    if (!running || !inExamWindow(station, nowText())) return ok<SkillInfo>({ lastTime: 0, examSkillQuestionDTOs: [] });
    const elapsed = Math.floor((Date.now() - running.startedAt) / 1000);
    return ok<SkillInfo>({
      lastTime: Math.max(0, station.examSeconds - elapsed),
      examSkillQuestionDTOs: await skillQuestions(db, { stationId: device.stationId }),
    });
  });

  /**
   * The native app opens the paper with `token` in the query (the gate reads it as well as the bearer header).
   * A paired room screen may read its own station's questions; staff any station's; both only in the exam window.
   */
  app.get(stationPaths.skillQuestionsByIds, { config: DISPLAY }, async (req) => {
    const { examSkillIds } = parse(skillQuestionsQuery, req.query);
    const stationIds = await stationsOfQuestions(db, examSkillIds);
    if (req.device && (req.device.roomId === null || stationIds.some((id) => id !== req.device?.stationId))) throw forbidden();
    const now = nowText();
    for (const id of stationIds) if (!inExamWindow(await stationOf(id), now)) throw refused(OUTSIDE_WINDOW_MSG);
    return ok(await skillQuestions(db, { ids: examSkillIds }));
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
