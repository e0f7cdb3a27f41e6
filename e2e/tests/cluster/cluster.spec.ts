/**
 * Issue 15 "Tests and proof": two api-server instances (A, B) on one PostgreSQL behind a round-robin proxy
 * (e2e/support/cluster.ts), in real Chromium: a call made on B paints on a board connected to A, answers spread
 * over both instances are all stored, a logout on A is refused on B at once, and killing A during a load run loses
 * no acknowledged answer while the clients carry on through B.
 *
 * One cluster for the file, in order on one worker (each test still runs when another failed); the fault test
 * kills A, so it comes last.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { authPaths } from '@medteach/contract';
import { STATION } from '../../support/apps';
import { startCluster, type Cluster } from '../../support/cluster';
import { StationConsole } from '../station/station-console';
import { answer, findPractice, loginStudent, storedAnswers, userIdOf, type Envelope, type Practice, type PracticeQuestion } from './practice';

/** Cold start of PostgreSQL and two instances (migrations and seed on the first) on a busy 2-core machine. */
const CLUSTER_START_MS = 240_000;
const TEST_MS = 120_000;
/** A call on another instance reaches the board through the PostgreSQL adapter: allowed more than the 1 s of issue 6. */
const CROSS_INSTANCE_CALL_MS = 5_000;

// Station 2 (wall display B1, board room 6) of the seed: this cluster's own database, nobody else calls there.
const STATION_ID = 2;
const WALL_DISPLAY = 'B1';
const BOARD_ROOM = { roomId: 6, roomName: '第6考室' };

/** Answers of the spread test (student 01): enough to cross both instances several times. */
const SPREAD_ANSWERS = 12;
/** Load run: concurrent students (02…), answers acknowledged before the kill, and after it by every student. */
const LOAD_STUDENTS = 8;
const ACKED_BEFORE_KILL = 40;
const ACKED_AFTER_KILL_EACH = 3;
const LOAD_RUN_CAP_MS = 60_000;

test.describe.configure({ mode: 'default' });

let cluster: Cluster;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(CLUSTER_START_MS);
  cluster = await startCluster();
});

test.afterAll(async () => {
  test.setTimeout(CLUSTER_START_MS);
  for (const context of contexts.splice(0)) await context.dispose();
  await cluster?.stop();
});

/** An API client of one instance (the console's API, as the station suite drives it). */
async function apiOf(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  contexts.push(context);
  return context;
}

test('a board connected to instance A paints a call made from the console on instance B', async ({ page }) => {
  test.setTimeout(TEST_MS);
  const desk = await StationConsole.open(await apiOf(cluster.b.baseUrl));
  await desk.freeRoom(STATION_ID, BOARD_ROOM.roomId);
  const examinee = await desk.nextCallable(STATION_ID);

  // Opened on A's origin, the board dials A's socket (<page host>:7777); the device key was issued on B.
  await page.goto(`${cluster.a.baseUrl}${STATION}#/wait?${await desk.pair(WALL_DISPLAY)}`);
  await expect(page.getByRole('status')).toContainText('已连接', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: '候考考生' })).toContainText(examinee.realName);

  const calledAt = Date.now();
  await desk.act('call', BOARD_ROOM.roomId, examinee.examineeId);
  const calling = page.getByRole('region', { name: '当前叫号' });
  await expect(calling.getByText(`请 ${examinee.realName} 到 ${BOARD_ROOM.roomName} 考试`)).toBeVisible({ timeout: CROSS_INSTANCE_CALL_MS });
  const paintMs = Date.now() - calledAt;
  test.info().annotations.push({ type: 'call → paint (B → A)', description: `${paintMs} ms` });
  console.log(`[cluster] call on B → paint on a board connected to A: ${paintMs} ms`);
});

test("a student's answers spread over both instances are all stored", async () => {
  test.setTimeout(TEST_MS);
  const { proxy } = cluster;
  const token = await loginStudent(proxy.baseUrl, 1);
  const practice = await findPractice(proxy.baseUrl, token);
  const questions = practice.questions.slice(0, SPREAD_ANSWERS);
  expect(questions.length, 'open questions of student 01').toBe(SPREAD_ANSWERS);

  const servedBefore = [...proxy.served];
  for (const question of questions) {
    expect(await answer(proxy.baseUrl, token, practice, question), `answer to question ${question.questionId}`).toBe(true);
  }
  const servedBy = proxy.served.map((n, i) => n - servedBefore[i]);
  expect(servedBy[0], 'answers handled by A').toBeGreaterThan(0);
  expect(servedBy[1], 'answers handled by B').toBeGreaterThan(0);

  const stored = await storedAnswers(cluster, await userIdOf(cluster, 1));
  for (const question of questions) expect(stored.get(question.questionId), `stored answer to ${question.questionId}`).toBe(question.picks[0]);
});

