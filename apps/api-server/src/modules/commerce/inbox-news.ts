import { BusChannel, type Bus } from '../../core/bus';

/** The one key consoles wait on: every agent sees the whole inbox. */
export const INBOX_KEY = 'inbox';

/** Wakes every console waiting on the service-desk inbox, on every instance (the news itself is read from the tables). */
export function announceInboxNews(bus: Bus): Promise<void> {
  return bus.publish(BusChannel.SERVICE_DESK_CHANGED, INBOX_KEY);
}
