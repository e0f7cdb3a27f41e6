/** Logging the seeded demo accounts in against a running api-server (bench helpers). */

/** Seeded passwords (tools/lib/demo.mjs, system seed). */
export const STUDENT_PASSWORD = '123456';
export const STUDENT_COUNT = 30;

/**
 * student01 … student30.
 * @param {number} n 1-based
 */
export const studentName = (n) => `student${String(n).padStart(2, '0')}`;

/**
 * POST /api/auth/login; resolves with the access token.
 * @param {string} baseUrl
 * @param {string} username
 * @param {string} password
 */
export async function login(baseUrl, username, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = /** @type {{ code: number, msg: string, data?: { access_token?: string } }} */ (await res.json());
  const token = body.data?.access_token;
  if (!token) throw new Error(`login ${username} failed: ${body.code} ${body.msg}`);
  return token;
}

/**
 * Tokens of the first `count` students, in order (one login at a time: login is throttled per client on failures,
 * and these never fail, but there is no reason to hammer it either).
 * @param {string} baseUrl
 * @param {number} [count]
 */
export async function studentTokens(baseUrl, count = STUDENT_COUNT) {
  /** @type {string[]} */
  const tokens = [];
  for (let n = 1; n <= count; n++) tokens.push(await login(baseUrl, studentName(n), STUDENT_PASSWORD));
  return tokens;
}
