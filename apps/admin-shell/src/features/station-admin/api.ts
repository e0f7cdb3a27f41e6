/** 考站管理 calls (/examStation/admin/{exam,station,room,device,skillQuestion}; admin only). */
import { queryOptions } from '@tanstack/react-query';
import { stationConsoleKeys } from '@medteach/api-client';
import {
  stationAdminPaths as paths,
  type DeviceAdminBody,
  type DeviceAdminFilter,
  type DeviceAdminRow,
  type ExamAdminBody,
  type ExamAdminFilter,
  type ExamAdminRow,
  type RoomAdminBody,
  type RoomAdminFilter,
  type RoomAdminRow,
  type SkillQuestionAdminBody,
  type SkillQuestionAdminFilter,
  type SkillQuestionAdminRow,
  type StationAdminBody,
  type StationAdminFilter,
  type StationAdminRow,
} from '@medteach/contract';
import { crudResource, type Paged } from '../../shared/crud/crud-resource';

export type { DeviceAdminFilter, ExamAdminFilter, SkillQuestionAdminFilter, StationAdminFilter };

/** Every exam, station or room of a picker fits one page. */
const ALL = { pageNum: 1, pageSize: 500 };

const ROOT = ['examStation', 'admin'] as const;
export const stationAdminKeys = {
  all: ROOT,
  exams: [...ROOT, 'exam'] as const,
  examList: (p: Paged<ExamAdminFilter>) => [...ROOT, 'exam', 'list', p] as const,
  stations: [...ROOT, 'station'] as const,
  stationList: (p: Paged<StationAdminFilter>) => [...ROOT, 'station', 'list', p] as const,
  rooms: [...ROOT, 'room'] as const,
  roomList: (p: Paged<RoomAdminFilter>) => [...ROOT, 'room', 'list', p] as const,
  devices: [...ROOT, 'device'] as const,
  deviceList: (p: Paged<DeviceAdminFilter>) => [...ROOT, 'device', 'list', p] as const,
  skillQuestions: [...ROOT, 'skillQuestion'] as const,
  skillQuestionList: (p: Paged<SkillQuestionAdminFilter>) => [...ROOT, 'skillQuestion', 'list', p] as const,
};

/** How long a device list's live state is trusted: presence changes without a write here. */
const PRESENCE_REFRESH_MS = 15_000;

// RuoYi export file names: `<resource>_<timestamp>.xlsx`; rooms have no export.
const exams = crudResource<ExamAdminRow, ExamAdminBody, ExamAdminFilter>({
  base: paths.exam,
  listPath: paths.examList,
  idName: 'examId',
  listKey: stationAdminKeys.examList,
  exportPath: paths.examExport,
  exportName: 'exam',
});
const stations = crudResource<StationAdminRow, StationAdminBody, StationAdminFilter>({
  base: paths.station,
  listPath: paths.stationList,
  idName: 'stationId',
  listKey: stationAdminKeys.stationList,
  exportPath: paths.stationExport,
  exportName: 'station',
});
const rooms = crudResource<RoomAdminRow, RoomAdminBody, RoomAdminFilter>({ base: paths.room, listPath: paths.roomList, idName: 'roomId', listKey: stationAdminKeys.roomList });
const devices = crudResource<DeviceAdminRow, DeviceAdminBody, DeviceAdminFilter>({
  base: paths.device,
  listPath: paths.deviceList,
  idName: 'deviceId',
  listKey: stationAdminKeys.deviceList,
  exportPath: paths.deviceExport,
  exportName: 'device',
});
const skillQuestions = crudResource<SkillQuestionAdminRow, SkillQuestionAdminBody, SkillQuestionAdminFilter>({
  base: paths.skillQuestion,
  listPath: paths.skillQuestionList,
  idName: 'id',
  listKey: stationAdminKeys.skillQuestionList,
  exportPath: paths.skillQuestionExport,
  exportName: 'skillQuestion',
});

export const stationAdminQueries = {
  exams: exams.list,
  stations: stations.list,
  rooms: rooms.list,
  devices: (p: Paged<DeviceAdminFilter>) => queryOptions({ ...devices.list(p), refetchInterval: PRESENCE_REFRESH_MS }),
  skillQuestions: skillQuestions.list,
  examOptions: () => stationAdminQueries.exams(ALL),
  stationOptions: () => stationAdminQueries.stations(ALL),
  stationRooms: (stationId: number) => stationAdminQueries.rooms({ ...ALL, stationId }),
};

/**
 * Every write refreshes the whole 考站管理 (counts cross resources: a room changes its station's, a station its exam's)
 * and the call console's exams, stations and displays.
 */
const meta = { invalidates: [stationAdminKeys.all, stationConsoleKeys.all] };
export const stationAdminMutations = {
  saveExam: { mutationFn: exams.save, meta },
  removeExams: { mutationFn: exams.remove, meta },
  saveStation: { mutationFn: stations.save, meta },
  removeStations: { mutationFn: stations.remove, meta },
  saveRoom: { mutationFn: rooms.save, meta },
  removeRooms: { mutationFn: rooms.remove, meta },
  saveDevice: { mutationFn: devices.save, meta },
  removeDevices: { mutationFn: devices.remove, meta },
  saveSkillQuestion: { mutationFn: skillQuestions.save, meta },
  removeSkillQuestions: { mutationFn: skillQuestions.remove, meta },
};

export const exportExams = exams.exportXlsx;
export const exportStations = stations.exportXlsx;
export const exportDevices = devices.exportXlsx;
export const exportSkillQuestions = skillQuestions.exportXlsx;
