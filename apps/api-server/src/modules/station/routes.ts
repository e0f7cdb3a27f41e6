import type { FastifyInstance } from 'fastify';
import {
  Role,
  codeAddressQuery,
  deviceIdParam,
  idParam,
  skillQuestionsQuery,
  stationActionBody,
  stationPaths,
  type ConsoleExam,
  type SkillInfo,
  type StationScreen,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound, unauthorized } from '../../core/errors';
import { parse } from '../../core/validate';
import { applyStationAction, consoleStation } from './call-console';
import { stationHub } from './hub';
import { ensureStationMedia } from './media';
import { callList, findDevice, findDeviceByIp, findStation, listRooms, roomInProgress, screenExaminees, skillQuestions } from './repository';

const STAFF = [Role.ADMIN];

/** Structured exam and display (spec §7). Display endpoints are public: wall and room screens never log in. */
export async function stationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const hub = stationHub(app.ctx);
  ensureStationMedia(app.ctx.config.uploadDir);

  const deviceOr404 = (codeAddress: string) => {
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

  app.get(stationPaths.stationScreen, { config: { access: 'public' } }, async (req) => {
    const { codeAddress } = parse(codeAddressQuery, req.query);
    const device = deviceOr404(codeAddress);
    const station = stationOf(device.stationId);
    const screen: StationScreen = {
      examName: station.examName,
      waitList: screenExaminees(db, device.stationId, 'waiting'),
      examStationRoomNum: screenExaminees(db, device.stationId, 'inProgress'),
      callList: callList(db, device.stationId),
      rooms: listRooms(db, device.stationId),
    };
    return ok(screen);
  });

  /** The caller's address as the server sees it, and the device registered there (room screens without a codeAddress). */
  app.get(stationPaths.deviceIp, { config: { access: 'public' } }, async (req) => {
    return ok({ ip: req.ip, codeAddress: findDeviceByIp(db, req.ip)?.codeAddress ?? null });
  });

  app.get(`${stationPaths.deviceInfo}/:id`, { config: { access: 'public' } }, async (req) => {
    const { id } = parse(deviceIdParam, req.params);
    return ok(deviceOr404(id));
  });

  /** Questions of the device's station with the time left of the examinee in progress; nothing before a start. */
  app.get(stationPaths.skillInfo, { config: { access: 'public' } }, async (req) => {
    const { codeAddress } = parse(codeAddressQuery, req.query);
    const device = deviceOr404(codeAddress);
    const running = device.roomId ? roomInProgress(db, device.roomId) : undefined;
    if (!running) return ok<SkillInfo>({ lastTime: 0, examSkillQuestionDTOs: [] });
    const station = stationOf(device.stationId);
    const elapsed = Math.floor((Date.now() - running.startedAt) / 1000);
    return ok<SkillInfo>({
      lastTime: Math.max(0, station.examSeconds - elapsed),
      examSkillQuestionDTOs: skillQuestions(db, { stationId: device.stationId }),
    });
  });

  /** The native app opens the paper with `token` in the query, so it counts as well as the bearer header. */
  app.get(stationPaths.skillQuestionsByIds, { config: { access: 'public' } }, async (req) => {
    const { examSkillIds, token } = parse(skillQuestionsQuery, req.query);
    const user = req.user ?? (token ? await app.ctx.tokens.verify(token) : null);
    if (!user) throw unauthorized();
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
}
