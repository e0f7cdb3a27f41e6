/**
 * Issue 16 (slice D2) "Proof": the admin creates a product in 商品管理 that unlocks a new category, a student buys it
 * on the phone through the sandbox cashier and the category opens; the admin refunds the order in 订单管理 and the
 * category locks again — without a restart.
 */
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { StudyBankBody } from '@medteach/contract';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, expectNotWhiteScreen, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, withToken } from '../../support/session';

const BANNER = fileURLToPath(new URL('../../../apps/api-server/assets/course/course-ecg.png', import.meta.url));
/** The oral major type (spec §9: 1 clinical thinking, other oral). */
const MAJOR_TYPE = 2;
const BUYER = student(30);

const api = async <T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: object): Promise<T> => {
  const res = await request[method](`/api${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as { code: number; msg: string; data: T; rows?: unknown };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return (body.data ?? body) as T;
};

/** A new chapter (first-level category) with one sub-category of six questions, in the major type's first bank. */
async function newChapter(request: APIRequestContext, admin: string, name: string) {
  const { categoryId: topId } = await api<{ categoryId: number }>(request, admin, 'post', '/exam/category', { majorType: MAJOR_TYPE, categoryName: name, parentId: 0, sort: 99 });
  const { categoryId: leafId } = await api<{ categoryId: number }>(request, admin, 'post', '/exam/category', { majorType: MAJOR_TYPE, categoryName: `${name}·病例`, parentId: topId });
  for (let i = 1; i <= 6; i++) {
    await api(request, admin, 'post', '/exam/question', { type: 0, categoryId: leafId, content: `${name}第${i}题`, options: ['甲', '乙', '丙', '丁'], answer: 'A' });
  }
  const banks = await api<{ rows: { studyBankId: number; studyBankName: string; majorType: number; sort: number; categoryIds: number[] }[] }>(
    request,
    admin,
    'get',
    `/exam/studyBank/admin/list?majorType=${MAJOR_TYPE}&pageNum=1&pageSize=10`,
  );
  const { studyBankId, studyBankName, majorType, sort, categoryIds } = banks.rows[0];
  // A write takes its own fields only (the list row also carries counts and names, which the server refuses).
  const body: StudyBankBody = { studyBankId, studyBankName, majorType, sort, categoryIds: [...categoryIds, topId] };
  await api(request, admin, 'put', '/exam/studyBank', body);
  const bank = { studyBankId };
  return { leafId, bankId: bank.studyBankId };
}

/** The sub-category's entry on the phone's bank page: 'open', 'locked' or 'empty' (data-entry of the accordion). */
async function entryOf(mobile: Page, bankId: number, chapter: string, leaf: string): Promise<Locator> {
  await mobile.goto(`${LEARNER}#/subject?majorType=${MAJOR_TYPE}&studyBankId=${bankId}`);
  // A fresh load (the student opening the bank again): a hash change to the page already open would not remount it.
  await mobile.reload();
  await mobile.getByText(chapter, { exact: true }).click();
  return mobile.getByRole('button', { name: leaf });
}

test('a product the admin creates unlocks a new category when bought, and locks it again when refunded', async ({ page, browser, context, request }) => {
  // Two apps, a purchase and a refund on a shared 2-core machine.
  test.setTimeout(150_000);
  const admin = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, admin);
  const stamp = Date.now() % 100_000;
  const chapter = `急诊医学${stamp}`;
  const leaf = `${chapter}·病例`;
  const productName = `急诊专项训练${stamp}`;
  const { bankId } = await newChapter(request, admin, chapter);

  // 商品管理: a new product, 限时折扣 on, unlocking the new chapter.
  await page.goto(`${ADMIN_APP}#/content/products`);
  await expect(page.locator('th', { hasText: '解锁分类' })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog', { name: '添加商品' });
  await drawer.getByLabel('商品名称').fill(productName);
  await drawer.getByLabel('市场价', { exact: true }).fill('59.90');
  await drawer.getByLabel('优惠价', { exact: true }).fill('29.90');
  await drawer.getByLabel('商品介绍').fill('急腹症、创伤与休克的处置思路，配套病例练习。');
  // A new product starts without the tag: the admin claims it.
  await expect(drawer.getByRole('switch', { name: '限时折扣' })).not.toBeChecked();
  await drawer.getByRole('switch', { name: '限时折扣' }).click();
  // The carousel image goes through the upload path (sniffed, stored) and shows as a picture card.
  const images = drawer.locator('.ant-form-item').filter({ hasText: '介绍图片' });
  await images.locator('input[type=file]').setInputFiles(BANNER);
  await expect(images.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await drawer.getByLabel('解锁分类').click();
  await page.keyboard.type(chapter);
  await page.locator('.ant-select-tree-treenode').filter({ hasText: new RegExp(`^${chapter}$`) }).locator('.ant-select-tree-checkbox').click();
  await page.keyboard.press('Escape');
  await expect(drawer.getByText(leaf, { exact: true })).toBeVisible(); // the sub-category comes with its chapter
  await page.screenshot({ path: test.info().outputPath('products-drawer.png') });
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await page.locator('#productQuery').getByPlaceholder('请输入商品名称').fill(productName);
  await page.locator('#productQuery').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥29.90');
  await expect(row).toContainText('限时折扣');
  await page.screenshot({ path: test.info().outputPath('products-list.png') });
  const { rows } = await api<{ rows: { id: number; skillId: number; name: string; categoryCount: number }[] }>(request, admin, 'get', `/base/product/admin/list?name=${encodeURIComponent(productName)}`);
  expect(rows[0].categoryCount).toBe(2);
  const skillId = rows[0].skillId;

  // The phone: the chapter is locked past the free questions, the goods page sells it, the sandbox cashier pays.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  const mobile = await phone.newPage();
  const token = await loginByApi(request, BUYER);
  await mobile.goto(withToken(`${LEARNER}#/goods?id=${skillId}`, token));
  await expect(mobile.getByText(productName)).toBeVisible();
  await expect(mobile.getByText('限时折扣')).toBeVisible();
  await expect(mobile.getByTestId('goods-price')).toHaveText('¥29.90');
  await expect(mobile.getByTestId('goods-market-price')).toHaveText('¥59.90');
  await expect(mobile.getByRole('img', { name: new RegExp(productName) }).first()).toBeVisible();
  await expectNotWhiteScreen(mobile);
  await mobile.screenshot({ path: test.info().outputPath('phone-goods.png') });
  await expect(await entryOf(mobile, bankId, chapter, leaf)).toHaveAttribute('data-entry', 'locked');

  await mobile.goto(`${LEARNER}#/goods?id=${skillId}`);
  await mobile.getByRole('button', { name: '立即解锁' }).click();
  await mobile.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '立即购买' }).click();
  await expect(mobile.getByTestId('sandbox-amount')).toHaveText('¥29.90');
  await mobile.getByRole('button', { name: '确认支付' }).click();
  await expect(mobile.getByText('支付成功')).toBeVisible();
  await expect(await entryOf(mobile, bankId, chapter, leaf)).toHaveAttribute('data-entry', 'open');
  await mobile.screenshot({ path: test.info().outputPath('phone-bank-unlocked.png') });

  // 订单管理: the paid order, refunded after the confirmation that says what locks again.
  await page.goto(`${ADMIN_APP}#/content/orders`);
  await page.locator('#orderQuery').getByPlaceholder('账号 / 姓名 / 手机号').fill(BUYER.username);
  await page.locator('#orderQuery').getByRole('button', { name: /搜\s*索/ }).click();
  const order = page.getByRole('row').filter({ hasText: productName });
  await expect(order).toContainText('已支付');
  await expect(order).toContainText('¥29.90');
  await page.screenshot({ path: test.info().outputPath('orders-list.png') });
  await order.getByRole('button', { name: '退款' }).click();
  const refund = page.getByRole('dialog', { name: '订单退款' });
  await expect(refund).toContainText('退款后该订单解锁的题库分类将重新锁定');
  await refund.getByLabel('退款原因').fill('学员申请退款');
  await page.screenshot({ path: test.info().outputPath('orders-refund.png') });
  await refund.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('退款成功，已收回1项解锁')).toBeVisible();
  await expect(order).toContainText('已退款');
  await expect(order.getByRole('button', { name: '退款' })).toHaveCount(0);

  // The phone's next load: locked again.
  await expect(await entryOf(mobile, bankId, chapter, leaf)).toHaveAttribute('data-entry', 'locked');
  await mobile.screenshot({ path: test.info().outputPath('phone-bank-relocked.png') });

  // The student's unlocks in the console: none left for this skill.
  await order.getByRole('button', { name: '学员解锁' }).click();
  const unlocks = page.getByRole('dialog', { name: '学员解锁' });
  await expect(unlocks.getByText('该学员还没有解锁任何技能')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('orders-unlocks.png') });
  await phone.close();
});
