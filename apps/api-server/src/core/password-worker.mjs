// Password hashing thread of core/password-pool.ts: bcrypt costs ~85 ms of CPU per call, which must not run on the
// event loop (issue 14 row 9). Plain .mjs so that it runs as it is, whether the server runs under tsx or vitest.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, plain, hash, rounds }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(plain, rounds) : bcrypt.compareSync(plain, hash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
