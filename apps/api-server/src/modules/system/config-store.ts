import { BusChannel, type Bus } from '../../core/bus';
import { findConfigValue } from './config-repository';
import { SharedDataCache } from './shared-cache';
import type { Queryable } from '../../db/queryable';

/** How long an instance may serve a config value it was not told changed (backstop of the bus). */
export const CONFIG_CACHE_TTL_MS = 60_000;
const values = new SharedDataCache<string>(BusChannel.CONFIG_CHANGED, CONFIG_CACHE_TTL_MS);

/** The value of a config key ('' when missing, as RuoYi). Other modules read settings through this. */
export const configValue = (db: Queryable, key: string) => values.get(db, key, async () => (await findConfigValue(db, key)) ?? '');
export const configFlag = async (db: Queryable, key: string) => (await configValue(db, key)) === 'true';
/** An optional whole-number setting of at least `least`; missing or unreadable gives `fallback`. */
export async function wholeNumberSetting(db: Queryable, key: string, fallback: number, least: number): Promise<number> {
  const text = (await configValue(db, key)).trim();
  const value = Number(text);
  return text !== '' && Number.isSafeInteger(value) && value >= least ? value : fallback;
}
/** This instance only; writes publish `BusChannel.CONFIG_CHANGED` instead, which reaches every instance. */
export const clearConfigCache = (db: Queryable) => values.clear(db);
/** Subscribes this instance's cache of `db` to config changes; returns the unsubscribe function. */
export const watchConfigChanges = (bus: Bus, db: Queryable) => values.watch(bus, db);
