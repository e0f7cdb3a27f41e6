/**
 * Issue 8 "Proof" on a desktop viewport: tags view and its context menu, settings surviving a reload, dictionary
 * CRUD reaching the learner's question-type labels, uploads, and the agreement edited here shown on the phone.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN, student } from '../../support/accounts';
import { ADMIN_APP, LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie, sharedLogin } from '../../support/session';

const tagNames = (page: Page) => page.getByRole('tab').allInnerTexts();
const openFromMenu = async (page: Page, group: string, item: string) => {
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: group }).click();
  await entry.click();
};
const rightClickTag = (page: Page, title: string) => page.getByRole('tab', { name: title }).click({ button: 'right' });

test.beforeEach(async ({ context, request }) => {
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, await sharedLogin(request, ADMIN));
});

test('tags view: every context-menu action, affix home, middle-click, refresh, dynamic title', async ({ page, problems }) => {
  // About sixty steps and ten lazy pages: on a busy 2-core machine that is more than the default 30 s.
  test.setTimeout(60_000);
  await page.goto(`${ADMIN_APP}#/`);
  for (const [group, item] of [['系统管理', '字典数据'], ['系统管理', '参数设置'], ['系统管理', '文件上传'], ['考站管理', '考站叫号']]) {
    await openFromMenu(page, group, item);
  }
  await expect.poll(() => tagNames(page)).toEqual(['首页', '字典数据', '参数设置', '文件上传', '考站叫号']);
  await expect(page).toHaveTitle('考站叫号 - 医学教学管理系统');

  // The affixed home offers neither 关闭当前 nor 关闭左侧; the last tag no 关闭右侧.
  await rightClickTag(page, '首页');
  await expect(page.getByRole('menu', { name: '标签操作' }).getByRole('menuitem')).toHaveText(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
  const menuBox = await page.getByRole('menu', { name: '标签操作' }).boundingBox();
  expect(Math.round(menuBox?.width ?? 0)).toBe(105);
  await page.mouse.click(700, 600);
  await expect(page.getByRole('menu', { name: '标签操作' })).toHaveCount(0);
  await rightClickTag(page, '考站叫号');
  await expect(page.getByRole('menu', { name: '标签操作' }).getByRole('menuitem')).toHaveText(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '全部关闭']);
  await page.keyboard.press('Escape');

  // 刷新页面 keeps the tags and the page (through /redirect).
  await rightClickTag(page, '参数设置');
  await page.getByRole('menuitem', { name: '刷新页面' }).click();
  await expect(page).toHaveURL(/#\/system\/config$/);
  await expect(page.getByRole('columnheader', { name: '参数键名' })).toBeVisible();
  await expect.poll(() => tagNames(page)).toEqual(['首页', '字典数据', '参数设置', '文件上传', '考站叫号']);

  await rightClickTag(page, '参数设置');
  await page.getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect.poll(() => tagNames(page)).toEqual(['首页', '字典数据', '参数设置']);

  await rightClickTag(page, '参数设置');
  await page.getByRole('menuitem', { name: '关闭左侧' }).click();
  await expect.poll(() => tagNames(page)).toEqual(['首页', '参数设置']);

  await openFromMenu(page, '系统管理', '字典数据');
  await openFromMenu(page, '系统管理', '协议管理');
  await rightClickTag(page, '字典数据');
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect.poll(() => tagNames(page)).toEqual(['首页', '字典数据']);
  await expect(page).toHaveURL(/#\/system\/dict-data/);

  // Middle-click closes the current tag and moves to the last remaining one; home ignores it.
  await page.getByRole('tab', { name: '首页' }).click({ button: 'middle' });
  await page.getByRole('tab', { name: '字典数据' }).click({ button: 'middle' });
  await expect.poll(() => tagNames(page)).toEqual(['首页']);
  await expect(page).toHaveURL(/#\/$/);

  await openFromMenu(page, '系统管理', '参数设置');
  await rightClickTag(page, '参数设置');
  await page.getByRole('menuitem', { name: '关闭当前' }).click();
  await expect.poll(() => tagNames(page)).toEqual(['首页']);

  await openFromMenu(page, '系统管理', '参数设置');
  await openFromMenu(page, '系统管理', '字典数据');
  await rightClickTag(page, '首页');
  await page.getByRole('menuitem', { name: '全部关闭' }).click();
  await expect.poll(() => tagNames(page)).toEqual(['首页']);
  await expect(page).toHaveURL(/#\/$/);
  await page.screenshot({ path: test.info().outputPath('tags.png') });
  expect(problems.errors).toEqual([]);
});

test('a kept-alive page keeps what was typed while another tag is shown', async ({ page }) => {
  await page.goto(`${ADMIN_APP}#/system/config`);
  await page.locator('#configQuery').getByPlaceholder('请输入参数名称').fill('主框架');
  await page.getByRole('tab', { name: '首页' }).click();
  await page.getByRole('tab', { name: '参数设置' }).click();
  await expect(page.locator('#configQuery').getByPlaceholder('请输入参数名称')).toHaveValue('主框架');
});

test('settings: saved settings survive a reload, reset removes them', async ({ page }) => {
  await page.goto(`${ADMIN_APP}#/system/dict-data`);
  await page.getByRole('button', { name: '布局设置' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '主题风格设置' });
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(300);
  await page.getByRole('switch', { name: '开启 Tags-Views' }).click();
  await page.getByRole('switch', { name: '动态标题' }).click();
  await page.getByRole('button', { name: '浅色主题' }).click();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page).toHaveTitle('医学教学管理系统');
  await page.getByRole('button', { name: '保存配置' }).click();
  await expect(page.getByText('正在保存到本地，请稍候...')).toBeVisible();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting'))) ?? '{}');
  expect(stored).toMatchObject({ tagsView: false, dynamicTitle: false, sideTheme: 'theme-light' });

  await page.reload();
  await expect(page.getByRole('columnheader', { name: '数据标签' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toHaveClass(/ant-layout-sider-light/);
  await page.screenshot({ path: test.info().outputPath('settings-light.png') });

  await page.getByRole('button', { name: '布局设置' }).click();
  await page.getByRole('button', { name: '重置配置' }).click();
  await expect(page.getByText('正在清除设置缓存并刷新，请稍候...')).toBeVisible();
  await page.waitForEvent('load');
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveClass(/ant-layout-sider-dark/);
  expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
});

test('dictionary data: add, edit and delete an exam type the learner app reads', async ({ page, request }) => {
  const learnerToken = await loginByApi(request, student(29));
  const learnerLabels = async () => {
    const res = await request.get('/api/system/dict/data/type/cmtt_exam_type', { headers: { Authorization: `Bearer ${learnerToken}` } });
    return ((await res.json()) as { data: { dictLabel: string }[] }).data.map((d) => d.dictLabel);
  };

  await page.goto(`${ADMIN_APP}#/system/dict-data?dictType=cmtt_exam_type`);
  await expect(page.getByRole('cell', { name: '问答题' })).toBeVisible();
  await page.getByRole('button', { name: '新 增' }).or(page.getByRole('button', { name: '新增' })).first().click();
  const dialog = page.getByRole('dialog', { name: '添加字典数据' });
  await dialog.getByLabel('数据标签').fill('病例分析题');
  await dialog.getByLabel('数据键值').fill('99');
  await dialog.getByLabel('显示排序').fill('99');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByRole('cell', { name: '病例分析题' })).toBeVisible();
  expect(await learnerLabels()).toContain('病例分析题');

  await page.getByRole('row', { name: /病例分析题/ }).getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('dialog', { name: '修改字典数据' });
  await edit.getByLabel('数据标签').fill('病例分析');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page.getByRole('cell', { name: '病例分析', exact: true })).toBeVisible();
  expect(await learnerLabels()).toContain('病例分析');

  await page.getByRole('row', { name: /病例分析/ }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('cell', { name: '病例分析', exact: true })).toHaveCount(0);
  expect(await learnerLabels()).not.toContain('病例分析');
});

test('dictionary data: an edited exam-type label shows on the learner answering screen', async ({ page, browser, request }) => {
  const learnerToken = await loginByApi(request, student(29));
  const a1Row = () => page.getByRole('row').filter({ has: page.getByRole('cell', { name: '0', exact: true }) });
  const editA1Label = async (label: string) => {
    await a1Row().getByRole('button', { name: '修改' }).click();
    const edit = page.getByRole('dialog', { name: '修改字典数据' });
    await edit.getByLabel('数据标签').fill(label);
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('修改成功').first()).toBeVisible();
  };

  await page.goto(`${ADMIN_APP}#/system/dict-data?dictType=cmtt_exam_type`);
  await expect(page.getByRole('cell', { name: 'A1型题' })).toBeVisible();
  await editA1Label('单选题(A1)');
  try {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
    await setTokenCookie(phone, MOBILE_TOKEN_COOKIE, learnerToken);
    const mobile = await phone.newPage();
    // Open an A1 question (type 0) of the seeded topic sheet; 2 = topic practice in getQuestions.
    const sheet = await request.post('/api/exam/studyRecord/getQuestions', {
      headers: { Authorization: `Bearer ${learnerToken}`, 'Device-Type': 'app' },
      data: { categoryIds: [2], studyBankId: 1, type: 2, majorType: 1 },
    });
    const a1 = ((await sheet.json()) as { data: { id: number; type: number; locked?: boolean }[] }).data.find((q) => Number(q.type) === 0 && !q.locked);
    expect(a1, 'the seeded topic sheet has an open A1 question').toBeTruthy();
    await mobile.goto(`${LEARNER}#/subjectHomeWork?name=topic&studyBankId=1&categoryId=2&majorType=1&questionId=${a1?.id}`);
    // Spec §3: type labels come from cmtt_exam_type, so the A1 question carries the edited label.
    await expect(mobile.getByRole('article')).toHaveAttribute('data-question-key', String(a1?.id));
    await expect(mobile.locator('.qe-question__type')).toHaveText('单选题(A1)');
    await phone.close();
  } finally {
    await editA1Label('A1型题');
  }
  await expect(page.getByRole('cell', { name: 'A1型题' })).toBeVisible();
});

test('uploads: valid image and file go through, invalid ones get the spec §5 messages', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'admin-upload-'));
  const png = join(dir, 'ok.png');
  // a 1×1 PNG
  writeFileSync(png, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
  const gif = join(dir, 'bad.gif');
  writeFileSync(gif, 'GIF89a');
  const txt = join(dir, 'notes.txt');
  writeFileSync(txt, '课堂笔记');
  const exe = join(dir, 'tool.exe');
  writeFileSync(exe, 'MZ');
  const big = join(dir, 'big.pdf');
  writeFileSync(big, Buffer.alloc(5 * 1024 * 1024 + 1));

  await page.goto(`${ADMIN_APP}#/system/upload`);
  const [imageInput, fileInput] = [page.locator('input[type=file]').nth(0), page.locator('input[type=file]').nth(1)];
  await imageInput.setInputFiles(gif);
  await expect(page.getByText('文件格式不正确, 请上传png/jpg/jpeg图片格式文件!')).toBeVisible();
  await imageInput.setInputFiles(png);
  await expect(page.getByTestId('uploaded-images').getByText(/^\/file\/.+\.png$/)).toBeVisible();
  const stored = await page.getByTestId('uploaded-images').locator('li').first().innerText();
  expect((await page.request.get(stored)).status()).toBe(200);

  await fileInput.setInputFiles(exe);
  await expect(page.getByText('文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!')).toBeVisible();
  await fileInput.setInputFiles(big);
  await expect(page.getByText('上传文件大小不能超过 5 MB!')).toBeVisible();
  await fileInput.setInputFiles(txt);
  await expect(page.getByRole('link', { name: 'notes.txt' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('uploads.png') });
});

test('the agreement edited here is what the phone shows', async ({ page, browser }) => {
  const wording = `第${Date.now()}版：请遵守考试纪律。`;
  await page.goto(`${ADMIN_APP}#/system/agreement`);
  const editor = page.locator('.ql-editor');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(wording);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('agreement.png') });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
  const mobile = await phone.newPage();
  await mobile.goto(`${LEARNER}#/agreement`);
  await expect(mobile.getByTestId('agreement-content')).toContainText(wording);
  await phone.close();
});

test('考站叫号: call an examinee to a room and see the room, the list and the displays follow', async ({ page }) => {
  await page.goto(`${ADMIN_APP}#/station/call`);
  // A room that is free to call (any earlier run may have used the first ones).
  const room = page.getByTestId(/^room-/).filter({ has: page.getByRole('button', { name: /^叫\s*号$/ }) }).first();
  await expect(room).toBeVisible();
  await expect(page.getByText('显示屏')).toBeVisible();
  await room.getByRole('button', { name: /^叫\s*号$/ }).click();
  await expect(page.getByText(/^已发送至 \d+ 个显示屏$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '已叫号' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^重\s*呼$/ }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('station-call.png') });
});
