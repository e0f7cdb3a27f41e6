/**
 * Issue 17 "考站管理": in the console the admin creates an exam (with its window), a station with two rooms, a room
 * screen (paired from the device list) and a skill question with a part (and its image, uploaded with progress) and a
 * step; the station display's /paper shows the question as saved, and an edit on its next load — no restart.
 */
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { stationAdminPaths } from '@medteach/contract';
import { ADMIN } from '../../support/accounts';
import { ADMIN_APP, STATION } from '../../support/apps';
import { expect, expectNotWhiteScreen, test } from '../../support/page-health';
import { ADMIN_TOKEN_COOKIE, loginByApi, setTokenCookie, withToken } from '../../support/session';

const IMAGE = fileURLToPath(new URL('../../../apps/api-server/assets/course/course-ecg.png', import.meta.url));
const confirmButton = /确\s*定/;

/** Picks the option whose title contains `option` (stations show their exam too) in the antd Select labelled `label`. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option).first().click();
}

/** Types a `YYYY-MM-DD HH:mm:ss` into the antd DatePicker labelled `label` and confirms it. */
async function typeTime(scope: Locator, label: string, value: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test('the admin sets up an exam, a station with two rooms, a paired screen and a skill question; /paper shows it', async ({ page, context, request, problems }) => {
  test.setTimeout(150_000);
  const token = await loginByApi(request, ADMIN);
  await setTokenCookie(context, ADMIN_TOKEN_COOKIE, token);
  const tag = String(Date.now() % 100_000);
  const examName = `技能考核演练${tag}`;
  const stationName = `演练考站${tag}`;
  const codeAddress = `E${tag}`;
  const questionName = `气管插管${tag}`;

  // 考试管理: a new exam open from 2020 to 2099.
  await page.goto(`${ADMIN_APP}#/station/exam`);
  await expectNotWhiteScreen(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const examDialog = page.getByRole('dialog', { name: '添加考试' });
  await examDialog.getByLabel('考试名称').fill(examName);
  await typeTime(examDialog, '开始时间', '2020-01-01 00:00:00');
  await typeTime(examDialog, '结束时间', '2099-12-31 23:59:59');
  await examDialog.getByRole('button', { name: confirmButton }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(examName) })).toContainText('2020-01-01 00:00:00 至 2099-12-31 23:59:59');

  // 考站与考室: the station, then its two rooms in the row's drawer.
  await page.goto(`${ADMIN_APP}#/station/station`);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const stationDialog = page.getByRole('dialog', { name: '添加考站' });
  await pick(page, stationDialog, '所属考试', examName);
  await stationDialog.getByLabel('考站名称').fill(stationName);
  await stationDialog.getByRole('button', { name: confirmButton }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const stationRow = page.getByRole('row', { name: new RegExp(stationName) });
  await stationRow.getByRole('button', { name: '考室' }).click();
  const drawer = page.getByRole('dialog', { name: `${stationName} · 考室` });
  for (const room of ['演练甲室', '演练乙室']) {
    await drawer.getByRole('button', { name: '添加考室' }).click();
    const roomDialog = page.getByRole('dialog', { name: '添加考室' });
    await roomDialog.getByLabel('考室名称').fill(room);
    await roomDialog.getByRole('button', { name: confirmButton }).click();
    await expect(drawer.getByRole('row', { name: new RegExp(room) })).toBeVisible();
  }
  await expect(drawer.getByRole('row')).toHaveCount(3); // header + two rooms, in their order
  await expect(drawer.getByRole('row').nth(1)).toContainText('演练甲室');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(stationRow.getByRole('cell').nth(6)).toHaveText('2');

  // 显示设备: the first room's screen, then its pairing link.
  await page.goto(`${ADMIN_APP}#/station/device`);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const deviceDialog = page.getByRole('dialog', { name: '添加设备' });
  await deviceDialog.getByLabel('设备编号').fill('9x');
  await pick(page, deviceDialog, '考站', stationName);
  await pick(page, deviceDialog, '考室', '演练甲室');
  await deviceDialog.getByRole('button', { name: confirmButton }).click();
  await expect(page.getByText('设备编号须以字母开头，由字母、数字、下划线或短横线组成，最多32位')).toBeVisible();
  await deviceDialog.getByLabel('设备编号').fill(codeAddress);
  await deviceDialog.getByRole('button', { name: confirmButton }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const deviceRow = page.getByRole('row', { name: new RegExp(codeAddress) });
  await expect(deviceRow).toContainText('未配对');
  await deviceRow.getByRole('button', { name: '生成配对链接' }).click();
  const link = await page.getByTestId('pairing-link').textContent();
  expect(link).toContain(`#/paper?codeAddress=${codeAddress}&deviceKey=`);
  await page.getByRole('dialog', { name: `显示屏 ${codeAddress} 的配对链接` }).getByRole('button', { name: confirmButton }).click();
  await expect(deviceRow).toContainText('已配对');

  // 技能试题: one part with an image, one step.
  await page.goto(`${ADMIN_APP}#/station/skill-question`);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const questionDrawer = page.getByRole('dialog', { name: '添加技能试题' });
  await pick(page, questionDrawer, '考站', stationName);
  await questionDrawer.getByLabel('试题名称').fill(questionName);
  await questionDrawer.getByLabel('题干描述').fill('患者男，70岁，呼吸心跳骤停，请进行气管插管。');
  await questionDrawer.locator('input[type=file]').first().setInputFiles(IMAGE);
  await expect(questionDrawer.getByRole('link', { name: /course-ecg|\.png/ }).first()).toBeVisible();
  await questionDrawer.getByRole('button', { name: '添加步骤' }).click();
  await questionDrawer.getByLabel('步骤名称').fill('插管操作要点');
  await questionDrawer.getByRole('button', { name: confirmButton }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(questionName) })).toBeVisible();

  // The station display's /paper shows the question as saved (staff token, the native app's way in)…
  const headers = { authorization: `Bearer ${token}` };
  const listed = await (await request.get(`/api${stationAdminPaths.skillQuestionList}?name=${encodeURIComponent(questionName)}`, { headers })).json();
  const question = listed.rows[0] as { id: number; stationId: number; name: string; sort: number; parts: { description: string; descriptionFileUrl: string }[]; details: unknown[] };
  const display = await context.newPage();
  // As the native app opens it: with the token in the query (taken out of the URL at start-up, so each open brings it).
  const openPaper = async () => {
    await display.goto('about:blank');
    await display.goto(withToken(`${STATION}#/paper?examSkillIds=${question.id}&time=600`, token));
  };
  await openPaper();
  await expect(display.getByRole('heading', { name: questionName })).toBeVisible();
  await expect(display.getByText('一、患者男，70岁，呼吸心跳骤停，请进行气管插管。')).toBeVisible();
  await expect(display.getByText('插管操作要点')).toBeVisible();
  await expect(display.locator('img').first()).toHaveAttribute('src', new RegExp(question.parts[0].descriptionFileUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));

  // …and an edit made in the console on its next load.
  await page.getByRole('row', { name: new RegExp(questionName) }).getByRole('button', { name: '修改' }).click();
  const editDrawer = page.getByRole('dialog', { name: '修改技能试题' });
  await editDrawer.getByLabel('题干描述').fill('患者男，70岁，请判断是否需要气管插管。');
  await editDrawer.getByRole('button', { name: confirmButton }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await openPaper();
  await expect(display.getByText('一、患者男，70岁，请判断是否需要气管插管。')).toBeVisible();

  // The paired room screen opens on its link (between examinees it shows its room).
  const screen = await context.newPage();
  await screen.goto(link ?? '');
  await expect(screen.getByRole('heading', { name: '演练甲室' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});
