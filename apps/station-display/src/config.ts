import { readRuntimeConfig, resolveDeploymentConfig } from '@medteach/api-client';

/**
 * Deployment settings (docs/deploying.md "Pointing the apps at another back end"), first match wins:
 * `window.__APP_CONFIG__` from `config.js` beside index.html (no rebuild), then the build's Vite env, e.g.
 *   VITE_API_BASE=https://api.example.com/api VITE_FILE_HOST=https://file.example.com VITE_SOCKET_URL=wss://socket.example.com:7777 npx nx run station-display:build
 * then the defaults, which fit `npm start` (api-server on the same origin).
 */
const deployment = resolveDeploymentConfig(readRuntimeConfig(), import.meta.env as Record<string, string | undefined>);

export const appConfig = {
  apiBaseURL: deployment.apiBaseURL,
  /** Without a file host the deployment is private: files come from the same origin under /file/ (spec §9). */
  fileHost: deployment.fileHost,
  /** socket.io URL of the station events: set, or the page host at the port api-server serves in config.js; undefined = `<page host>:7777` (exam-socket default). */
  socketUrl: deployment.socketUrl,
};
