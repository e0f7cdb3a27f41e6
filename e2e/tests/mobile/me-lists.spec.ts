import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 18 我的: 我的订单 lists what a browser student bought through the sandbox cashier (paid) and what they left at
 * the cashier (待支付, whose 去支付 opens its goods page again); 我的证书 shows the certificate of their class's credit
 * course with its seeded code and the credits still to earn. It signs in student15.
 */
const STUDENT = student(15);

test('a browser student sees the order they paid and the one left at the cashier; 我的证书 shows their course certificate', async ({ page, problems }) => {
  const token = await loginByApi(page.request, STUDENT);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);

  // Nothing bought yet.
  await page.goto(`${LEARNER}#/orders`);
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  await expect(page.getByText('暂无订单')).toBeVisible();

  // Buy 口腔临床思辨能力训练 (skill 2) through the sandbox cashier.
  await page.goto(`${LEARNER}#/goods?id=2`);
  await page.getByRole('button', { name: '立即解锁' }).click();
  await page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '立即购买' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/#\/(Alipay|subject)/);

  // Open the cashier for 临床实践技能操作 (skill 3) and leave without paying.
  await page.goto(`${LEARNER}#/goods?id=3`);
  await page.getByRole('button', { name: '立即解锁' }).click();
  await page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();

  await page.goto(`${LEARNER}#/orders`);
  const orders = page.getByRole('region', { name: '我的订单' });
  await expect(orders.getByText('共 2 笔订单')).toBeVisible();
  const paid = orders.locator('.adm-list-item').filter({ hasText: '口腔临床思辨能力训练' });
  await expect(paid).toContainText('已支付');
  await expect(paid).toContainText('¥88.00');
  await expect(paid).toContainText(/支付 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(paid.getByRole('button', { name: /去支付/ })).toHaveCount(0);
  const pending = orders.locator('.adm-list-item').filter({ hasText: '临床实践技能操作' });
  await expect(pending).toContainText('待支付');
  // Newest first: the pending order is on top.
  await expect(orders.locator('.adm-list-item').first()).toContainText('临床实践技能操作');
  await pending.getByRole('button', { name: '去支付：临床实践技能操作' }).click();
  await expect(page).toHaveURL(/#\/goods\?id=3$/);
  await expect(page.getByRole('button', { name: '立即解锁' })).toBeVisible();

  // 我的证书: the class's credit course (内科学临床思维) with the code issued at seeding and 学分 0/8 to go.
  await page.goto(`${LEARNER}#/certificates`);
  await expect(page.getByRole('heading', { name: '我的证书' })).toBeVisible();
  const certificate = page.getByRole('region', { name: '我的证书' }).locator('.adm-list-item').filter({ hasText: '内科学临床思维' });
  await expect(certificate).toContainText(/证书编号 MT-\d{4}-\d{6}/);
  await expect(certificate).toContainText('学分 0/8');
  expect(problems.errors).toEqual([]);
});
