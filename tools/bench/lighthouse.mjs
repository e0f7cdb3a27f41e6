#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile emulation, its default simulated slow-4G + 4× CPU throttling)
 * with the system Chromium on each app's main route, served the way `npm start` serves it: a real api-server with
 * STATIC_DIR=dist/apps (temporary seeded data, loopback only, its own ports; the station socket on 7777 of a
 * private loopback address so the board connects, see lib/station-server.mjs). Screens that need a user get the
 * token the way the native app passes it (query `token`).
 * Prints performance / accessibility / best-practices scores and LCP / TBT / CLS; the issue 9 target is ≥ 0.95 for
 * each score. Options: --no-build (use dist/apps as it is), --app=<name>[,<name>], --json, --strict (exit 1 on a miss).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS } from '../browser-flags.mjs';
import { ensureBrowser } from '../find-browser.mjs';
import { buildApps, FRONTEND_APPS } from '../lib/run.mjs';
import { login, studentName, STUDENT_PASSWORD } from './lib/accounts.mjs';
import { loadStationContract, startStationServer } from './lib/station-server.mjs';

/** Lighthouse's "good" cumulative layout shift. */
const CLS_GOOD = 0.1;
/** Elements an audit names (accessibility audits list them), so the fix can be found without the HTML report. */
const OFFENDERS_SHOWN = 3;
/** @param {any} audit */
function offenders(audit) {
  /** @type {string[]} */
  const nodes = (audit.details?.items ?? []).map((/** @type {any} */ item) => item.node?.snippet).filter(Boolean);
  return nodes.length ? `\n      ${nodes.slice(0, OFFENDERS_SHOWN).join('\n      ')}${nodes.length > OFFENDERS_SHOWN ? `\n      … ${nodes.length - OFFENDERS_SHOWN} more` : ''}` : '';
}

/** Issue 9: each category ≥ 0.95. */
export const TARGET_SCORE = 0.95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TEACHER = { username: 'teacher01', password: '123456' };
/** A seeded skill product (commerce seed) for the goods page. */
const GOODS_SKILL_ID = 1;

const args = process.argv.slice(2);
const appArg = args.find((a) => a.startsWith('--app='));
const apps = appArg ? appArg.slice('--app='.length).split(',') : FRONTEND_APPS;

/**
 * The main route of each app (its HOME_PATH) under the path npm start serves it at.
 * @param {{ student: string, teacher: string }} tokens
 * @returns {Record<string, string>}
 */
const mainRoutes = ({ student, teacher }) => ({
  'learner-h5': `/learner/#/goods?id=${GOODS_SKILL_ID}&token=${student}`,
  'teaching-h5': `/teaching/#/classSchedule?token=${teacher}`,
  'station-display': '/station/#/wait?codeAddress=A1',
  'landing-pages': '/landing/#/download',
  // A first visit without a session lands on the login page (the console needs the Admin-Token cookie).
  'admin-shell': '/admin/#/login',
});

if (!args.includes('--no-build')) {
  const { code } = await buildApps();
  if (code !== 0) process.exit(code);
}

const contract = await loadStationContract();
const server = await startStationServer({ socketPort: contract.STATION_SOCKET_PORT });
/**
 * The page is opened as http://medteach.localhost:<port>, mapped to the server's loopback address: a `.localhost`
 * name is a secure context to Chromium and Lighthouse, as a real deployment behind HTTPS would be, so the
 * is-on-https / redirects-http audits judge the app and not the bench's plain-HTTP loopback.
 */
const BENCH_HOSTNAME = 'medteach.localhost';
const chrome = await chromeLauncher.launch({
  chromePath: ensureBrowser(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${BENCH_HOSTNAME} ${server.host}`],
});
/** @type {{ app: string, url: string, scores: Record<string, number>, lcpMs: number, tbtMs: number, cls: number, failing: string[] }[]} */
const results = [];
try {
  const tokens = {
    student: await login(server.baseUrl, studentName(1), STUDENT_PASSWORD),
    teacher: await login(server.baseUrl, TEACHER.username, TEACHER.password),
  };
  const routes = mainRoutes(tokens);
  for (const app of apps) {
    const url = `http://${BENCH_HOSTNAME}:${server.port}${routes[app]}`;
    process.stderr.write(`lighthouse ${app} …\n`);
    const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor: 'mobile' });
    if (!run) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = run;
    /** @param {string} id */
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? NaN]));
    // The audits that cost points, so cheap fixes are easy to find.
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})${offenders(lhr.audits[ref.id])}`),
    );
    // The elements that moved (an informative audit without weight), when the layout shift costs points.
    if (audit('cumulative-layout-shift') > CLS_GOOD) failing.push(`performance: layout-shifts${offenders(lhr.audits['layout-shifts'] ?? {})}`);
    results.push({ app, url: routes[app].replace(/token=[^&]+/, 'token=…'), scores, lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), failing });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

if (args.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const pct = (/** @type {number} */ s) => (Number.isFinite(s) ? String(Math.round(s * 100)) : '—');
  console.log(`\nLighthouse 12, mobile emulation, simulated throttling (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(`${'app'.padEnd(16)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'LCP'.padStart(9)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}  route`);
  for (const r of results) {
    console.log(
      `${r.app.padEnd(16)} ${pct(r.scores.performance).padStart(5)} ${pct(r.scores.accessibility).padStart(5)} ${pct(r.scores['best-practices']).padStart(5)} ` +
        `${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(9)} ${`${Math.round(r.tbtMs)} ms`.padStart(8)} ${r.cls.toFixed(3).padStart(6)}  ${r.url}`,
    );
  }
  for (const r of results) if (r.failing.length) console.log(`\n${r.app} audits below 0.9:\n  ${r.failing.join('\n  ')}`);
}
const missed = results.filter((r) => CATEGORIES.some((c) => !(r.scores[c] >= TARGET_SCORE)));
console.log(`\nTarget: every score ≥ ${TARGET_SCORE}: ${missed.length ? `MISSED by ${missed.map((r) => r.app).join(', ')}` : 'met'}`);
if (missed.length && args.includes('--strict')) process.exitCode = 1;
