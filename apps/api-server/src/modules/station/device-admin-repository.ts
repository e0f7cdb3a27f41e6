import type { DeviceAdminBody, DeviceAdminFilter, DeviceAdminRow } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

/** 显示设备 (issue 17): wall screens (no room) and room screens; the key itself is issued by the call console's route. */

const devices = (db: Queryable, f: DeviceAdminFilter) => {
  let query = db.selectFrom('exam_device as d').innerJoin('exam_station as s', 's.station_id', 'd.station_id').leftJoin('exam_room as r', 'r.room_id', 'd.room_id');
  if (f.codeAddress) query = query.where(containsText('d.code_address', f.codeAddress));
  if (f.stationId) query = query.where('d.station_id', '=', f.stationId);
  return query;
};

const deviceColumns = (query: ReturnType<typeof devices>) =>
  query.select([
    'd.device_id as deviceId',
    'd.code_address as codeAddress',
    'd.station_id as stationId',
    's.station_name as stationName',
    'd.room_id as roomId',
    'r.room_name as roomName',
    'd.ip',
    'd.key_hash',
    'd.paired_at as pairedAt',
    'd.seen_at as seenAt',
  ]);

/** A device as stored; `connections` is the hub's to tell. */
export type StoredDevice = Omit<DeviceAdminRow, 'connections'>;

const toDevice = ({ key_hash, ...r }: Awaited<ReturnType<ReturnType<typeof deviceColumns>['executeTakeFirstOrThrow']>>): StoredDevice => ({
  ...r,
  paired: key_hash !== null,
});

export async function listAdminDevices(db: Queryable, f: DeviceAdminFilter, page?: Page): Promise<{ total: number; rows: StoredDevice[] }> {
  const rows = await onePage(deviceColumns(devices(db, f)).orderBy('d.station_id').orderBy('d.code_address'), page).execute();
  return { total: await countRows(devices(db, f)), rows: rows.map(toDevice) };
}

export async function getAdminDevice(db: Queryable, deviceId: number): Promise<StoredDevice | undefined> {
  const row = await deviceColumns(devices(db, {})).where('d.device_id', '=', deviceId).executeTakeFirst();
  return row && toDevice(row);
}

/** Whether another device holds this code address (case-insensitively: `a1` and `A1` are one screen to staff). */
export async function codeAddressTaken(db: Queryable, codeAddress: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('exam_device')
    .select('device_id')
    .where((eb) => eb(eb.fn('lower', ['code_address']), '=', codeAddress.toLowerCase()))
    .where('device_id', '<>', exceptId)
    .executeTakeFirst();
  return !!row;
}

/** The other device registered at this IP (a room screen without a code address is found by its IP). */
export async function deviceAtIp(db: Queryable, ip: string, exceptId = 0): Promise<string | undefined> {
  const row = await db.selectFrom('exam_device').select('code_address').where('ip', '=', ip).where('device_id', '<>', exceptId).executeTakeFirst();
  return row?.code_address;
}

export async function roomStation(db: Queryable, roomId: number): Promise<number | undefined> {
  return (await db.selectFrom('exam_room').select('station_id').where('room_id', '=', roomId).executeTakeFirst())?.station_id;
}

const deviceValues = (b: DeviceAdminBody) => ({ code_address: b.codeAddress, station_id: b.stationId, room_id: b.roomId, ip: b.ip });

export async function insertDevice(db: Queryable, b: DeviceAdminBody): Promise<number> {
  const { device_id } = await db.insertInto('exam_device').values(deviceValues(b)).returning('device_id').executeTakeFirstOrThrow();
  return device_id;
}

/**
 * A new code address is another screen: the display's link names the old one, so its key is revoked (pair it again).
 * A move to another station or room keeps the key; the routes end its connections so it rejoins where it now is.
 */
export async function updateDevice(db: Queryable, deviceId: number, b: DeviceAdminBody, before: StoredDevice): Promise<void> {
  const renamed = before.codeAddress !== b.codeAddress;
  await db
    .updateTable('exam_device')
    .set({ ...deviceValues(b), ...(renamed ? { key_hash: null, paired_at: null } : {}) })
    .where('device_id', '=', deviceId)
    .execute();
}

export async function deleteDevices(db: Queryable, deviceIds: number[]): Promise<void> {
  await db.deleteFrom('exam_device').where('device_id', 'in', deviceIds).execute();
}
