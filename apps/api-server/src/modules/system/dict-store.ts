import type { DictData } from '@medteach/contract';
import { BusChannel, type Bus } from '../../core/bus';
import { enabledDictEntries } from './dict-repository';
import { SharedDataCache } from './shared-cache';
import type { Queryable } from '../../db/queryable';

/** How long an instance may serve dictionary entries it was not told changed (backstop of the bus). */
export const DICT_CACHE_TTL_MS = 60_000;
const byType = new SharedDataCache<DictData[]>(BusChannel.DICT_CHANGED, DICT_CACHE_TTL_MS);

/** Enabled entries of one dictionary type in display order (what clients and other modules read), cached (RuoYi DictUtils). */
export const dictByType = (db: Queryable, dictType: string) => byType.get(db, dictType, () => enabledDictEntries(db, dictType));
/** Subscribes this instance's cache of `db` to dictionary changes; returns the unsubscribe function. */
export const watchDictChanges = (bus: Bus, db: Queryable) => byType.watch(bus, db);
