import { formatDateTime } from '@medteach/ui-kit';

/** Spec §4/§9: a pull-down over 50 px fetches a page of history. */
export const CHAT_PULL_DOWN_PX = 50;
/** The learner app's customer-service line when the link names none (`?identify=`). */
export const DEFAULT_CHAT_IDENTIFY = 'YCSY';

/** History is read up to the moment the chat opened, so messages sent now do not shift the pages. */
export const chatOpenedAt = (now = new Date()) => formatDateTime(now);
/** Relative times (刚刚, N分钟前 …) are redrawn this often, so they do not go stale while the chat stays open. */
export const CHAT_TIME_REFRESH_MS = 30_000;
