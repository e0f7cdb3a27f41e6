#!/usr/bin/env node
/**
 * `npm run bench:bundle`: builds the apps (Nx cache: a no-op when up to date) and prints, per app, the gzip size of
 * the JS and CSS its entry HTML loads and of its largest lazy chunk.
 * Options: --no-build (measure dist/apps as it is), --dist=<dir> (measure another build folder, no build),
 * --json (machine-readable output).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApps, FRONTEND_APPS, WORKSPACE_ROOT } from '../lib/run.mjs';
import { formatKb, GZIP_LEVEL, measureApp } from './entry-assets.mjs';
import { announceSmoke, SMOKE } from './lib/smoke.mjs';

announceSmoke();

const args = process.argv.slice(2);
const distArg = args.find((a) => a.startsWith('--dist='));
const distDir = distArg ? resolve(distArg.slice('--dist='.length)) : join(WORKSPACE_ROOT, 'dist', 'apps');

// A smoke run measures dist/apps as it is: building every app is what `npm run build` checks.
if (!args.includes('--no-build') && !distArg && !SMOKE) {
  const { code } = await buildApps();
  if (code !== 0) process.exit(code);
}

const missingApps = FRONTEND_APPS.filter((app) => !existsSync(join(distDir, app)));
if (missingApps.length) {
  console.error(`Not built: ${missingApps.join(', ')} (run without --no-build)`);
  process.exit(1);
}
const costs = FRONTEND_APPS.map((app) => measureApp(join(distDir, app)));

if (args.includes('--json')) {
  console.log(JSON.stringify(costs, null, 2));
} else {
  const rows = costs.flatMap((c) =>
    c.entries.map((e, i) => [
      i === 0 ? c.app : `  ${e.html}`,
      formatKb(e.jsGzip),
      formatKb(e.cssGzip),
      String(e.js.length + e.css.length),
      i === 0 && c.largestLazyChunk ? `${formatKb(c.largestLazyChunk.gzip)}  ${c.largestLazyChunk.file}` : i === 0 ? '—' : '',
    ]),
  );
  const header = ['app / entry', 'entry JS', 'entry CSS', 'files', 'largest lazy chunk'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (/** @type {string[]} */ r) => r.map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  console.log(`\nBundle size (gzip level ${GZIP_LEVEL}) of ${distDir}\n`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  for (const c of costs) for (const e of c.entries) if (e.missing.length) console.warn(`warning: ${c.app}/${e.html} links missing files: ${e.missing.join(', ')}`);
}
