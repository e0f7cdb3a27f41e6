/**
 * A private api-server for tests that kill and restart it (the harness server is shared by every worker).
 *
 * The display always dials `<page host>:7777` (spec §9), and the harness server holds 7777 on 127.0.0.1, so this
 * one listens on another loopback address (Linux routes all of 127.0.0.0/8 to lo) with the socket on 7777 there
 * and a free HTTP port. Restarting keeps the ports and the DATA_DIR, so the recorded state survives the restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
// The e2e harness reuses the workspace's server scripts (as global-setup.ts does): tooling, not a lib.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { spawnApiServer, stopApiServer, waitForHealth } from '../../../tools/lib/server.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WORKSPACE_ROOT } from '../../../tools/lib/run.mjs';
import { STATION_SOCKET_PORT } from '../../support/ports';

export const OWN_SERVER_HOST = '127.0.0.2';

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export class OwnApiServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  static async create(): Promise<OwnApiServer> {
    const server = new OwnApiServer(await freePort(OWN_SERVER_HOST), mkdtempSync(join(tmpdir(), 'medteach-e2e-restart-')));
    await server.start();
    return server;
  }

  get baseUrl(): string {
    return `http://${OWN_SERVER_HOST}:${this.port}`;
  }

  /** Starts (or restarts) on the same ports and data; resolves once /api/health answers. */
  async start(): Promise<void> {
    const child = spawnApiServer({
      env: {
        ...process.env,
        HOST: OWN_SERVER_HOST,
        PORT: String(this.port),
        SOCKET_PORT: String(STATION_SOCKET_PORT),
        DATA_DIR: this.dataDir,
        STATIC_DIR: join(WORKSPACE_ROOT, 'dist', 'apps'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    await waitForHealth(this.baseUrl, child);
  }

  /** SIGTERM: the server's graceful shutdown closes the display sockets. */
  async stop(): Promise<void> {
    if (this.child) await stopApiServer(this.child);
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
