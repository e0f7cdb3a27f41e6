/**
 * Entry point: `npx tsx apps/api-server/src/main.ts` (from any folder) or `node --import tsx …/main.ts` with
 * TSX_TSCONFIG_PATH set (tools/lib/server.mjs). The server code imports `@medteach/contract` through the
 * tsconfig path aliases; a plain `tsx` run from the repository root finds no tsconfig that declares them, so
 * the server is then loaded through tsx's API with the server's own tsconfig. This file therefore imports
 * nothing that needs an alias.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_TSCONFIG = fileURLToPath(new URL('../tsconfig.app.json', import.meta.url));

type StartModule = typeof import('./server/start');

async function loadServer(): Promise<StartModule> {
  if (process.env.TSX_TSCONFIG_PATH || process.env.VITEST) return import('./server/start');
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('./server/start.ts', { parentURL: import.meta.url, tsconfig: SERVER_TSCONFIG }) as Promise<StartModule>;
}

export async function start(env: NodeJS.ProcessEnv = process.env) {
  return (await loadServer()).start(env);
}

/** True when this file is the program being run (not imported), however the path was written. */
function isEntry(): boolean {
  if (!process.argv[1]) return false;
  try {
    return pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isEntry()) {
  start().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
