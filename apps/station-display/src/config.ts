import { API_BASE_PATH } from '@medteach/api-client';

/**
 * Deployment settings. The defaults fit `npm start` (api-server on the same origin). A build can point at another
 * back end with Vite env variables (README "Another back end"):
 *   VITE_API_BASE=https://api.example.com/api VITE_FILE_HOST=https://file.example.com npx nx run station-display:build
 */
const env = import.meta.env as Record<string, string | undefined>;

export const appConfig = {
  apiBaseURL: env['VITE_API_BASE'] || API_BASE_PATH,
  /** Without a file host the deployment is private: files come from the same origin under /file/ (spec §9). */
  fileHost: env['VITE_FILE_HOST'] ? { productionHost: env['VITE_FILE_HOST'], privateDeployment: false } : { privateDeployment: true },
};
