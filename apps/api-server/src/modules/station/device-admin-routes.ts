import type { FastifyInstance } from 'fastify';
import {
  deviceAdminBody,
  deviceAdminExportQuery,
  deviceAdminQuery,
  stationAdminMessages as msg,
  stationAdminPaths as paths,
  type DeviceAdminBody,
  type DeviceAdminFilter,
  type DeviceAdminRow,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource } from '../system/admin-resource';
import { codeAddressTaken, deleteDevices, deviceAtIp, getAdminDevice, insertDevice, listAdminDevices, roomStation, updateDevice, type StoredDevice } from './device-admin-repository';
import { stationHub, type StationHub } from './hub';
import { stationExists } from './skill-question-admin-repository';

export const DEVICE_ADMIN_TITLE = '显示设备';

/** The devices with their live connections now (the hub asks every instance, one question per station listed). */
async function withPresence(hub: StationHub, devices: StoredDevice[]): Promise<DeviceAdminRow[]> {
  const stations = [...new Set(devices.map((d) => d.stationId))];
  const presence = new Map(await Promise.all(stations.map(async (id) => [id, await hub.presenceIn(id)] as const)));
  return devices.map((d) => ({ ...d, connections: presence.get(d.stationId)?.get(d.codeAddress)?.connections ?? 0 }));
}

/**
 * 显示设备 (`/examStation/admin/device`, issue 17). Pairing stays the call console's (`/examStation/console/deviceKey`
 * and its revoke): this resource registers the screens. A device renamed, moved or deleted loses its live
 * connections at once: the screen reconnects (and joins its new station's room) or, renamed or gone, must pair again.
 */
export async function deviceAdminRoutes(app: FastifyInstance) {
  const hub = stationHub(app.ctx);

  registerAdminResource<DeviceAdminRow, DeviceAdminBody, DeviceAdminFilter>(app, {
    title: DEVICE_ADMIN_TITLE,
    label: '设备',
    base: paths.device,
    listPath: paths.deviceList,
    exportPath: paths.deviceExport,
    idName: 'deviceId',
    query: deviceAdminQuery,
    exportQuery: deviceAdminExportQuery,
    body: deviceAdminBody,
    idOf: (b) => b.deviceId,
    list: async (db, f, page) => {
      const { total, rows } = await listAdminDevices(db, f, page);
      return { total, rows: await withPresence(hub, rows) };
    },
    get: async (db, id) => {
      const device = await getAdminDevice(db, id);
      return device && (await withPresence(hub, [device]))[0];
    },
    check: async (db, b, verb, exceptId) => {
      if (!(await stationExists(db, b.stationId))) throw refused(msg.noSuchStation);
      if (b.roomId !== null && (await roomStation(db, b.roomId)) !== b.stationId) throw refused(msg.roomNotInStation);
      if (await codeAddressTaken(db, b.codeAddress, exceptId)) throw refused(msg.codeTaken(verb, b.codeAddress));
      const other = b.ip ? await deviceAtIp(db, b.ip, exceptId) : undefined;
      if (other) throw refused(msg.ipTaken(verb, b.codeAddress, b.ip, other));
    },
    insert: insertDevice,
    update: async (db, id, b, before) => {
      await updateDevice(db, id, b, before);
      if (before.codeAddress !== b.codeAddress || before.stationId !== b.stationId || before.roomId !== b.roomId) hub.disconnectDevice(before.codeAddress);
    },
    // Exam-day history (exam_call_log) names rooms, never devices: a device goes alone.
    inUse: async () => null,
    remove: async (db, ids) => {
      const gone = await Promise.all(ids.map((id) => getAdminDevice(db, id)));
      await deleteDevices(db, ids);
      for (const d of gone) if (d) hub.disconnectDevice(d.codeAddress);
    },
    sheetName: '显示设备数据',
    columns: [
      { header: '设备编号', value: (d) => d.codeAddress },
      { header: '考站', value: (d) => d.stationName, width: 20 },
      { header: '考室', value: (d) => d.roomName ?? '墙屏（候考叫号）', width: 20 },
      { header: 'IP地址', value: (d) => d.ip, width: 18 },
      { header: '配对', value: (d) => (d.paired ? '已配对' : '未配对') },
      { header: '配对时间', value: (d) => d.pairedAt ?? '', width: 22 },
      { header: '状态时间', value: (d) => d.seenAt ?? '', width: 22 },
    ],
  });
}
