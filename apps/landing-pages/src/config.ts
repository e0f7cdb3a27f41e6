import { readRuntimeConfig, resolveDeploymentConfig } from '@medteach/api-client';

/**
 * Deployment settings (docs/deploying.md "Pointing the apps at another back end"), first match wins:
 * `window.__APP_CONFIG__` from `config.js` beside index.html (no rebuild), then the build's Vite env, e.g.
 *   VITE_API_BASE=https://api.example.com/api VITE_FILE_HOST=https://file.example.com VITE_LOGIN_URL=https://m.example.com/#/login npx nx run landing-pages:build
 * then the defaults, which fit `npm start` (api-server on the same origin).
 */
const env = import.meta.env as Record<string, string | undefined>;
const deployment = resolveDeploymentConfig(readRuntimeConfig(), env);

export const appConfig = {
  apiBaseURL: deployment.apiBaseURL,
  /** Landing pages have no login of their own: the session dialog's confirm opens learner-h5's (served beside us). */
  loginUrl: env['VITE_LOGIN_URL'] || '../learner/#/login',
  /** Without a file host the deployment is private: files come from the same origin under /file/ (spec §9). */
  fileHost: deployment.fileHost,
};
