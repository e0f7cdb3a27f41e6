import type { Bus, BusChannelName } from '../../core/bus';

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * One instance's cache of rarely written rows (dictionaries, configs), kept per database handle (tests run several
 * servers in one process). Every write publishes `channel` on the bus and every instance clears its entries on it
 * (issue 15); entries also expire after `ttlMs`, the backstop for a message lost while a bus connection was down.
 */
export class SharedDataCache<V> {
  private readonly byDb = new WeakMap<object, Map<string, Entry<V>>>();

  constructor(
    readonly channel: BusChannelName,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(db: object, key: string, load: () => Promise<V>): Promise<V> {
    let entries = this.byDb.get(db);
    if (!entries) this.byDb.set(db, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const value = await load();
    // Stored in the map taken before loading: a clear() meanwhile dropped that map, so a stale value goes with it.
    entries.set(key, { value, until: this.now() + this.ttlMs });
    return value;
  }

  clear(db: object) {
    this.byDb.delete(db);
  }

  /** Clears `db`'s entries whenever `channel` arrives on `bus`; returns the unsubscribe function. */
  watch(bus: Bus, db: object): () => void {
    return bus.subscribe(this.channel, () => this.clear(db));
  }
}
