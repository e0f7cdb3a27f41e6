import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './test-helpers';

/**
 * The config.js api-server serves beside each built app carries the port its station socket listens on (SOCKET_PORT):
 * with another port than 7777 the boards and the dashboard would otherwise dial 7777 and never hear a call.
 */
describe('served config.js', () => {
  const SOCKET_PORT = 18641;
  const shipped = "window.__APP_CONFIG__ = {\n  apiBase: '',\n  fileHost: '',\n  socketUrl: '',\n};\n";
  let staticDir: string;
  let server: Awaited<ReturnType<typeof testServer>>;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'medteach-config-js-'));
    for (const app of ['station-display', 'admin-shell', 'learner-h5']) {
      mkdirSync(join(staticDir, app), { recursive: true });
      writeFileSync(join(staticDir, app, 'index.html'), '<!doctype html><div id="root"></div>');
    }
    writeFileSync(join(staticDir, 'station-display', 'config.js'), shipped);
    // A deployment that set the socket itself (behind a balancer on another port).
    writeFileSync(join(staticDir, 'admin-shell', 'config.js'), "window.__APP_CONFIG__ = { apiBase: '', socketUrl: 'wss://socket.example.com:7777', socketPort: 7777 };\n");
    server = await testServer({ staticDir, socketPort: SOCKET_PORT });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** Runs the served script as the page would, and returns what it leaves in window.__APP_CONFIG__. */
  async function served(path: string) {
    const res = await server.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const window: { __APP_CONFIG__?: Record<string, unknown> } = {};
    runInNewContext(res.body, { window });
    return window.__APP_CONFIG__;
  }

  it('adds the socket port the server listens on to the shipped config.js, keeping its settings', async () => {
    expect(await served('/station/config.js')).toEqual({ apiBase: '', fileHost: '', socketUrl: '', socketPort: SOCKET_PORT });
  });

  it('leaves what the deployment set in its config.js as it is', async () => {
    expect(await served('/admin/config.js')).toEqual({ apiBase: '', socketUrl: 'wss://socket.example.com:7777', socketPort: 7777 });
  });

  it('serves the port even where the app has no config.js of its own', async () => {
    expect(await served('/learner/config.js')).toEqual({ socketPort: SOCKET_PORT });
  });
});
