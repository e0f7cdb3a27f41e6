import type { FastifyInstance } from 'fastify';
import {
  roomAdminBody,
  roomAdminExportQuery,
  roomAdminQuery,
  stationAdminBody,
  stationAdminExportQuery,
  stationAdminMessages as msg,
  stationAdminPaths as paths,
  stationAdminQuery,
  type RoomAdminBody,
  type RoomAdminFilter,
  type RoomAdminRow,
  type StationAdminBody,
  type StationAdminFilter,
  type StationAdminRow,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource } from '../system/admin-resource';
import { deviceAdminRoutes } from './device-admin-routes';
import { examAdminRoutes } from './exam-admin-routes';
import { stationHub } from './hub';
import { skillQuestionAdminRoutes } from './skill-question-admin-routes';
import {
  deleteRooms,
  deleteStations,
  examExists,
  getAdminRoom,
  getStation,
  insertRoom,
  insertStation,
  listAdminRooms,
  listStations,
  roomNameTaken,
  stationBusy,
  stationDeviceCodes,
  stationNameTaken,
  updateRoom,
  updateStation,
} from './station-admin-repository';

export const STATION_ADMIN_TITLE = '考站管理';

/** Why a room cannot go: a screen is bound to it or examinees were placed in it. */
export function roomInUse(r: Pick<RoomAdminRow, 'roomName' | 'deviceCount' | 'examineeCount'>): string | null {
  if (r.deviceCount) return msg.roomUsed(r.roomName, `绑定了 ${r.deviceCount} 台显示设备，请先删除或改绑这些设备`);
  if (r.examineeCount) return msg.roomUsed(r.roomName, `已有 ${r.examineeCount} 名考生在此考试`);
  return null;
}

/**
 * 考站管理 (issue 17): `/examStation/admin/{exam,station,room,device,skillQuestion}`, admin only and logged. Nothing
 * the screens read is cached (exam-repository.ts reads per request); what a write changes under a connected screen
 * (its device moved or gone, its station deleted) ends that screen's connections so it reconnects to the new state;
 * any other edit of a station or its rooms tells the station's screens to refetch once it has committed.
 */
export async function stationAdminRoutes(app: FastifyInstance) {
  const hub = stationHub(app.ctx);
  await app.register(examAdminRoutes);
  await app.register(deviceAdminRoutes);
  await app.register(skillQuestionAdminRoutes);

  registerAdminResource<StationAdminRow, StationAdminBody, StationAdminFilter>(app, {
    title: STATION_ADMIN_TITLE,
    label: '考站',
    base: paths.station,
    listPath: paths.stationList,
    exportPath: paths.stationExport,
    idName: 'stationId',
    query: stationAdminQuery,
    exportQuery: stationAdminExportQuery,
    body: stationAdminBody,
    idOf: (b) => b.stationId,
    list: listStations,
    get: getStation,
    check: async (db, b, verb, exceptId) => {
      if (!(await examExists(db, b.examId))) throw refused(msg.noSuchExam);
      if (await stationNameTaken(db, b.examId, b.stationName, exceptId)) throw refused(msg.nameTaken(verb, '考站', b.stationName));
    },
    insert: insertStation,
    update: updateStation,
    inUse: async (db, s) => {
      const busy = await stationBusy(db, s.stationId);
      return busy ? msg.stationBusy(s.stationName, busy) : null;
    },
    // Rooms, examinees, devices and questions go with it (the console lists them in its question); its screens end.
    remove: async (db, ids) => {
      const codes = await stationDeviceCodes(db, ids);
      await deleteStations(db, ids);
      for (const code of codes) hub.disconnectDevice(code);
    },
    afterWrite: (_db, rows) => hub.stationsChanged(rows.map((s) => s.stationId)),
    sheetName: '考站数据',
    columns: [
      { header: '考站编号', value: (s) => s.stationId },
      { header: '考试', value: (s) => s.examName, width: 30 },
      { header: '考站名称', value: (s) => s.stationName, width: 20 },
      { header: '考试时长(秒)', value: (s) => s.examSeconds },
      { header: '隐藏姓名', value: (s) => (s.maskNames ? '是' : '否') },
      { header: '考室数', value: (s) => s.roomCount },
      { header: '考生数', value: (s) => s.examineeCount },
      { header: '设备数', value: (s) => s.deviceCount },
    ],
  });

  registerAdminResource<RoomAdminRow, RoomAdminBody, RoomAdminFilter>(app, {
    title: STATION_ADMIN_TITLE,
    label: '考室',
    base: paths.room,
    listPath: paths.roomList,
    exportPath: paths.roomExport,
    idName: 'roomId',
    query: roomAdminQuery,
    exportQuery: roomAdminExportQuery,
    body: roomAdminBody,
    idOf: (b) => b.roomId,
    list: listAdminRooms,
    get: getAdminRoom,
    check: async (db, b, verb, exceptId) => {
      if (!(await getStation(db, b.stationId))) throw refused(msg.noSuchStation);
      const before = exceptId ? await getAdminRoom(db, exceptId) : undefined;
      // Its screens and examinees belong to its station: a room in use stays where it is.
      if (before && before.stationId !== b.stationId && (before.deviceCount || before.examineeCount)) throw refused(`考室'${before.roomName}'已在使用，不能移到其他考站`);
      if (await roomNameTaken(db, b.stationId, b.roomName, exceptId)) throw refused(msg.nameTaken(verb, '考室', b.roomName));
    },
    insert: insertRoom,
    update: updateRoom,
    inUse: async (_db, r) => roomInUse(r),
    remove: deleteRooms,
    // A room moved to another station: the screens of both.
    afterWrite: (_db, rows) => hub.stationsChanged(rows.map((r) => r.stationId)),
    sheetName: '考室数据',
    columns: [
      { header: '考室编号', value: (r) => r.roomId },
      { header: '考站', value: (r) => r.stationName, width: 20 },
      { header: '考室名称', value: (r) => r.roomName, width: 20 },
      { header: '显示顺序', value: (r) => r.sort },
      { header: '设备数', value: (r) => r.deviceCount },
    ],
  });
}
