import type { Page } from '@playwright/test';
import { student } from '../../../support/accounts';
import { LEARNER } from '../../../support/apps';
import { expect, test } from '../../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi } from '../../../support/session';

/**
 * Inside the native app the learner talks to it through the bridge, and the transport is where iOS and Android differ
 * (libs/bridge adapters.ts): the iOS app's web view offers `webkit.messageHandlers.<action>.postMessage(object)`,
 * the Android app a JavaScript interface `android.<action>(json text)`, called with no argument when there is no
 * payload. The rest of the phone journeys behave the same on both and run once (project `phone`, iPhone 13); this file
 * also runs on the Pixel 7 (project `phone-android`), each profile with its own platform's host: the app's parameters
 * at start-up, the topic lock and 纠错 all reach native over that transport, and native's answer signs the page in.
 */
type Platform = 'ios' | 'android';
const platform = (): Platform => (test.info().project.name === 'phone-android' ? 'android' : 'ios');
/** Read-only for the learner (nothing bought, nothing answered); one per profile, as both may run at once. */
const account = () => student(platform() === 'android' ? 8 : 6);

/** One call the page made to native, as native received it. */
interface NativeCall {
  action: string;
  /** iOS: the posted object. Android: the arguments, text. */
  received: unknown;
}

/**
 * Stands in for the native app before the page loads: the platform's bridge object with the six actions, recording
 * each call; getAppParams is answered with `token` through the page's bridge callback, as the apps do.
 */
async function installNativeHost(page: Page, token: string) {
  await page.addInitScript(
    ({ os, token }) => {
      const actions = ['questionsAction', 'buyFirstStaionAction', 'errorCorrection', 'getAppParams', 'closeWeb', 'miniProgramBack'];
      const calls: { action: string; received: unknown }[] = [];
      const w = window as unknown as Record<string, unknown>;
      w.__nativeCalls = calls;
      const reply = (action: string) => {
        if (action !== 'getAppParams') return;
        const params = { token };
        // Native answers later, through the callback the bridge installed.
        setTimeout(() => (w.__medteachBridgeCallback as (a: string, p: unknown) => void)('getAppParams', os === 'android' ? JSON.stringify(params) : params));
      };
      if (os === 'ios') {
        const handlers = Object.fromEntries(
          actions.map((action) => [
            action,
            {
              postMessage(body: unknown) {
                calls.push({ action, received: body });
                reply(action);
              },
            },
          ]),
        );
        w.webkit = { messageHandlers: handlers };
      } else {
        w.android = Object.fromEntries(
          actions.map((action) => [
            action,
            (...args: unknown[]) => {
              calls.push({ action, received: args });
              reply(action);
            },
          ]),
        );
      }
    },
    { os: platform(), token },
  );
}

const nativeCalls = (page: Page, action: string) =>
  page.evaluate((name) => ((window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls ?? []).filter((c) => c.action === name), action);

/** What native got for one call: the object on iOS; on Android the one JSON text argument, parsed (or `[]`: none). */
function payloadOf(call: NativeCall): unknown {
  if (platform() === 'ios') return call.received;
  const args = call.received as unknown[];
  if (args.length === 0) return args;
  expect(args, 'the Android interface takes one text argument').toHaveLength(1);
  expect(typeof args[0]).toBe('string');
  return JSON.parse(args[0] as string);
}

test("native's start-up parameters sign the page in and open the app's home", async ({ page, context, problems }) => {
  const token = await loginByApi(page.request, account());
  await installNativeHost(page, token);
  await page.goto(LEARNER);

  // Inside the app the home is the goods page (a plain browser gets the web home).
  await expect(page).toHaveURL(/\/learner\/#\/goods/);
  await expect(page.getByRole('heading', { name: '技能商品' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === MOBILE_TOKEN_COOKIE)?.value, { message: 'token cookie from native' }).toBe(token);
  const asked = await nativeCalls(page, 'getAppParams');
  expect(asked).toHaveLength(1);
  // iOS posts an empty object; Android calls the method with no argument.
  expect(payloadOf(asked[0])).toEqual(platform() === 'ios' ? {} : []);
  await expect(page.getByTestId('bridge-simulator')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('纠错 and the topic lock go to native, and the page stays on the question', async ({ page, problems }) => {
  const token = await loginByApi(page.request, account());
  await installNativeHost(page, token);
  await page.goto(`${LEARNER}#/subject?majorType=1`);
  // 内科学 is a demo chapter of skill 1: its first sub-category opens with five questions free.
  await page.getByText('内科学', { exact: true }).click();
  await page.getByRole('button', { name: /^呼吸系统疾病/ }).click();
  const question = page.getByRole('article');
  await expect(question).toHaveAccessibleName(/^第1题/);
  const questionId = Number(await question.getAttribute('data-question-key'));

  await page.getByRole('button', { name: '纠错' }).click();
  await expect.poll(async () => (await nativeCalls(page, 'errorCorrection')).length).toBe(1);
  expect(payloadOf((await nativeCalls(page, 'errorCorrection'))[0])).toEqual({ bank: expect.anything(), questionId });
  await expect(page).toHaveURL(/#\/subjectHomeWork\?/); // the web form (#/errorReport) is for browsers only

  // Past the fifth question the lock asks native to sell the skill.
  for (let i = 0; i < 5; i += 1) await page.getByRole('navigation', { name: '题目操作' }).getByRole('button', { name: '下一题' }).click();
  await expect.poll(async () => (await nativeCalls(page, 'buyFirstStaionAction')).length).toBe(1);
  expect(payloadOf((await nativeCalls(page, 'buyFirstStaionAction'))[0])).toMatchObject({ skillId: 1, skillName: '临床思维能力训练' });
  await expect(question).toHaveAccessibleName(/^第5题/);
  await expect(page).toHaveURL(/#\/subjectHomeWork\?/); // no goods page inside the app
  expect(problems.errors).toEqual([]);
});
