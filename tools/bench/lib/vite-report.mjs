/**
 * Builds with Vite (its JS API, the app's own config) into a folder of our choosing, recording the chunk graph
 * and, for every module of our source, its imports of UI libraries. A private output folder means the budget
 * never races other builds writing dist/apps.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { WORKSPACE_ROOT } from '../../lib/run.mjs';
import { floorAppSource } from './route-budget.mjs';
import { recorder } from '../../vite/bundle-report.mjs';

/**
 * @typedef {import('./route-budget.mjs').ChunkInfo} ChunkInfo
 * @typedef {{ chunks: ChunkInfo[], uiImports: Map<string, { source: string, names: string[] }[]>, outDir: string }} BuildReport
 */

/**
 * Builds one app with its vite.config.ts into outDir.
 * @param {string} app e.g. 'learner-h5'
 * @param {string} outDir
 * @returns {Promise<BuildReport>}
 */
export async function buildAppWithReport(app, outDir) {
  /** @type {BuildReport} */
  const report = { chunks: [], uiImports: new Map(), outDir };
  await build({
    configFile: join(WORKSPACE_ROOT, 'apps', app, 'vite.config.ts'),
    logLevel: 'error',
    plugins: [recorder(report)],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: Infinity },
  });
  return report;
}

/**
 * Builds one floor app per entry in a single Vite run (multi-page input) inside `dir`; each page's files are then
 * found through its HTML entry chunk. node_modules is linked in so the packages resolve as in the workspace.
 * @param {string} dir an empty temporary folder
 * @param {Record<string, Record<string, string[]>>} uiImportsByName floor name → UI imports
 * @returns {Promise<BuildReport & { htmlEntries: Record<string, string> }>}
 */
export async function buildFloors(dir, uiImportsByName) {
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(WORKSPACE_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  /** @type {Record<string, string>} */
  const htmlEntries = {};
  for (const [name, ui] of Object.entries(uiImportsByName)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'main.jsx'), floorAppSource(ui));
    writeFileSync(join(dir, name, 'index.html'), '<!doctype html><html lang="zh-CN"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>\n');
    htmlEntries[name] = join(dir, name, 'index.html');
  }
  /** @type {BuildReport} */
  const report = { chunks: [], uiImports: new Map(), outDir: join(dir, 'dist') };
  await build({
    configFile: false,
    root: dir,
    base: './',
    logLevel: 'error',
    cacheDir: join(dir, '.vite'),
    plugins: [react(), recorder(report)],
    build: { outDir: report.outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: Infinity, rolldownOptions: { input: htmlEntries } },
  });
  return { ...report, htmlEntries };
}
