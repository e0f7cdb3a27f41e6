import type { FastifyInstance } from 'fastify';
import { LOG_RETENTION_CONFIG_KEY, LOG_RETENTION_DAYS_DEFAULT } from '@medteach/contract';
import { nowText } from '../../db/db';
import { configValue } from './config-store';
import { deleteLogsBefore } from './log-repository';
import type { Queryable } from '../../db/queryable';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired entries are dropped at start and then once a day. */
export const LOG_CLEANUP_INTERVAL_MS = DAY_MS;

/** Days to keep: the config `sys.log.retentionDays` when it is a whole number ≥ 0 (0 keeps everything), else 180. */
export async function retentionDays(db: Queryable): Promise<number> {
  const text = (await configValue(db, LOG_RETENTION_CONFIG_KEY)).trim();
  return /^\d{1,5}$/.test(text) ? Number(text) : LOG_RETENTION_DAYS_DEFAULT;
}

/** Drops operation and login log entries older than the retention; returns how many went. */
export async function dropExpiredLogs(db: Queryable, now = new Date()): Promise<number> {
  const days = await retentionDays(db);
  if (days === 0) return 0;
  return deleteLogsBefore(db, nowText(new Date(now.getTime() - days * DAY_MS)));
}

/**
 * Runs the retention at start (without delaying it) and daily. Every instance of a cluster runs it; deleting what
 * another instance already deleted is harmless.
 */
export function scheduleLogRetention(app: FastifyInstance): void {
  const { db } = app.ctx;
  const run = () => app.logWriter.write('log retention', async () => {
    const dropped = await dropExpiredLogs(db);
    if (dropped) app.log.info({ dropped }, 'expired log entries dropped');
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, LOG_CLEANUP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
