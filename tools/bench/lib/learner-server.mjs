/**
 * api-server serving the built apps (as `npm start` does) on a temporary seeded database, loopback, free ports:
 * what the browser benches open. The apps must be built first (`npx nx run learner-h5:build`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';
import { startTempApiServer } from './server-process.mjs';

const LOOPBACK = '127.0.0.1';
export const DIST_APPS = join(WORKSPACE_ROOT, 'dist', 'apps');

/** @param {string} app e.g. 'learner-h5' */
export function startServerWithApp(app) {
  if (!existsSync(join(DIST_APPS, app, 'index.html'))) throw new Error(`${app} is not built: run \`npx nx run ${app}:build\` first`);
  return startTempApiServer({ host: LOOPBACK, staticDir: DIST_APPS });
}
