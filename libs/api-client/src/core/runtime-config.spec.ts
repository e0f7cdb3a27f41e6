import { describe, expect, it } from 'vitest';
import { API_BASE_PATH } from './config';
import { readRuntimeConfig, resolveDeploymentConfig } from './runtime-config';

const ENV = { VITE_API_BASE: 'https://build.example.com/api', VITE_FILE_HOST: 'https://files.build.example.com', VITE_SOCKET_URL: 'wss://build.example.com:7777' };

describe('deployment config precedence: config.js, then Vite env, then same origin', () => {
  it('defaults to the same origin', () => {
    expect(resolveDeploymentConfig({}, {})).toEqual({ apiBaseURL: API_BASE_PATH, fileHost: { privateDeployment: true }, socketUrl: undefined });
  });

  it('the build env beats the defaults', () => {
    expect(resolveDeploymentConfig({}, ENV)).toEqual({
      apiBaseURL: ENV.VITE_API_BASE,
      fileHost: { productionHost: ENV.VITE_FILE_HOST, privateDeployment: false },
      socketUrl: ENV.VITE_SOCKET_URL,
    });
  });

  it('config.js beats the build env, field by field', () => {
    const runtime = { apiBase: 'https://api.example.com/api', socketUrl: 'wss://socket.example.com:7777' };
    expect(resolveDeploymentConfig(runtime, ENV)).toEqual({
      apiBaseURL: runtime.apiBase,
      fileHost: { productionHost: ENV.VITE_FILE_HOST, privateDeployment: false },
      socketUrl: runtime.socketUrl,
    });
    expect(resolveDeploymentConfig({ fileHost: 'https://cdn.example.com' }, ENV).fileHost).toEqual({ productionHost: 'https://cdn.example.com', privateDeployment: false });
  });

  it('empty strings (the shipped config.js) count as not set', () => {
    expect(resolveDeploymentConfig({ apiBase: '', fileHost: ' ', socketUrl: '' }, ENV).apiBaseURL).toBe(ENV.VITE_API_BASE);
    expect(resolveDeploymentConfig({ apiBase: '', fileHost: '', socketUrl: '' }, { VITE_API_BASE: '' })).toEqual(resolveDeploymentConfig({}, {}));
  });

  it('socketPort (what api-server serves in config.js: the port its station socket listens on) makes the socket URL on the page host', () => {
    const page = { protocol: 'http:', hostname: '10.0.1.5' };
    expect(resolveDeploymentConfig({ socketUrl: '', socketPort: 18641 }, {}, page).socketUrl).toBe('ws://10.0.1.5:18641');
    expect(resolveDeploymentConfig({ socketPort: 443 }, {}, { protocol: 'https:', hostname: 'exam.example.com' }).socketUrl).toBe('wss://exam.example.com:443');
    // A URL set on purpose, in config.js or in the build, wins over the served port.
    expect(resolveDeploymentConfig({ socketUrl: 'wss://socket.example.com:7777', socketPort: 18641 }, {}, page).socketUrl).toBe('wss://socket.example.com:7777');
    expect(resolveDeploymentConfig({ socketPort: 18641 }, ENV, page).socketUrl).toBe(ENV.VITE_SOCKET_URL);
  });

  it('reads socketPort as a port number only', () => {
    expect(readRuntimeConfig({ __APP_CONFIG__: { socketPort: 18641 } }).socketPort).toBe(18641);
    expect(readRuntimeConfig({ __APP_CONFIG__: { socketPort: '18641' } }).socketPort).toBe(18641);
    for (const bad of [0, 70000, 1.5, 'x', '', null]) expect(readRuntimeConfig({ __APP_CONFIG__: { socketPort: bad } }).socketPort).toBeUndefined();
  });

  it('reads window.__APP_CONFIG__, ignoring what is not a string', () => {
    expect(readRuntimeConfig({ __APP_CONFIG__: { apiBase: ' https://api.example.com/api ', fileHost: 42, socketUrl: null } })).toEqual({
      apiBase: 'https://api.example.com/api',
      fileHost: undefined,
      socketUrl: undefined,
    });
    expect(readRuntimeConfig({})).toEqual({});
    expect(readRuntimeConfig({ __APP_CONFIG__: 'oops' })).toEqual({});
    expect(readRuntimeConfig(undefined)).toEqual({});
  });
});
