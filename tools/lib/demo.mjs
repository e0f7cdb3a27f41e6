import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm start` prints: the seeded demo accounts and the URL of every app (the README's apps table). */
export const DEMO_ACCOUNTS = [
  { role: 'admin', username: 'admin', password: 'admin123' },
  { role: 'teachers', username: 'teacher01, teacher02', password: '123456' },
  { role: 'students', username: 'student01 … student30', password: '123456' },
];

/** Station room code used in the printed /wait link (a seeded exam station room). */
export const DEMO_CODE_ADDRESS = 'A1';

/**
 * @param {string} origin e.g. http://localhost:8080
 * @param {string | null} [deviceKey] the demo board's pairing key (pairDemoBoard); without it the board explains how to pair
 */
export function appUrls(origin, deviceKey = null) {
  const pairing = deviceKey ? `&deviceKey=${encodeURIComponent(deviceKey)}` : '';
  return [
    ['root entry (forwards legacy links)', `${origin}/`],
    ['learner-h5', `${origin}/learner/`],
    ['teaching-h5', `${origin}/teaching/`],
    ['station-display', `${origin}/station/#/wait?codeAddress=${DEMO_CODE_ADDRESS}${pairing}`],
    ['landing-pages', `${origin}/landing/`],
    ['admin-shell', `${origin}/admin/`],
    ['API health', `${origin}/api/health`],
  ];
}

/**
 * Station screens pair with their device (a key the console's 考站叫号 issues, issue 14). For the printed board link
 * of a demo, `npm start` issues the key as the seeded admin would; null when that is not possible (admin password
 * changed, not a demo): the console still pairs any screen.
 * @param {string} baseUrl
 * @returns {Promise<string | null>}
 */
export async function pairDemoBoard(baseUrl) {
  try {
    const admin = DEMO_ACCOUNTS[0];
    const login = await (await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: admin.username, password: admin.password }) })).json();
    const token = login?.data?.access_token;
    if (!token) return null;
    const paired = await (
      await fetch(`${baseUrl}/api/examStation/console/deviceKey`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ codeAddress: DEMO_CODE_ADDRESS }),
      })
    ).json();
    return paired?.data?.deviceKey ?? null;
  } catch {
    return null;
  }
}

/** api-server's demo switch (apps/api-server/src/core/demo-mode.ts); `npm start` sets it unless told otherwise. */
export const DEMO_MODE_ENV = 'DEMO_MODE';
/** Where a demo server keeps its generated platform-login secret (apps/api-server/src/core/config.ts). */
const PLATFORM_SECRET_FILE = 'platform-secret';

/**
 * The environment `npm start` gives api-server: demo mode on, unless DEMO_MODE is already set (DEMO_MODE=0 turns it
 * off) or NODE_ENV=production (the server refuses demo mode there: we do not ask for it).
 * @param {NodeJS.ProcessEnv} env
 */
export function demoEnv(env) {
  if (env[DEMO_MODE_ENV] !== undefined || env.NODE_ENV === 'production') return env;
  return { ...env, [DEMO_MODE_ENV]: '1' };
}

/**
 * The loud lines `npm start` prints about demo mode (empty when it is off).
 * @param {NodeJS.ProcessEnv} env the server's environment
 * @param {string} dataDir
 */
export function demoBanner(env, dataDir) {
  if (env[DEMO_MODE_ENV] !== '1') return [];
  const secretFile = join(dataDir, PLATFORM_SECRET_FILE);
  const secret = env.PLATFORM_LOGIN_SECRET || (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '(not created)');
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! DEMO MODE (DEMO_MODE=1) — for trying the product on this machine, never for a deployment:',
    '!!   • POST /api/auth/code answers with the SMS code (no SMS gateway); anyone can sign in as any phone',
    '!!   • the sandbox cashier pays orders without a payment provider',
    `!!   • platform login secret: ${secret}`,
    '!! Turn it off with DEMO_MODE=0 npm start; docs/deploying.md lists what production needs.',
    rule,
  ];
}
