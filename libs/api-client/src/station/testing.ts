/** MSW handlers and data builders for the station display and call console. */
import { http, HttpResponse } from 'msw';
import {
  stationPaths,
  type ConsoleExam,
  type ConsoleStation,
  type DeviceInfo,
  type ExamSkillQuestion,
  type SkillInfo,
  type StationActionResult,
  type StationScreen,
  type StationScreenExaminee,
} from '@medteach/contract';
import { apiPath, ok } from '../core/testing';

export const buildStationExaminee = (over: Partial<StationScreenExaminee> = {}): StationScreenExaminee => ({
  batch: 1,
  realName: '王伟',
  jobNumber: 'JS2026001',
  stationName: '第一考站',
  roomName: '',
  roomId: null,
  ...over,
});

export const buildStationScreen = (over: Partial<StationScreen> = {}): StationScreen => ({
  examName: '2026年临床技能考核',
  stationName: '第一考站',
  waitList: [buildStationExaminee(), buildStationExaminee({ realName: '李芳', jobNumber: 'JS2026002' })],
  examStationRoomNum: [buildStationExaminee({ realName: '张敏', jobNumber: 'JS2026003', roomId: 1, roomName: '第1考室' })],
  callList: [],
  rooms: [1, 2, 3, 4].map((roomId) => ({ roomId, roomName: `第${roomId}考室` })),
  ...over,
});

export const buildSkillQuestion = (over: Partial<ExamSkillQuestion> = {}): ExamSkillQuestion => ({
  id: 1,
  name: '成人心肺复苏',
  examSkillQuestionParts: [
    { id: 1, description: '请判断患者意识。', descriptionFileUrl: '' },
    { id: 2, description: '请说出心律类型。', descriptionFileUrl: '/file/station/ecg.png' },
    { id: 3, description: '请说出复苏后的处理要点。', descriptionFileUrl: '' },
  ],
  examSkillQuestionDetails: [{ id: 1, name: '心音录音', fileUrl: '/file/station/heart-sound.wav' }],
  ...over,
});

export const buildSkillInfo = (over: Partial<SkillInfo> = {}): SkillInfo => ({
  lastTime: 900,
  examSkillQuestionDTOs: [buildSkillQuestion(), buildSkillQuestion({ id: 2, name: '心脏听诊', examSkillQuestionParts: [{ id: 4, description: '请听诊。', descriptionFileUrl: '' }] })],
  ...over,
});

export const buildConsoleStation = (over: Partial<ConsoleStation> = {}): ConsoleStation => ({
  stationId: 1,
  stationName: '第一考站',
  examName: '2026年临床技能考核',
  maskNames: false,
  rooms: [1, 2].map((roomId) => ({ roomId, roomName: `第${roomId}考室`, current: null })),
  examinees: [{ examineeId: 1, batch: 1, realName: '王伟', jobNumber: 'JS2026001', status: 'waiting', roomId: null }],
  displays: [
    { codeAddress: 'A1', roomId: null, connected: true, connections: 1, since: '2026-01-01 08:00:00', paired: true, pairedAt: '2026-01-01 07:00:00' },
    { codeAddress: 'R1', roomId: 1, connected: false, connections: 0, since: null, paired: false, pairedAt: null },
  ],
  ...over,
});

type Source<T> = T | (() => T);
const read = <T>(s: Source<T>): T => (typeof s === 'function' ? (s as () => T)() : s);

export interface StationHandlerOptions {
  /** Values or getters (a getter lets a test change what the next fetch returns). */
  screen?: Source<StationScreen>;
  skillInfo?: Source<SkillInfo>;
  device?: Source<DeviceInfo>;
  questions?: Source<ExamSkillQuestion[]>;
  exams?: ConsoleExam[];
  station?: Source<ConsoleStation>;
  /** Sees every request, e.g. to count fetches. */
  onRequest?: (path: string, url: URL) => void;
}

export function stationHandlers(o: StationHandlerOptions = {}) {
  const seen = (path: string, request: Request) => o.onRequest?.(path, new URL(request.url));
  return [
    http.get(apiPath(stationPaths.stationScreen), ({ request }) => {
      seen(stationPaths.stationScreen, request);
      return HttpResponse.json(ok(read(o.screen ?? buildStationScreen())));
    }),
    http.get(apiPath(stationPaths.skillInfo), ({ request }) => {
      seen(stationPaths.skillInfo, request);
      return HttpResponse.json(ok(read(o.skillInfo ?? buildSkillInfo())));
    }),
    http.get(apiPath(`${stationPaths.deviceInfo}/:id`), ({ request, params }) => {
      seen(stationPaths.deviceInfo, request);
      return HttpResponse.json(ok(read(o.device ?? { deviceId: 1, codeAddress: String(params.id), stationId: 1, roomId: 1 })));
    }),
    http.get(apiPath(stationPaths.skillQuestionsByIds), ({ request }) => {
      seen(stationPaths.skillQuestionsByIds, request);
      return HttpResponse.json(ok(read(o.questions ?? buildSkillInfo().examSkillQuestionDTOs)));
    }),
    http.get(apiPath(stationPaths.consoleExams), () =>
      HttpResponse.json(ok(o.exams ?? [{ examId: 1, examName: '2026年临床技能考核', stations: [{ stationId: 1, stationName: '第一考站' }] }])),
    ),
    http.get(apiPath(`${stationPaths.consoleStation}/:stationId`), () => HttpResponse.json(ok(read(o.station ?? buildConsoleStation())))),
    http.post(apiPath(stationPaths.consoleAction), async ({ request }) => {
      seen(stationPaths.consoleAction, request);
      const body = (await request.json()) as { action: string; roomId: number };
      const events: Record<string, StationActionResult['event']> = { call: 'call_003', start: 'start_004', recall: 'recall_005', pass: 'pass_006', end: 'end_007' };
      return HttpResponse.json(ok<StationActionResult>({ event: events[body.action], items: [{ realName: '王伟', roomId: body.roomId }], delivered: 1 }));
    }),
    http.post(apiPath(stationPaths.consoleDeviceKey), async ({ request }) => {
      seen(stationPaths.consoleDeviceKey, request);
      const { codeAddress } = (await request.json()) as { codeAddress: string };
      return HttpResponse.json(ok({ codeAddress, deviceKey: `key-of-${codeAddress}`, pairedAt: '2026-01-01 09:00:00' }));
    }),
    ...[stationPaths.consoleDeviceKeyRevoke, stationPaths.consoleMaskNames].map((path) =>
      http.post(apiPath(path), ({ request }) => {
        seen(path, request);
        return HttpResponse.json(ok());
      }),
    ),
  ];
}
