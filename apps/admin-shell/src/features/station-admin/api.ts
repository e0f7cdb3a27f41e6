/** 考站管理 calls (/examStation/admin/{exam,station,room,device,skillQuestion}; admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, apiTable, download, stationConsoleKeys } from '@medteach/api-client';
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

type Paged<F> = F & { pageNum: number; pageSize: number };
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

export const stationAdminQueries = {
  exams: (p: Paged<ExamAdminFilter>) => queryOptions({ queryKey: stationAdminKeys.examList(p), queryFn: ({ signal }) => apiTable<ExamAdminRow>(paths.examList, p, { signal }) }),
  stations: (p: Paged<StationAdminFilter>) => queryOptions({ queryKey: stationAdminKeys.stationList(p), queryFn: ({ signal }) => apiTable<StationAdminRow>(paths.stationList, p, { signal }) }),
  rooms: (p: Paged<RoomAdminFilter>) => queryOptions({ queryKey: stationAdminKeys.roomList(p), queryFn: ({ signal }) => apiTable<RoomAdminRow>(paths.roomList, p, { signal }) }),
  devices: (p: Paged<DeviceAdminFilter>) =>
    queryOptions({ queryKey: stationAdminKeys.deviceList(p), queryFn: ({ signal }) => apiTable<DeviceAdminRow>(paths.deviceList, p, { signal }), refetchInterval: PRESENCE_REFRESH_MS }),
  skillQuestions: (p: Paged<SkillQuestionAdminFilter>) =>
    queryOptions({ queryKey: stationAdminKeys.skillQuestionList(p), queryFn: ({ signal }) => apiTable<SkillQuestionAdminRow>(paths.skillQuestionList, p, { signal }) }),
  examOptions: () => stationAdminQueries.exams(ALL),
  stationOptions: () => stationAdminQueries.stations(ALL),
  stationRooms: (stationId: number) => stationAdminQueries.rooms({ ...ALL, stationId }),
};

/**
 * Every write refreshes the whole 考站管理 (counts cross resources: a room changes its station's, a station its exam's)
 * and the call console's exams, stations and displays.
 */
const everything = { invalidates: [stationAdminKeys.all, stationConsoleKeys.all] };
const saveOrCreate = <B extends object>(path: string, idOf: (b: B) => number | undefined) => ({
  mutationFn: (body: B) => (idOf(body) ? apiPut(path, body) : apiPost(path, body)),
  meta: everything,
});
const removeMany = (path: string) => ({ mutationFn: (ids: number[]) => apiDelete(`${path}/${ids.join(',')}`), meta: everything });

export const stationAdminMutations = {
  saveExam: saveOrCreate<ExamAdminBody>(paths.exam, (b) => b.examId),
  removeExams: removeMany(paths.exam),
  saveStation: saveOrCreate<StationAdminBody>(paths.station, (b) => b.stationId),
  removeStations: removeMany(paths.station),
  saveRoom: saveOrCreate<RoomAdminBody>(paths.room, (b) => b.roomId),
  removeRooms: removeMany(paths.room),
  saveDevice: saveOrCreate<DeviceAdminBody>(paths.device, (b) => b.deviceId),
  removeDevices: removeMany(paths.device),
  saveSkillQuestion: saveOrCreate<SkillQuestionAdminBody>(paths.skillQuestion, (b) => b.id),
  removeSkillQuestions: removeMany(paths.skillQuestion),
};

/** RuoYi export file names: `<resource>_<timestamp>.xlsx`. */
export const exportExams = (f: ExamAdminFilter) => download(paths.examExport, f, `exam_${Date.now()}.xlsx`);
export const exportStations = (f: StationAdminFilter) => download(paths.stationExport, f, `station_${Date.now()}.xlsx`);
export const exportDevices = (f: DeviceAdminFilter) => download(paths.deviceExport, f, `device_${Date.now()}.xlsx`);
export const exportSkillQuestions = (f: SkillQuestionAdminFilter) => download(paths.skillQuestionExport, f, `skillQuestion_${Date.now()}.xlsx`);
