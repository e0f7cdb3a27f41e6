import type { Bus, BusChannelName } from './bus';

/**
 * Long-polls waiting for news on one bus channel, by key (the payload of the channel's messages): e.g. phones
 * waiting for an agent's reply (key = the student's user id) or consoles waiting for the service-desk inbox to
 * change (one key). A message on any instance reaches every instance through the bus (LISTEN/NOTIFY on PostgreSQL)
 * and wakes this instance's waiters for its key; they then read the news from the database, so nothing but the
 * wake-up travels on the bus.
 */
export class BusWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: Bus,
    private readonly channel: BusChannelName,
  ) {
    this.unsubscribe = bus.subscribe(channel, (payload) => this.wake(payload));
  }

  announce(key: string | number): Promise<void> {
    return this.bus.publish(this.channel, String(key));
  }

  /**
   * Starts waiting for the key's next announcement; `until` resolves then, after `ms`, on `cancel()`, or when
   * `gone` closes (the client left). Start waiting before reading the table, so news written in between is not missed.
   */
  wait(key: string | number, ms: number, gone: { once(event: 'close', fn: () => void): unknown }): { until: Promise<void>; cancel: () => void } {
    const id = String(key);
    const set = this.waiting.get(id) ?? new Set<() => void>();
    this.waiting.set(id, set);
    let cancel = () => undefined as void;
    const until = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0 && this.waiting.get(id) === set) this.waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
      gone.once('close', done);
      cancel = done;
    });
    return { until, cancel };
  }

  private wake(key: string) {
    for (const done of [...(this.waiting.get(key) ?? [])]) done();
  }

  close() {
    this.unsubscribe();
    for (const set of this.waiting.values()) for (const done of [...set]) done();
  }
}
