/**
 * A private api-server for tests that really stop and restart it (the harness server is shared by every worker):
 * the station restart test (socket through a restart) and the fault suite (the API gone, then back).
 *
 * It serves the built apps (STATIC_DIR = dist/apps, as global-setup.ts does) on its own origin; their runtime
 * config.js leaves the API base empty, so a page opened at `baseUrl` talks to this server only.
 *
 * The display always dials `<page host>:7777` (spec §9), and the harness server holds 7777 on 127.0.0.1, so this
 * one listens on another loopback address (Linux routes all of 127.0.0.0/8 to lo) with a free HTTP port. Restarting
 * keeps the ports and the DATA_DIR (database and token secret), so recorded state and tokens survive the restart.
 *
 * A start may move the server's clock (`start({ clockOffsetMs })`, docs/testing.md "e2e clock override"): the process runs with
 * tools/lib/shifted-clock.mjs preloaded, so its whole JavaScript clock (tokens, sessions, FSRS "today", timestamps it
 * writes) reads real time plus the offset — e.g. a day later on the same data (e2e/tests/clock/review-next-day.spec.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
// The e2e harness reuses the workspace's server scripts (as global-setup.ts does): tooling, not a lib.
import { spawnApiServer, stopApiServer, waitForHealth } from '../../tools/lib/server.mjs';
import { freePort } from '../../tools/lib/ports.mjs';
import { WORKSPACE_ROOT } from '../../tools/lib/run.mjs';
import { CLOCK_OFFSET_ENV, DAY_MS, shiftedClockLaunch } from '../../tools/lib/clock-offset.mjs';
import { STATION_SOCKET_PORT } from './ports';

export const OWN_SERVER_HOST = '127.0.0.2';
/** SOCKET_PORT=0: the OS picks a free port (suites that never open the station display). */
export const ANY_SOCKET_PORT = 0;

export interface OwnApiServerOptions {
  /**
   * The station socket's port on OWN_SERVER_HOST. The display needs 7777 (the default); a suite without the
   * display passes ANY_SOCKET_PORT so it can run next to the station suite's own server.
   */
  socketPort?: number;
}

/** A day in milliseconds: `start({ clockOffsetMs: ONE_DAY_MS })` runs the server tomorrow. */
export const ONE_DAY_MS = DAY_MS;

export interface OwnApiServerStart {
  /** Milliseconds the server's clock runs ahead of (negative: behind) the real one; 0 (the default) is real time. */
  clockOffsetMs?: number;
}

export class OwnApiServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    readonly socketPort: number,
    readonly dataDir: string,
  ) {}

  static async create({ socketPort = STATION_SOCKET_PORT }: OwnApiServerOptions = {}): Promise<OwnApiServer> {
    const server = new OwnApiServer(await freePort(OWN_SERVER_HOST), socketPort, mkdtempSync(join(tmpdir(), 'medteach-e2e-restart-')));
    try {
      await server.start();
    } catch (err) {
      await server.dispose();
      throw err;
    }
    return server;
  }

  get baseUrl(): string {
    return `http://${OWN_SERVER_HOST}:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /**
   * Starts (or restarts) on the same ports and data; resolves once /api/health answers. Each start runs on real time
   * unless it is given a clock offset.
   */
  async start({ clockOffsetMs = 0 }: OwnApiServerStart = {}): Promise<void> {
    const clock = shiftedClockLaunch(clockOffsetMs);
    const inherited = { ...process.env };
    delete inherited[CLOCK_OFFSET_ENV]; // only an explicit offset shifts the clock
    const child = spawnApiServer({
      nodeArgs: clock.nodeArgs,
      env: {
        ...inherited,
        ...clock.env,
        HOST: OWN_SERVER_HOST,
        PORT: String(this.port),
        SOCKET_PORT: String(this.socketPort),
        DATA_DIR: this.dataDir,
        STATIC_DIR: join(WORKSPACE_ROOT, 'dist', 'apps'),
        LOG_LEVEL: 'warn',
        DEMO_MODE: '1', // as the harness server (global-setup.ts)
        // The station socket admits only the apps' origins (loopback 127.0.0.1/localhost by default): this one's too.
        ALLOWED_ORIGINS: this.baseUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    try {
      await waitForHealth(this.baseUrl, child);
    } catch (err) {
      await this.stop();
      throw err;
    }
  }

  /** SIGTERM: the server's graceful shutdown closes the display sockets; resolves once the process has exited. */
  async stop(): Promise<void> {
    if (this.child) await stopApiServer(this.child);
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
