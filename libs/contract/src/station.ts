import * as z from './zod';
import { idList, idParam } from './envelope';

/**
 * Structured exam and display (spec §7). Wall screens and room screens have no login: they are paired with their
 * device (a key issued in the call console, revocable) and send it as {@link DEVICE_KEY_HEADER}, and in the socket
 * handshake (`auth.deviceKey`). Exam staff may call the display routes with their session instead.
 */
export const stationPaths = {
  stationScreen: '/examStation/getStationScreen',
  deviceIp: '/examDevice/getIp',
  skillInfo: '/examDevice/getSkillInfo',
  deviceInfo: '/examDevice/getDeviceInfo', // `/{id}`: device id or codeAddress
  skillQuestionsByIds: '/structuralExam/examSkillQuestion/getByIds',
  // Call console (staff only).
  consoleExams: '/examStation/console/exams',
  consoleStation: '/examStation/console/station', // `/{stationId}`
  consoleAction: '/examStation/console/action',
  /** Issues (or re-issues, invalidating the old one) a display's device key; answered once, stored hashed. */
  consoleDeviceKey: '/examStation/console/deviceKey',
  consoleDeviceKeyRevoke: '/examStation/console/deviceKey/revoke',
  /** Turns server-side name masking on or off for a station's screens and events. */
  consoleMaskNames: '/examStation/console/maskNames',
} as const;

/** Header carrying a paired display's device key on every display call. */
export const DEVICE_KEY_HEADER = 'X-Device-Key';
/** Query parameter of the display URL (`#/wait?codeAddress=A1&deviceKey=…`) that pairs the screen. */
export const DEVICE_KEY_PARAM = 'deviceKey';

