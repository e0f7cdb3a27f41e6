import { describe, expect, it } from 'vitest';
import { BusChannel, LocalBus } from '../../core/bus';
import { SharedDataCache } from './shared-cache';

describe('SharedDataCache', () => {
  it('serves a value until its TTL, per database handle, and drops it when the channel arrives', async () => {
    let now = 0;
    let loads = 0;
    const cache = new SharedDataCache<number>(BusChannel.CONFIG_CHANGED, 1_000, () => now);
    const load = async () => ++loads;
    const [dbA, dbB] = [{}, {}];
    expect(await cache.get(dbA, 'k', load)).toBe(1);
    expect(await cache.get(dbA, 'k', load)).toBe(1);
    expect(await cache.get(dbB, 'k', load)).toBe(2);
    now = 1_000;
    expect(await cache.get(dbA, 'k', load)).toBe(3);
    expect(await cache.get(dbB, 'k', load)).toBe(4);

    const bus = new LocalBus();
    const unwatch = cache.watch(bus, dbA);
    await bus.publish(BusChannel.DICT_CHANGED); // another channel: kept
    expect(await cache.get(dbA, 'k', load)).toBe(3);
    await bus.publish(BusChannel.CONFIG_CHANGED);
    expect(await cache.get(dbA, 'k', load)).toBe(5);
    expect(await cache.get(dbB, 'k', load)).toBe(4); // only the watched handle is cleared
    unwatch();
    await bus.publish(BusChannel.CONFIG_CHANGED);
    expect(await cache.get(dbA, 'k', load)).toBe(5);
  });

  it('does not keep a value loaded before a clear that happened while it was loading', async () => {
    const cache = new SharedDataCache<string>(BusChannel.DICT_CHANGED, 60_000);
    const db = {};
    let release: (v: string) => void = () => undefined;
    const slow = cache.get(db, 'k', () => new Promise<string>((r) => (release = r)));
    cache.clear(db); // a write lands while the old value is on its way
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get(db, 'k', async () => 'new')).toBe('new');
  });
});
