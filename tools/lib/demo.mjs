/** What `npm start` prints: the seeded demo accounts and the URL of every app (README "URLs"). */
export const DEMO_ACCOUNTS = [
  { role: 'admin', username: 'admin', password: 'admin123' },
  { role: 'teachers', username: 'teacher01, teacher02', password: '123456' },
  { role: 'students', username: 'student01 … student30', password: '123456' },
];

/** Station room code used in the printed /wait link (a seeded exam station room). */
export const DEMO_CODE_ADDRESS = 'A1';

/** @param {string} origin e.g. http://localhost:8080 */
export function appUrls(origin) {
  return [
    ['root entry (forwards legacy links)', `${origin}/`],
    ['learner-h5', `${origin}/learner/`],
    ['teaching-h5', `${origin}/teaching/`],
    ['station-display', `${origin}/station/#/wait?codeAddress=${DEMO_CODE_ADDRESS}`],
    ['landing-pages', `${origin}/landing/`],
    ['admin-shell', `${origin}/admin/`],
    ['API health', `${origin}/api/health`],
  ];
}
