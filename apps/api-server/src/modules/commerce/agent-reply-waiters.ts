import { BusChannel, type Bus } from '../../core/bus';

/**
 * Phones waiting for an agent's reply (long-poll), by student. An agent's reply on any instance is announced on the
 * bus (LISTEN/NOTIFY across PostgreSQL instances), which wakes this instance's waiters for that student; they then
 * read the new records from the table, so nothing but the wake-up travels on the bus.
 */
export class AgentReplyWaiters {
  private readonly waiting = new Map<number, Set<() => void>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly bus: Bus) {
    this.unsubscribe = bus.subscribe(BusChannel.AGENT_REPLY, (payload) => this.wake(Number(payload)));
  }

  announce(userId: number): Promise<void> {
    return this.bus.publish(BusChannel.AGENT_REPLY, String(userId));
  }

  /**
   * Starts waiting for the student's next announcement; `until` resolves then, after `ms`, on `cancel()`, or when
   * `gone` closes (the phone left). Start waiting before reading the table, so a reply written in between is not missed.
   */
  wait(userId: number, ms: number, gone: { once(event: 'close', fn: () => void): unknown }): { until: Promise<void>; cancel: () => void } {
    const set = this.waiting.get(userId) ?? new Set<() => void>();
    this.waiting.set(userId, set);
    let cancel = () => undefined as void;
    const until = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0 && this.waiting.get(userId) === set) this.waiting.delete(userId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
      gone.once('close', done);
      cancel = done;
    });
    return { until, cancel };
  }

  private wake(userId: number) {
    for (const done of [...(this.waiting.get(userId) ?? [])]) done();
  }

  close() {
    this.unsubscribe();
    for (const set of this.waiting.values()) for (const done of [...set]) done();
  }
}
