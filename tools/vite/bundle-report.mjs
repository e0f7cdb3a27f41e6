/**
 * What the bundle budgets (tools/bench/bundle-budget.mjs) need from a build: the chunk graph and, for every module of
 * our source, its imports of UI libraries. Every app build records it (tools/vite/app-config.ts) and writes it beside
 * its output as `.bundle-report.json`, so `npm test` checks the budgets on the build it already made instead of
 * building every app a second time. A dot file: the static server does not serve it.
 */
import { writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uiImportsOf } from '../bench/lib/route-budget.mjs';

export const BUNDLE_REPORT_FILE = '.bundle-report.json';

/** Module ids are saved relative to the workspace: Nx restores a cached build into whatever folder the checkout is in. */
const WORKSPACE = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const portable = (/** @type {string} */ id) => (isAbsolute(id) ? `./${relative(WORKSPACE, id)}` : id);
const local = (/** @type {string} */ id) => (id.startsWith('./') ? join(WORKSPACE, id) : id);
/** @param {ChunkInfo} c @param {(id: string) => string} map */
const mapChunk = (c, map) => ({ ...c, facadeModuleId: c.facadeModuleId && map(c.facadeModuleId), modules: c.modules.map(map) });

/**
 * @typedef {import('../bench/lib/route-budget.mjs').ChunkInfo} ChunkInfo
 * @typedef {{ chunks: ChunkInfo[], uiImports: Map<string, { source: string, names: string[] }[]>, outDir: string }} BuildReport
 */

/** A Vite plugin that fills `report` (runs after the other transforms, so it sees plain ESM). */
export function recorder(/** @type {BuildReport} */ report) {
  return {
    name: 'medteach-bundle-budget-recorder',
    enforce: /** @type {const} */ ('post'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (id.includes('/node_modules/')) return null;
      const found = uiImportsOf(code);
      if (found.length) report.uiImports.set(id.split('?')[0], found);
      return null;
    },
    /** @param {unknown} _options @param {Record<string, any>} bundle */
    generateBundle(_options, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        const modules = Object.entries(c.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id]) => id);
        report.chunks.push({ fileName: c.fileName, isEntry: c.isEntry, facadeModuleId: c.facadeModuleId ?? null, imports: [...c.imports], modules });
      }
    },
  };
}

/**
 * A Vite plugin that records the build (recorder) and writes the record into the output folder.
 * @returns {import('vite').Plugin}
 */
export function bundleReport() {
  /** @type {BuildReport} */
  const report = { chunks: [], uiImports: new Map(), outDir: '' };
  const record = recorder(report);
  return {
    ...record,
    name: 'medteach-bundle-report',
    apply: 'build',
    buildStart() {
      report.chunks = [];
    },
    /** @param {{ dir?: string }} options */
    async writeBundle(options) {
      if (!options.dir) return;
      const chunks = report.chunks.map((c) => mapChunk(c, portable));
      const uiImports = [...report.uiImports].map(([id, found]) => [portable(id), found]);
      await writeFile(join(options.dir, BUNDLE_REPORT_FILE), JSON.stringify({ chunks, uiImports }));
    },
  };
}

/**
 * The record an app build left in outDir, or null when there is none.
 * @param {string} outDir
 * @returns {Promise<BuildReport | null>}
 */
export async function readBundleReport(outDir) {
  const { readFile } = await import('node:fs/promises');
  try {
    const saved = JSON.parse(await readFile(join(outDir, BUNDLE_REPORT_FILE), 'utf8'));
    const uiImports = new Map(saved.uiImports.map((/** @type {[string, any]} */ [id, found]) => [local(id), found]));
    return { chunks: saved.chunks.map((/** @type {ChunkInfo} */ c) => mapChunk(c, local)), uiImports, outDir };
  } catch {
    return null;
  }
}
