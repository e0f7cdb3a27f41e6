/**
 * Issue 17 "Proof" (客服): a student taps 转人工 on the phone and writes; the conversation arrives in the console's
 * 人工会话 inbox with an unread badge, and the student's next line is pushed into the open conversation (long-poll); the agent answers and the reply is on the phone within 1 s (long-poll);
 * 结束会话 tells the student.
 */
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, expectNotWhiteScreen, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, withToken } from '../../support/session';

const STUDENT = student(27);
/** Issue 17: "the reply appears on the phone within 1 s". */
const REPLY_TO_PHONE_MS = 1_000;
/** Replies timed for the printed p95 (small: the machine is shared). */
const PAINT_SAMPLES = 10;
/** Well under the inbox's 30 s backstop poll (features/service-desk/api.ts INBOX_POLL_MS): only the push makes it. */
const INBOX_PUSH_MS = 10_000;

test('转人工 reaches the console; the agent reply is on the phone within 1 s; 结束会话 tells the student', async ({ page, browser, context, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now() % 100_000;
  const question = `我的订单${stamp}还没有解锁`;
  const answer = `您好，订单${stamp}已为您处理，请重新进入题库。`;

  // The phone: 转人工, then a message for the agent.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  const mobile = await phone.newPage();
  await mobile.goto(withToken(`${LEARNER}#/artificial`, await loginByApi(request, STUDENT)));
  await mobile.locator('footer').getByRole('button', { name: '转人工' }).click();
  await expect(mobile.getByText('已为您转接人工客服，请稍候。')).toBeVisible();
  await mobile.getByPlaceholder('请输入消息').fill(question);
  await mobile.getByRole('button', { name: '发送' }).click();
  await expect(mobile.getByTestId('chat-asked').filter({ hasText: question })).toBeVisible();

  // The console: the conversation is in the inbox, unread.
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await loginByApi(request, ADMIN));
  await page.goto(`${ADMIN_APP}#/service/desk`);
  const inbox = page.getByRole('menu', { name: '会话列表' });
  const item = inbox.getByRole('menuitem').filter({ hasText: question });
  await expect(item).toBeVisible();
  await expect(item.getByTitle('2条未读')).toBeVisible(); // 转人工 and the message
  await item.click();
  const log = page.getByRole('log', { name: '会话内容' });
  await expect(log.getByText(question)).toBeVisible();
  await expect(item.locator('.ant-badge-count')).toHaveCount(0); // read

  // The inbox is pushed: the student's next line is in the open conversation well before the 30 s backstop poll.
  const followUp = `订单号是${stamp}`;
  await mobile.getByPlaceholder('请输入消息').fill(followUp);
  await mobile.getByRole('button', { name: '发送' }).click();
  await expect(log.getByText(followUp)).toBeVisible({ timeout: INBOX_PUSH_MS });

  // The reply: on the phone within 1 s of 发送.
  await page.getByRole('textbox', { name: /输入回复/ }).fill(answer);
  const sentAt = Date.now();
  await page.getByRole('button', { name: /发\s*送/ }).click();
  await expect(mobile.getByTestId('chat-agent').filter({ hasText: answer })).toBeVisible({ timeout: REPLY_TO_PHONE_MS });
  const elapsed = Date.now() - sentAt;
  console.log(`agent reply → phone paint: ${elapsed} ms`);
  expect(elapsed).toBeLessThan(REPLY_TO_PHONE_MS);
  await expect(log.getByText(answer)).toBeVisible();

  // More replies, each reaching the phone (figures printed; the p95 target is checked by `npm run bench:service-desk`
  // on a quiet machine, not here, where the e2e run shares the cores with everything else).
  const paints = [elapsed];
  for (let i = 1; i < PAINT_SAMPLES; i++) {
    const line = `第${i}条回复 ${stamp}`;
    await page.getByRole('textbox', { name: /输入回复/ }).fill(line);
    const at = Date.now();
    await page.getByRole('button', { name: /发\s*送/ }).click();
    await expect(mobile.getByTestId('chat-agent').filter({ hasText: line })).toBeVisible();
    paints.push(Date.now() - at);
  }
  paints.sort((x, y) => x - y);
  console.log(`agent reply → student paint over ${paints.length}: p50 ${paints[Math.floor(paints.length / 2)]} ms, p95 ${paints[Math.ceil(paints.length * 0.95) - 1]} ms`);
  await expectNotWhiteScreen(page);
  await expectNotWhiteScreen(mobile);
  await page.screenshot({ path: test.info().outputPath('service-desk-console.png') });
  await mobile.screenshot({ path: test.info().outputPath('service-desk-phone.png') });

  // 结束会话, confirmed first: the student is told and the reply box goes.
  await page.getByRole('button', { name: '结束会话' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('该会话已结束，无法回复')).toBeVisible();
  await expect(mobile.getByTestId('chat-agent').filter({ hasText: '本次人工服务已结束' })).toBeVisible();
  await mobile.screenshot({ path: test.info().outputPath('service-desk-phone-closed.png') });
  await phone.close();
});
