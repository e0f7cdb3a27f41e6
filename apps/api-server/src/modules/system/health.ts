import type { HealthStatus } from '@medteach/contract';
import { ping } from '../../db/engine';
import type { Queryable } from '../../db/queryable';

/** The database's part of the health answer: UP when it answers a trivial query, DOWN when it fails or cannot be reached. */
export async function databaseStatus(db: Queryable): Promise<HealthStatus['db']> {
  try {
    return (await ping(db)) ? 'UP' : 'DOWN';
  } catch {
    return 'DOWN';
  }
}
