/** Free loopback ports for the servers tests and benches start (e2e, throwaway PostgreSQL, restart suites). */
import { createServer } from 'node:net';

/**
 * The first of `preferred` nobody listens on, else any free port the OS hands out.
 * @param {string} [host]
 * @param {number[]} preferred
 * @returns {Promise<number>}
 */
export async function freePort(host = '127.0.0.1', ...preferred) {
  for (const port of [...preferred, 0]) {
    /** @type {number | null} */
    const got = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, host, () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
      });
    });
    if (got) return got;
  }
  throw new Error('no free port');
}
