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
