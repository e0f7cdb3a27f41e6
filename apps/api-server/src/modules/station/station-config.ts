import { ConfigKey } from '@medteach/contract';
import { configFlag } from '../system/config-store';
import type { StationRow } from './exam-repository';
import type { Queryable } from '../../db/queryable';

/** Names are masked when the station says so, or the deployment-wide `station.maskNames` config does. */
export const namesMasked = async (db: Queryable, station: Pick<StationRow, 'maskNames'>): Promise<boolean> =>
  station.maskNames || configFlag(db, ConfigKey.STATION_MASK_NAMES);

/** Whether `now` lies in the exam window of the station (an unscheduled exam is closed). */
export function inExamWindow(station: Pick<StationRow, 'startsAt' | 'endsAt'>, now: string): boolean {
  return !!station.startsAt && !!station.endsAt && station.startsAt <= now && now <= station.endsAt;
}