test('a logout on instance A is refused on instance B at once', async () => {
  test.setTimeout(TEST_MS);
  const token = await loginStudent(cluster.a.baseUrl, 10);
  const a = await apiOf(cluster.a.baseUrl);
  const b = await apiOf(cluster.b.baseUrl);
  const headers = { Authorization: `Bearer ${token}` };
  const infoOnB = () => b.get(`/api${authPaths.getInfo}`, { headers });

  // B has verified (and cached) the token before the logout.
  const before = await infoOnB();
  expect(before.status()).toBe(200);
  expect(((await before.json()) as Envelope).code).toBe(200);

  const logout = await a.delete(`/api${authPaths.logout}`, { headers });
  expect(((await logout.json()) as Envelope).code).toBe(200);

  // The very next request, no waiting.
  const after = await infoOnB();
  expect(after.status()).toBe(401);
});

/** One student's answer loop through the proxy; every acknowledged answer is written down. */
interface Acked {
  student: number;
  question: PracticeQuestion;
  afterKill: boolean;
}

test('killing instance A during a load run loses no acknowledged answer; clients carry on through B', async () => {
  test.setTimeout(CLUSTER_START_MS);
  const { proxy } = cluster;
  const students = Array.from({ length: LOAD_STUDENTS }, (_, i) => i + 2);
  const sessions = await Promise.all(
    students.map(async (n) => {
      const token = await loginStudent(proxy.baseUrl, n);
      return { n, token, practice: await findPractice(proxy.baseUrl, token) };
    }),
  );

  const acked: Acked[] = [];
  let unacknowledged = 0;
  let killed = false;
  let stop = false;
  const ackedAfterKill = (n: number) => acked.filter((x) => x.student === n && x.afterKill).length;
  const loop = async ({ n, token, practice }: { n: number; token: string; practice: Practice }) => {
    // Each question answered once (until acknowledged), so every acknowledged answer is one stored row to find.
    for (const question of practice.questions) {
      while (!stop) {
        const wasKilled = killed;
        if (await answer(proxy.baseUrl, token, practice, question)) {
          acked.push({ student: n, question, afterKill: wasKilled });
          break;
        }
        unacknowledged++;
      }
      if (stop) return;
    }
  };
  const startedAt = Date.now();
  const servedBefore = [...proxy.served];
  const loops = Promise.all(sessions.map(loop));

  await expect.poll(() => acked.length, { timeout: LOAD_RUN_CAP_MS }).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
  expect(proxy.served[0] - servedBefore[0], 'requests A handled before the kill').toBeGreaterThan(0);
  const ackedBeforeKill = acked.length;
  await cluster.a.kill();
  killed = true;
  const killedAt = Date.now();

  // Clients carry on: every student gets answers acknowledged after the kill (through B).
  await expect
    .poll(() => Math.min(...students.map(ackedAfterKill)), { timeout: LOAD_RUN_CAP_MS, message: 'answers acknowledged after the kill, per student' })
    .toBeGreaterThanOrEqual(ACKED_AFTER_KILL_EACH);
  stop = true;
  await loops;

  // No acknowledged answer is lost.
  let missing = 0;
  for (const { n } of sessions) {
    const stored = await storedAnswers(cluster, await userIdOf(cluster, n));
    for (const { question } of acked.filter((x) => x.student === n)) {
      if (stored.get(question.questionId) !== question.picks[0]) missing++;
    }
  }
  const after = acked.filter((x) => x.afterKill).length;
  const summary =
    `${acked.length} answers acknowledged in ${Date.now() - startedAt} ms by ${LOAD_STUDENTS} students (${ackedBeforeKill} before the kill, ` +
    `${after} in the ${Date.now() - killedAt} ms after it), ${unacknowledged} unacknowledged around the kill, ${missing} acknowledged but not stored`;
  test.info().annotations.push({ type: 'load run', description: summary });
  console.log(`[cluster] ${summary}`);
  expect(missing, 'acknowledged answers missing from the database').toBe(0);
});
