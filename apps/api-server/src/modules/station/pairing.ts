import { createHash, randomBytes } from 'node:crypto';
import type { DeviceInfo, DeviceKeyIssued } from '@medteach/contract';
import { nowText } from '../../db/db';
import { findDeviceByKeyHash, setDeviceKey } from './device-repository';
import type { Queryable } from '../../db/queryable';

/**
 * Display pairing (issue 14 rows 4-5): the call console issues a random key per display device; the screen sends it
 * with every call and in the socket handshake. Only its SHA-256 is stored, so the database never holds a usable key;
 * issuing again replaces the old key, revoking removes it. A key of 24 random bytes cannot be guessed, so looking a
 * device up by the key's hash is safe.
 */
const KEY_BYTES = 24;

const hashKey = (deviceKey: string) => createHash('sha256').update(deviceKey).digest('hex');

/** A paired device with this key, or undefined (unknown, revoked or malformed key). */
export async function pairedDevice(db: Queryable, deviceKey: string | undefined): Promise<DeviceInfo | undefined> {
  if (!deviceKey || deviceKey.length > 128) return undefined;
  return findDeviceByKeyHash(db, hashKey(deviceKey));
}

/** Issues a new key for the device (the previous one stops working); null when there is no such device. */
export async function issueDeviceKey(db: Queryable, codeAddress: string): Promise<DeviceKeyIssued | null> {
  const deviceKey = randomBytes(KEY_BYTES).toString('base64url');
  const pairedAt = nowText();
  return (await setDeviceKey(db, codeAddress, hashKey(deviceKey), pairedAt)) ? { codeAddress, deviceKey, pairedAt } : null;
}

/** Revokes the device's key; false when there is no such device. */
export const revokeDeviceKey = (db: Queryable, codeAddress: string): Promise<boolean> => setDeviceKey(db, codeAddress, null, null);

/** Real names and job numbers as a station that masks them shows them: 王* / 欧**东, JS****01. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

export function maskJobNumber(jobNumber: string): string {
  const chars = [...jobNumber];
  if (chars.length <= 4) return '*'.repeat(chars.length);
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 4) + chars.slice(-2).join('');
}
