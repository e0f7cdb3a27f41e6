/**
 * Two api-server instances on one throwaway PostgreSQL behind a round-robin proxy (issue 15 "Several instances,
 * one database"; docs/scaling.md): what the cluster suite (e2e/tests/cluster) runs against.
 *
 * Both instances share DATABASE_URL, TOKEN_SECRET and UPLOAD_DIR, serve the built apps in demo mode, and each has
 * its own loopback address, HTTP port and station socket. The station display dials `<page host>:7777` (spec §9),
 * so each instance takes 7777 on its own address (the harness server holds 127.0.0.1, the restart test's server
 * 127.0.0.2): a board opened on an instance's origin is connected to that instance's socket.
 *
 * `stop()` tears everything down (instances, proxy, cluster, temp folders) and is safe to call after a failure.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
// The e2e harness reuses the workspace's server and database scripts (as global-setup.ts does): tooling, not a lib.
import { spawnApiServer, stopApiServer, waitForHealth } from '../../tools/lib/server.mjs';
import { freePort, startThrowawayPostgres } from '../../tools/lib/postgres.mjs';
import { WORKSPACE_ROOT } from '../../tools/lib/run.mjs';
import { RoundRobinProxy } from './round-robin-proxy';
import { STATION_SOCKET_PORT } from './ports';

/** Loopback addresses of the two instances (Linux routes all of 127.0.0.0/8 to lo). */
const INSTANCE_HOSTS = { A: '127.0.0.3', B: '127.0.0.4' } as const;
export type InstanceName = keyof typeof INSTANCE_HOSTS;
/** Each instance's output, for a failed run (next to the harness server's test-results/e2e/api-server.log). */
const LOG_DIR = join(WORKSPACE_ROOT, 'test-results', 'e2e');
/** A cold start compiles the server on the fly; on a busy 2-core machine, next to other suites, that can take long. */
const INSTANCE_START_MS = 150_000;

export class ClusterInstance {
  private child: ChildProcess | null = null;

  constructor(
    readonly name: InstanceName,
    readonly host: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get baseUrl(): string {
    return `http://${this.host}:${this.port}`;
  }

  async start(): Promise<void> {
    mkdirSync(LOG_DIR, { recursive: true });
    const log = openSync(join(LOG_DIR, `cluster-${this.name}.log`), 'w');
    try {
      this.child = spawnApiServer({ env: this.env, stdio: ['ignore', log, log] });
    } finally {
      closeSync(log); // the child holds its own copy
    }
    await waitForHealth(this.baseUrl, this.child, INSTANCE_START_MS);
  }

  /** kill -9: no graceful shutdown, in-flight requests and open transactions die with the process. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    if (this.child) await stopApiServer(this.child);
    this.child = null;
  }
}

export interface Cluster {
  a: ClusterInstance;
  b: ClusterInstance;
  proxy: RoundRobinProxy;
  /** One query on the shared database (the tests' view of what is stored). */
  query<Row extends object>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    // Reverse order: the proxy and instances go before the database they use.
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (err) {
        console.error('[cluster] teardown step failed:', err);
      }
    }
  };
  try {
    const postgres = await startThrowawayPostgres();
    cleanups.push(() => postgres.stop());
    const shared = mkdtempSync(join(tmpdir(), 'medteach-e2e-cluster-'));
    cleanups.push(() => rmSync(shared, { recursive: true, force: true }));

    const tokenSecret = randomBytes(32).toString('hex');
    const ports = { A: await freePort(INSTANCE_HOSTS.A), B: await freePort(INSTANCE_HOSTS.B) };
    const origins = (Object.keys(INSTANCE_HOSTS) as InstanceName[]).map((n) => `http://${INSTANCE_HOSTS[n]}:${ports[n]}`);
    const instance = (name: InstanceName) =>
      new ClusterInstance(name, INSTANCE_HOSTS[name], ports[name], {
        ...process.env,
        HOST: INSTANCE_HOSTS[name],
        PORT: String(ports[name]),
        SOCKET_PORT: String(STATION_SOCKET_PORT),
        DATA_DIR: join(shared, `data-${name}`),
        UPLOAD_DIR: join(shared, 'uploads'),
        DATABASE_URL: postgres.url,
        TOKEN_SECRET: tokenSecret,
        STATIC_DIR: join(WORKSPACE_ROOT, 'dist', 'apps'),
        LOG_LEVEL: 'info',
        DEMO_MODE: '1', // as the harness server (global-setup.ts)
        // The station socket admits only the apps' origins: both instances' (a board may be opened on either).
        ALLOWED_ORIGINS: origins.join(','),
      });
    const a = instance('A');
    const b = instance('B');
    cleanups.push(() => a.stop(), () => b.stop());
    // One after the other: the first start migrates and seeds the empty database, the second finds it ready.
    await a.start();
    await b.start();

    const proxy = await RoundRobinProxy.start([a, b]);
    cleanups.push(() => proxy.close());

    const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
    cleanups.push(() => pool.end());
    const query = async <Row extends object>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[];
    return { a, b, proxy, query, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
