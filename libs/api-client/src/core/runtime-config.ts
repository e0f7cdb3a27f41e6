/**
 * Where an app finds its back end (docs/deploying.md "Pointing the apps at another back end"), first match wins:
 * 1. `window.__APP_CONFIG__` set by the deployment's `config.js` beside index.html (change without rebuilding);
 * 2. the Vite env of the build (`VITE_API_BASE`, `VITE_FILE_HOST`, `VITE_SOCKET_URL`);
 * 3. the defaults: same origin (`/api`, files under `/file/`, socket on `<page host>:7777`).
 * Empty strings count as "not set", so the shipped `config.js` (all empty) keeps same-origin behaviour.
 * api-server adds `socketPort` to the config.js it serves (the port its station socket listens on, SOCKET_PORT): with no
 * socket URL set, the socket is then on the page's host at that port instead of 7777.
 */
import { stationSocketUrlOn } from '@medteach/contract';
import { API_BASE_PATH, type FileHostConfig } from './config';

/** What a deployment may set in `config.js`. */
export interface RuntimeAppConfig {
  /** API base URL, e.g. `https://api.example.com/api`. */
  apiBase?: string;
  /** File host for stored file paths; empty = private deployment (same origin + `/file/`). */
  fileHost?: string;
  /** station-display's socket.io URL, e.g. `wss://socket.example.com:7777`. */
  socketUrl?: string;
  /** The station socket's port on the page's host, used when no socketUrl is set (api-server serves its own). */
  socketPort?: number;
}

declare global {
  interface Window {
    __APP_CONFIG__?: RuntimeAppConfig;
  }
}

/** The Vite env variables an app build may carry. */
export const DeploymentEnv = { API_BASE: 'VITE_API_BASE', FILE_HOST: 'VITE_FILE_HOST', SOCKET_URL: 'VITE_SOCKET_URL' } as const;

export interface DeploymentConfig {
  apiBaseURL: string;
  /** For `configureApi({ fileHost })`. */
  fileHost: Pick<FileHostConfig, 'privateDeployment'> & Partial<Pick<FileHostConfig, 'productionHost'>>;
  /** Undefined: exam-socket's default `<page host>:7777`. */
  socketUrl: string | undefined;
}

/** `window.__APP_CONFIG__`, keeping only string values (config.js is edited by hand). */
export function readRuntimeConfig(win: { __APP_CONFIG__?: unknown } | undefined = typeof window === 'undefined' ? undefined : window): RuntimeAppConfig {
  const raw = win?.__APP_CONFIG__;
  if (!raw || typeof raw !== 'object') return {};
  const pick = (key: keyof RuntimeAppConfig) => {
    const value = (raw as Record<string, unknown>)[key];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  return { apiBase: pick('apiBase'), fileHost: pick('fileHost'), socketUrl: pick('socketUrl'), ...portOf((raw as Record<string, unknown>).socketPort) };
}

/** `{ socketPort }` when the value is a TCP port (a number, or digits: config.js is edited by hand), else nothing. */
function portOf(value: unknown): { socketPort?: number } {
  const port = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof port === 'number' && Number.isInteger(port) && port > 0 && port < 65536 ? { socketPort: port } : {};
}

const firstSet = (...values: (string | undefined)[]) => values.find((v) => !!v?.trim())?.trim();

/** `page`: where the app was loaded from (the socket of a served port is on its host). */
export function resolveDeploymentConfig(
  runtime: RuntimeAppConfig,
  env: Record<string, string | undefined>,
  page: Pick<Location, 'protocol' | 'hostname'> | undefined = typeof window === 'undefined' ? undefined : window.location,
): DeploymentConfig {
  const fileHost = firstSet(runtime.fileHost, env[DeploymentEnv.FILE_HOST]);
  const servedSocket = runtime.socketPort && page ? stationSocketUrlOn(page, runtime.socketPort) : undefined;
  return {
    apiBaseURL: firstSet(runtime.apiBase, env[DeploymentEnv.API_BASE]) ?? API_BASE_PATH,
    fileHost: fileHost ? { productionHost: fileHost, privateDeployment: false } : { privateDeployment: true },
    socketUrl: firstSet(runtime.socketUrl, env[DeploymentEnv.SOCKET_URL]) ?? servedSocket,
  };
}
