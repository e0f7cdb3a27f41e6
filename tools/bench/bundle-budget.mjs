#!/usr/bin/env node
/**
 * `npm run bench:budget`: the bundle budgets of issue 9, a pass/fail check (exit 1 when a budget is exceeded).
 *
 * 1. Builds every app with its own Vite config into a temporary folder (never touching dist/apps, which other
 *    builds may be writing), recording the chunk graph and each source module's UI library imports.
 * 2. Entry route = what a visit to one of the app's entry routes loads (its main route, and for the phone apps also
 *    the web home /home — issue 18): the HTML entry's chunks plus the route page's chunk, with everything they
 *    import statically. Each entry route is measured and budgeted on its own, against its own floor.
 * 3. Builds, with the same Vite in the same run, one floor app per entry route: React + react-router + React Query + axios
 *    + exactly the UI library components the entry route's modules import.
 * 4. Budgets: entry route JS ≤ 1.2 × floor JS (gzip); no lazy chunk over 60 KB gzip; the route page and every other
 *    feature page lazy-loaded (only the route error page may be eager).
 * Options: --app=<name>[,<name>] (only these apps), --json, --keep (leave the temporary builds and print where),
 * --from-dist (measure the apps as built in dist/apps, from the record each build leaves there — tools/vite/bundle-report.mjs
 * — instead of building them again; `npm test` does this right after its build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRONTEND_APPS, WORKSPACE_ROOT } from '../lib/run.mjs';
import { GZIP_LEVEL, gzipSize } from './entry-assets.mjs';
import {
  budgetViolations,
  eagerPages,
  ENTRY_ROUTE_FLOOR_RATIO,
  ENTRY_ROUTES,
  entryRouteFiles,
  kb,
  LAZY_CHUNK_MAX_GZIP,
  mergeUiImports,
  staticClosure,
} from './lib/route-budget.mjs';
import { buildAppWithReport as buildApp, buildFloors } from './lib/vite-report.mjs';
import { readBundleReport } from '../vite/bundle-report.mjs';
import { announceSmoke, SMOKE } from './lib/smoke.mjs';

announceSmoke();

const args = process.argv.slice(2);
const appArg = args.find((a) => a.startsWith('--app='));
const apps = appArg ? appArg.slice('--app='.length).split(',') : FRONTEND_APPS;
const unknown = apps.filter((a) => !(a in ENTRY_ROUTES));
if (unknown.length) {
  console.error(`Unknown app: ${unknown.join(', ')} (known: ${Object.keys(ENTRY_ROUTES).join(', ')})`);
  process.exit(2);
}

// A smoke run reads the build in dist/apps (as `npm test` does) instead of building every app twice.
const fromDist = args.includes('--from-dist') || SMOKE;

/** @param {string} app */
async function builtReport(app) {
  const report = await readBundleReport(join(WORKSPACE_ROOT, 'dist', 'apps', app));
  if (!report) throw new Error(`dist/apps/${app} has no bundle record: build the apps first (npm run build)`);
  return report;
}

/** @param {string} app */
function buildAppWithReport(app, /** @type {string} */ outDir) {
  process.stderr.write(`building ${app} …\n`);
  return buildApp(app, outDir);
}

