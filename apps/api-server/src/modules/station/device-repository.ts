import type { DeviceInfo } from '@medteach/contract';
import type { Queryable } from '../../db/queryable';

/** Display devices (wall and room screens): found by code address or key hash, never by their guessable row id. */

const DEVICE_COLUMNS = ['device_id as deviceId', 'code_address as codeAddress', 'station_id as stationId', 'room_id as roomId'] as const;

/** By code address only: numeric row ids are guessable and never identify a device (issue 14 row 5). */
export async function findDevice(db: Queryable, codeAddress: string): Promise<DeviceInfo | undefined> {
  return db.selectFrom('exam_device').select(DEVICE_COLUMNS).where('code_address', '=', codeAddress).executeTakeFirst();
}

export async function findDeviceByIp(db: Queryable, ip: string): Promise<DeviceInfo | undefined> {
  return db.selectFrom('exam_device').select(DEVICE_COLUMNS).where('ip', '=', ip).orderBy('device_id').executeTakeFirst();
}

/** The device whose key has this SHA-256 (pairing.ts hashes the key; the database never holds the key itself). */
export async function findDeviceByKeyHash(db: Queryable, keyHash: string): Promise<DeviceInfo | undefined> {
  return db.selectFrom('exam_device').select(DEVICE_COLUMNS).where('key_hash', '=', keyHash).executeTakeFirst();
}

/** Stores a new key hash (the previous key stops working); false when there is no such device. */
export async function setDeviceKey(db: Queryable, codeAddress: string, keyHash: string | null, pairedAt: string | null): Promise<boolean> {
  const result = await db.updateTable('exam_device').set({ key_hash: keyHash, paired_at: pairedAt }).where('code_address', '=', codeAddress).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records when a display last connected or disconnected (any instance), for the console while it is offline. */
export async function markDeviceSeen(db: Queryable, codeAddress: string, at: string): Promise<void> {
  await db.updateTable('exam_device').set({ seen_at: at }).where('code_address', '=', codeAddress).execute();
}

export interface StationDevice {
  codeAddress: string;
  roomId: number | null;
  paired: boolean;
  pairedAt: string | null;
  /** When it last connected or disconnected; null if never seen. */
  seenAt: string | null;
}

/** The station's devices: wall displays first, then room screens by room. */
export async function listDevices(db: Queryable, stationId: number): Promise<StationDevice[]> {
  const rows = await db
    .selectFrom('exam_device')
    .select(['code_address', 'room_id', 'key_hash', 'paired_at', 'seen_at'])
    .where('station_id', '=', stationId)
    .orderBy((eb) => eb('room_id', 'is not', null))
    .orderBy('room_id')
    .orderBy('code_address')
    .execute();
  return rows.map((r) => ({ codeAddress: r.code_address, roomId: r.room_id, paired: r.key_hash !== null, pairedAt: r.paired_at, seenAt: r.seen_at }));
}