/** Spec §9 station constants. */
export const STATION_SOCKET_PORT = 7777;
/** The station socket on the page's host at `port`, secure (wss) when the page is https (spec §7). */
export const stationSocketUrlOn = (location: Pick<Location, 'protocol' | 'hostname'>, port: number = STATION_SOCKET_PORT): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.hostname}:${port}`;
export const STATION_SOCKET_TIMEOUT_MS = 5000;
export const STATION_RECONNECT_DELAY_MS = 3000;
export const STATION_RECONNECT_ATTEMPTS = 1000;
export const STATION_REFRESH_MS = 600_000;
export const STATION_CALL_POPUP_MS = 30_000;
export const STATION_START_RELOAD_DELAY_MS = 3000;

/** Socket event names (spec §7); every event carries a list of {@link StationCallItem}. */
export const STATION_EVENTS = {
  call: 'call_003',
  start: 'start_004',
  recall: 'recall_005',
  pass: 'pass_006',
  end: 'end_007',
} as const;
export type StationAction = keyof typeof STATION_EVENTS;
export type StationEventName = (typeof STATION_EVENTS)[StationAction];
export const STATION_ACTIONS = /*#__PURE__*/ Object.keys(STATION_EVENTS) as StationAction[];
/**
 * Beyond the spec's five: what a station's screens show changed in the console (examinees imported, added, edited or
 * deleted; the station, its rooms, its exam or its name masking edited). Sent once the write has committed, with an
 * empty list; the screens fetch their snapshot again.
 */
export const STATION_CHANGED_EVENT = 'station_changed';
/** Every event a station screen hears. */
export type StationScreenEventName = StationEventName | typeof STATION_CHANGED_EVENT;

export interface StationCallItem {
  realName: string;
  roomId: number;
}

const codeAddress = /*#__PURE__*/ z.string({ error: '设备编号不能为空' }).trim().min(1, '设备编号不能为空').max(64, '设备编号格式不正确');
export const codeAddressQuery = /*#__PURE__*/ z.queryObject({ codeAddress });
/** `/getDeviceInfo/{id}`: the device's code address (never its numeric row id). */
export const deviceIdParam = /*#__PURE__*/ z.object({ id: codeAddress });
export const deviceKeyBody = /*#__PURE__*/ z.object({ codeAddress });
export const maskNamesBody = /*#__PURE__*/ z.object({ stationId: idParam, maskNames: /*#__PURE__*/ z.boolean({ error: '参数格式不正确' }) });
export type MaskNamesBody = z.infer<typeof maskNamesBody>;
export const skillQuestionsQuery = /*#__PURE__*/ z.queryObject({ examSkillIds: idList, token: /*#__PURE__*/ z.string().max(4096).optional() });

export interface StationScreenExaminee {
  batch: number;
  realName: string;
  jobNumber: string;
  stationName: string;
  roomName: string;
  roomId: number | null;
}
export interface StationRoom {
  roomId: number;
  roomName: string;
}
export interface StationScreen {
  examName: string;
  /** Beyond the original: the station the screen belongs to, so a call names it. */
  stationName: string;
  /** Examinees still waiting to be called, in calling order. */
  waitList: StationScreenExaminee[];
  /** Examinees in progress, one per room. */
  examStationRoomNum: StationScreenExaminee[];
  /** Beyond the original: recorded calls not yet started or passed, newest first, so a reconnecting display shows the truth. */
  callList: StationCallItem[];
  rooms: StationRoom[];
}

export interface ExamSkillQuestionPart {
  id: number;
  description: string;
  /** Comma-separated file URLs. */
  descriptionFileUrl: string;
}
export interface ExamSkillQuestionDetail {
  id: number;
  name: string;
  /** Comma-separated file URLs. */
  fileUrl: string;
}
export interface ExamSkillQuestion {
  id: number;
  name: string;
  examSkillQuestionParts: ExamSkillQuestionPart[];
  examSkillQuestionDetails: ExamSkillQuestionDetail[];
}
export interface SkillInfo {
  /** Seconds left of the examinee in progress in this device's room (0 when nobody is in progress). */
  lastTime: number;
  examSkillQuestionDTOs: ExamSkillQuestion[];
}
export interface DeviceInfo {
  deviceId: number;
  codeAddress: string;
  stationId: number;
  roomId: number | null;
}

/** Examinee progress through a station. `passed` = skipped (过号), may be called again. */
export const EXAMINEE_STATUS = ['waiting', 'called', 'inProgress', 'passed', 'done'] as const;
export type ExamineeStatus = (typeof EXAMINEE_STATUS)[number];

export interface ConsoleExam {
  examId: number;
  examName: string;
  stations: { stationId: number; stationName: string }[];
}
export interface ConsoleExaminee {
  examineeId: number;
  batch: number;
  realName: string;
  jobNumber: string;
  status: ExamineeStatus;
  roomId: number | null;
}
export interface ConsoleDisplay {
  codeAddress: string;
  roomId: number | null;
  connected: boolean;
  /** Open connections for this code address (a screen may be opened twice). */
  connections: number;
  /** When the display last connected or disconnected, `YYYY-MM-DD HH:mm:ss`; null if never seen. */
  since: string | null;
  /** A device key is issued (the screen can pair); `pairedAt` is when it was issued. */
  paired: boolean;
  pairedAt: string | null;
}
/** The answer to issuing a device key: the only time the key itself is shown. */
export interface DeviceKeyIssued {
  codeAddress: string;
  deviceKey: string;
  pairedAt: string;
}
export interface ConsoleRoom extends StationRoom {
  /** The examinee called to or in progress in this room. */
  current: ConsoleExaminee | null;
}
export interface ConsoleStation {
  stationId: number;
  stationName: string;
  examName: string;
  /** The station's screens and events show masked names (王*, 欧**东) and job numbers. */
  maskNames: boolean;
  rooms: ConsoleRoom[];
  examinees: ConsoleExaminee[];
  displays: ConsoleDisplay[];
}

export const stationActionBody = /*#__PURE__*/ z.object({
  action: /*#__PURE__*/ z.enum(STATION_ACTIONS as [StationAction, ...StationAction[]], { error: '操作类型不正确' }),
  roomId: idParam,
  examineeId: idParam,
});
export type StationActionBody = z.infer<typeof stationActionBody>;
export interface StationActionResult {
  event: StationEventName;
  items: StationCallItem[];
  /** Displays the event was delivered to. */
  delivered: number;
}
