#!/usr/bin/env node
/** `npm run e2e [-- <playwright args>]`: builds the apps (cached by Nx) and runs the Playwright suites. */
import { buildApps } from './lib/run.mjs';
import { runE2e } from './lib/e2e.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
if (!skipBuild) {
  const build = await buildApps();
  if (build.code !== 0) process.exit(build.code);
}
const { code } = await runE2e(args.filter((a) => a !== '--no-build'));
process.exit(code);
