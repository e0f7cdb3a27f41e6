import { afterEach } from 'vitest';
import { testServer } from '../../src/test-helpers';

export type TestServer = Awaited<ReturnType<typeof testServer>>;

/**
 * A `server(overrides)` for suites that start a fresh seeded server per test (different settings each time); every
 * server started in a test is closed after it.
 */
export function serversPerTest(): (overrides?: Parameters<typeof testServer>[0]) => Promise<TestServer> {
  const started: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.close()));
  });
  return async (overrides = {}) => {
    const s = await testServer(overrides);
    started.push(s);
    return s;
  };
}
