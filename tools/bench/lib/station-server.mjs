/**
 * api-server for the station benchmarks: a temporary DATA_DIR (seeded on start), loopback only, the built apps
 * served so a real display page can be opened, plus the call console through its API as the seeded admin.
 *
 * The display page always dials `<page host>:7777` (spec §9). To leave a running `npm start` or e2e server on
 * 127.0.0.1:7777 alone, the bench server listens on another loopback address with its socket on 7777 there
 * (Linux routes all of 127.0.0.0/8 to lo). Where that is impossible it falls back to 127.0.0.1 and a free socket
 * port, and `pageReady` is false: socket clients still work, a browser page would not reach the socket.
 */
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';
import { probePort, startReadyScript, startTempApiServer } from './server-process.mjs';

export const BENCH_HOST = '127.0.0.3';
export const FALLBACK_HOST = '127.0.0.1';
const ADMIN = { username: 'admin', password: 'admin123' };

/**
 * The station constants from the contract (event names, socket port), so the benches use the names the apps use.
 * @returns {Promise<typeof import('../../../libs/contract/src/station')>}
 */
export function loadStationContract() {
  return tsImport(join(WORKSPACE_ROOT, 'libs/contract/src/station.ts'), import.meta.url);
}

/** A second instance's loopback address (two-instance mode: each instance needs its own `<host>:7777`). */
export const SECOND_BENCH_HOST = '127.0.0.4';

/**
 * Starts api-server; `stop()` shuts it down (SIGTERM) and removes its data.
 * @param {{ socketPort: number }} contract the spec's socket port (7777)
 * @param {string[]} [pageHosts] other host names the pages are opened under (allowed origins of the socket)
 * @param {{ host?: string, env?: Record<string, string> }} [opts] host: the loopback address to try first
 *   (BENCH_HOST); env: e.g. DATABASE_URL + TOKEN_SECRET for several instances on one PostgreSQL
 */
export async function startStationServer({ socketPort: specSocketPort }, pageHosts = [], { host: preferredHost = BENCH_HOST, env = {} } = {}) {
  const pageReady = (await probePort(preferredHost, specSocketPort)) !== null;
  const host = pageReady ? preferredHost : FALLBACK_HOST;
  const { baseUrl, port, socketPort, db, stop } = await startTempApiServer({
    host,
    socketPort: pageReady ? specSocketPort : undefined,
    staticDir: join(WORKSPACE_ROOT, 'dist', 'apps'),
    pageHosts,
    env,
  });
  return { baseUrl, host, port, socketPort, socketUrl: `http://${host}:${socketPort}`, pageReady, db, stop };
}

/**
 * The call console of a running server, logged in as the seeded admin.
 * @param {string} baseUrl
 */
export async function openConsole(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { data, msg } = /** @type {{ data?: { access_token?: string }, msg: string }} */ (await login.json());
  const token = data?.access_token;
  if (!token) throw new Error(`admin login failed: ${msg}`);
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  return {
    /** The admin's access token (the dashboard socket's handshake carries it). */
    token,
    /**
     * POST /api/examStation/console/action; rejects unless the server answers code 200.
     * @param {'call' | 'recall' | 'start' | 'pass' | 'end'} action
     * @param {number} roomId
     * @param {number} examineeId
     */
    async act(action, roomId, examineeId) {
      const res = await fetch(`${baseUrl}/api/examStation/console/action`, { method: 'POST', headers, body: JSON.stringify({ action, roomId, examineeId }) });
      const body = /** @type {{ code: number, msg: string, data: { delivered: number } }} */ (await res.json());
      if (body.code !== 200) throw new Error(`${action} room ${roomId} examinee ${examineeId}: ${body.msg}`);
      return body.data;
    },
    /**
     * 生成配对链接: issues a display's device key (a display needs it for its API calls and its socket, issue 14).
     * @param {string} codeAddress
     * @returns {Promise<string>} the device key
     */
    async pair(codeAddress) {
      const res = await fetch(`${baseUrl}/api/examStation/console/deviceKey`, { method: 'POST', headers, body: JSON.stringify({ codeAddress }) });
      const body = /** @type {{ code: number, msg: string, data: { deviceKey: string } }} */ (await res.json());
      if (body.code !== 200) throw new Error(`pair ${codeAddress}: ${body.msg}`);
      return body.data.deviceKey;
    },
    /**
     * GET /api/examStation/console/station/{stationId}: rooms, examinees and display presence.
     * @param {number} stationId
     * @returns {Promise<import('../../../libs/contract/src/station').ConsoleStation>}
     */
    async station(stationId) {
      const res = await fetch(`${baseUrl}/api/examStation/console/station/${stationId}`, { headers });
      const body = /** @type {{ code: number, msg: string, data: import('../../../libs/contract/src/station').ConsoleStation }} */ (await res.json());
      if (body.code !== 200) throw new Error(`station ${stationId}: ${body.msg}`);
      return body.data;
    },
  };
}

const CYCLE = /** @type {const} */ (['call', 'recall', 'pass']);
const ROOMS = 4;
/**
 * Console actions that can repeat forever at seeded station 1 (rooms 1-4, examinees 1-20): per room, its own
 * examinee is called, recalled and passed (a passed examinee may be called again), so every action emits an event
 * to the station's displays and the rooms never fill up.
 * @param {number} index 0, 1, 2, …
 * @returns {{ action: 'call' | 'recall' | 'pass', roomId: number, examineeId: number }}
 */
export function repeatableAction(index) {
  const step = Math.floor(index / ROOMS);
  const roomId = (index % ROOMS) + 1;
  return { action: CYCLE[step % CYCLE.length], roomId, examineeId: roomId };
}

/** After a multiple of this many repeatable actions every room is back to where it started (all passed). */
export const ACTION_CYCLE = CYCLE.length * ROOMS;

/**
 * The first index ≥ `index` at which the repeatable actions have left every room as it started: a bench that
 * stopped mid-cycle plays the actions up to it before calling anyone else (a paint round calls examinee 5 to room 1).
 * @param {number} index
 */
export const cycleEnd = (index) => Math.ceil(index / ACTION_CYCLE) * ACTION_CYCLE;

/**
 * Two-instance mode: display client i connects to instance i mod count (50/50 for two).
 * @template T
 * @param {T[]} instances
 * @param {number} i
 */
export const instanceOfDisplay = (instances, i) => instances[i % instances.length];

/**
 * Starts the raw socket.io baseline server in its own process; resolves with its URL and a stop function.
 * @param {string} host
 * @param {string} event the event name it broadcasts
 */
export async function startRawBroadcastServer(host, event) {
  const { port, stop } = await startReadyScript('raw-broadcast-server.mjs', [host, event]);
  return { url: `http://${host}:${port}`, stop };
}
