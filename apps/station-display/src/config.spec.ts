import { API_BASE_PATH } from '@medteach/api-client';

/** config.ts reads window.__APP_CONFIG__ when it is first imported, as config.js runs before the app. */
async function loadConfig(runtime?: Record<string, string | number>) {
  vi.resetModules();
  if (runtime) window.__APP_CONFIG__ = runtime;
  else delete window.__APP_CONFIG__;
  return (await import('./config')).appConfig;
}

describe('station-display deployment config', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
    vi.unstubAllEnvs();
  });

  it('without config.js values or env: same origin, socket on the page host (exam-socket default)', async () => {
    expect(await loadConfig({ apiBase: '', fileHost: '', socketUrl: '' })).toEqual({ apiBaseURL: API_BASE_PATH, fileHost: { privateDeployment: true }, socketUrl: undefined });
  });

  it('config.js points the API, files and the station socket elsewhere, ahead of the build env', async () => {
    vi.stubEnv('VITE_SOCKET_URL', 'wss://build.example.com:7777');
    vi.stubEnv('VITE_API_BASE', 'https://build.example.com/api');
    const config = await loadConfig({ apiBase: 'https://api.example.com/api', fileHost: 'https://files.example.com', socketUrl: 'wss://socket.example.com:7777' });
    expect(config).toEqual({
      apiBaseURL: 'https://api.example.com/api',
      fileHost: { productionHost: 'https://files.example.com', privateDeployment: false },
      socketUrl: 'wss://socket.example.com:7777',
    });
  });

  it('the socketPort api-server serves (its SOCKET_PORT) puts the socket on the page host at that port', async () => {
    const { hostname } = window.location;
    expect((await loadConfig({ apiBase: '', fileHost: '', socketUrl: '', socketPort: 18641 })).socketUrl).toBe(`ws://${hostname}:18641`);
  });

  it('the build env applies where config.js is empty', async () => {
    vi.stubEnv('VITE_SOCKET_URL', 'wss://build.example.com:7777');
    expect((await loadConfig({ apiBase: '', fileHost: '', socketUrl: '' })).socketUrl).toBe('wss://build.example.com:7777');
  });
});