const tmp = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
const started = Date.now();
try {
  /** One row per entry route: an app with a second entry (the web home, issue 18) has two, each within budget. */
  /** @type {any[]} */
  const measured = [];
  for (const app of apps) {
    const routes = ENTRY_ROUTES[/** @type {keyof typeof ENTRY_ROUTES} */ (app)];
    const appRoot = join(WORKSPACE_ROOT, 'apps', app);
    const report = fromDist ? await builtReport(app) : await buildAppWithReport(app, join(tmp, app));
    const size = (/** @type {string} */ f) => gzipSize(join(report.outDir, f));
    // Lazy = loaded by no HTML entry up front (landing-pages has a second page, the root forwarder).
    const upFrontAll = staticClosure(report.chunks, report.chunks.filter((c) => c.isEntry).map((c) => c.fileName));
    const lazyChunks = report.chunks
      .filter((c) => !upFrontAll.includes(c.fileName))
      .map((c) => ({ file: c.fileName, gzip: size(c.fileName) }))
      .sort((a, b) => b.gzip - a.gzip);
    routes.forEach(({ route, page, frames = [] }, i) => {
      const entry = entryRouteFiles(report.chunks, {
        htmlEntry: join(appRoot, 'index.html'),
        pageModule: join(appRoot, page),
        frameModules: frames.map((f) => join(appRoot, f)),
      });
      const routeModules = report.chunks.filter((c) => entry.files.includes(c.fileName)).flatMap((c) => c.modules);
      measured.push({
        app,
        route,
        // The floor build's folder: the app's name, plus the route for a second entry.
        floorName: i === 0 ? app : `${app}${route.replace(/[^A-Za-z0-9]+/g, '-')}`,
        entryRouteGzip: entry.files.reduce((n, f) => n + size(f), 0),
        entryFiles: entry.files.length,
        pageIsLazy: entry.pageIsLazy,
        // Per app, not per route: checked (and reported) on the app's first row only.
        eagerPages: i === 0 ? eagerPages(report.chunks, entry.upFront).map((id) => id.slice(appRoot.length + 1)) : [],
        lazyChunks: i === 0 ? lazyChunks : [],
        ui: mergeUiImports(routeModules.flatMap((id) => report.uiImports.get(id) ?? [])),
      });
    });
  }

  process.stderr.write('building the floor apps …\n');
  const floors = await buildFloors(join(tmp, 'floor'), Object.fromEntries(measured.map((m) => [m.floorName, m.ui])));
  for (const m of measured) {
    const entry = floors.chunks.find((c) => c.isEntry && c.facadeModuleId === floors.htmlEntries[m.floorName]);
    if (!entry) throw new Error(`floor build of ${m.app} ${m.route} has no entry chunk`);
    m.floorGzip = staticClosure(floors.chunks, [entry.fileName]).reduce((n, f) => n + gzipSize(join(floors.outDir, f)), 0);
  }

  const results = measured.map((m) => ({ ...m, ratio: m.entryRouteGzip / m.floorGzip, violations: budgetViolations(m) }));

  if (args.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    const header = ['app', 'entry route', 'entry route JS', 'floor JS', 'ratio', 'largest lazy chunk', 'verdict'];
    const rows = results.map((r) => [
      r.app,
      r.route,
      `${kb(r.entryRouteGzip)} (${r.entryFiles} files)`,
      kb(r.floorGzip),
      `${r.ratio.toFixed(2)}×`,
      r.lazyChunks[0] ? `${kb(r.lazyChunks[0].gzip)} ${r.lazyChunks[0].file.replace(/^assets\//, '')}` : results.some((o) => o !== r && o.app === r.app && o.lazyChunks.length) ? '(as above)' : '—',
      r.violations.length ? 'OVER' : 'ok',
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (/** @type {string[]} */ row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
    console.log(
      `\nBundle budgets (gzip level ${GZIP_LEVEL}): entry route ≤ ${ENTRY_ROUTE_FLOOR_RATIO} × floor, lazy chunks ≤ ${kb(LAZY_CHUNK_MAX_GZIP)}, pages lazy — ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log('\nFloor UI components per entry route:');
    for (const r of results) console.log(`  ${r.app} ${r.route}: ${Object.entries(r.ui).map(([s, n]) => `${s} {${n.join(', ')}}`).join('; ') || '(none)'}`);
    const violations = results.flatMap((r) => r.violations);
    console.log(violations.length ? `\nFAIL: ${violations.length} budget(s) exceeded\n  ${violations.join('\n  ')}` : '\nAll budgets met.');
  }
  if (results.some((r) => r.violations.length)) process.exitCode = 1;
} finally {
  if (args.includes('--keep')) console.error(`builds kept in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
