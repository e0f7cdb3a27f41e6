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
import { answer, findPractice, loginStudent, storedAnswers, userIdOf, type Envelope, type Practice } from './practice';

/** Cold start of PostgreSQL and two instances (migrations and seed on the first) on a busy 2-core machine. */
const CLUSTER_START_MS = 360_000;
const TEST_MS = 120_000;
/** A call on another instance reaches the board through the PostgreSQL adapter: allowed more than the 1 s of issue 6. */
const CROSS_INSTANCE_CALL_MS = 5_000;

// Station 2 (wall display B1, board room 6) of the seed: this cluster's own database, nobody else calls there.
const STATION_ID = 2;
const WALL_DISPLAY = 'B1';
const BOARD_ROOM = { roomId: 6, roomName: '第6考室', stationName: '第二考站' };

/** Answers of the spread test (student 01): enough to cross both instances several times. */
const SPREAD_ANSWERS = 12;
/** Load run: concurrent students (02…), answers acknowledged before the kill, and after it by every student. */
const LOAD_STUDENTS = 8;
const ACKED_BEFORE_KILL = 40;
/** The load runs this long before the kill and at least this long after it: a few seconds in all. */
const LOAD_BEFORE_KILL_MS = 2_000;
const LOAD_AFTER_KILL_MS = 2_000;
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
  await expect(calling.getByText(`请 ${examinee.realName} 到 ${BOARD_ROOM.stationName} ${BOARD_ROOM.roomName} 考试`)).toBeVisible({ timeout: CROSS_INSTANCE_CALL_MS });
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

test('a logout on instance A is refused on instance B at once: the very next request', async () => {
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

  // A answers the logout only once PostgreSQL has handed the revocation back to A's own listener, that is to every
  // instance's (core/bus.ts): B evicts the token from its verified-token cache before this request reaches it.
  const logout = await a.delete(`/api${authPaths.logout}`, { headers });
  expect(((await logout.json()) as Envelope).code).toBe(200);
  const after = await infoOnB();
  expect(after.status(), 'the first request to B after the logout on A').toBe(401);
});

/** The last answer sent for one student's question, and whether any answer to it was acknowledged. */
interface Attempt {
  student: number;
  questionId: number;
  result: string;
  acked: boolean;
  everAcked: boolean;
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

  const attempts = new Map<string, Attempt>();
  const ackTimes = { before: 0, after: 0 };
  const ackedAfterKill = new Map<number, number>(students.map((n) => [n, 0]));
  let unacknowledged = 0;
  let killed = false;
  let stop = false;
  /**
   * Round after round over the student's questions, the two picks in turn, each answer retried until acknowledged
   * (as the app's answer outbox does). An answer is a row per (student, question), overwritten by the next: the row
   * holds the last acknowledged pick unless the last attempt went unacknowledged when the run stopped.
   */
  const loop = async ({ n, token, practice }: { n: number; token: string; practice: Practice }) => {
    for (let round = 0; !stop; round++) {
      for (const question of practice.questions) {
        const result = question.picks[round % 2];
        const key = `${n}:${question.questionId}`;
        for (;;) {
          if (stop) return;
          const wasKilled = killed;
          const acked = await answer(proxy.baseUrl, token, practice, question, result);
          const everAcked = acked || (attempts.get(key)?.everAcked ?? false);
          attempts.set(key, { student: n, questionId: question.questionId, result, acked, everAcked });
          if (acked) {
            ackTimes[wasKilled ? 'after' : 'before']++;
            if (wasKilled) ackedAfterKill.set(n, (ackedAfterKill.get(n) ?? 0) + 1);
            break;
          }
          unacknowledged++;
        }
      }
    }
  };
  const startedAt = Date.now();
  const servedBefore = [...proxy.served];
  const loops = Promise.all(sessions.map(loop));
  let killedAt = 0;
  try {
    await expect
      .poll(() => (Date.now() - startedAt >= LOAD_BEFORE_KILL_MS ? ackTimes.before : 0), { timeout: LOAD_RUN_CAP_MS, message: 'answers acknowledged before the kill' })
      .toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    expect(proxy.served[0] - servedBefore[0], 'requests A handled before the kill').toBeGreaterThan(0);
    await cluster.a.kill();
    killed = true;
    killedAt = Date.now();

    // Clients carry on: every student gets answers acknowledged after the kill (through B).
    await expect
      .poll(() => (Date.now() - killedAt >= LOAD_AFTER_KILL_MS ? Math.min(...ackedAfterKill.values()) : 0), {
        timeout: LOAD_RUN_CAP_MS,
        message: 'answers acknowledged after the kill, per student',
      })
      .toBeGreaterThanOrEqual(ACKED_AFTER_KILL_EACH);
  } finally {
    stop = true;
    await loops;
  }
  const stoppedAt = Date.now();

  // No acknowledged answer is lost.
  const lost: string[] = [];
  for (const n of students) {
    const stored = await storedAnswers(cluster, await userIdOf(cluster, n));
    for (const attempt of attempts.values()) {
      if (attempt.student !== n || !attempt.everAcked) continue;
      const row = stored.get(attempt.questionId);
      if (row === undefined || (attempt.acked && row !== attempt.result)) lost.push(`student ${n} question ${attempt.questionId}: ${row ?? 'no row'}`);
    }
  }
  const summary =
    `${ackTimes.before + ackTimes.after} answers acknowledged by ${LOAD_STUDENTS} students in ${stoppedAt - startedAt} ms ` +
    `(${ackTimes.before} in the ${killedAt - startedAt} ms before the kill, ${ackTimes.after} in the ${stoppedAt - killedAt} ms after it), ` +
    `${unacknowledged} unacknowledged around the kill, ${lost.length} acknowledged but not stored`;
  test.info().annotations.push({ type: 'load run', description: summary });
  console.log(`[cluster] ${summary}`);
  expect(lost, 'acknowledged answers missing from the database').toEqual([]);
});
