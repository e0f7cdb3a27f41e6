import type { APIRequestContext, Page } from '@playwright/test';
import { student } from '../../support/accounts';
import { LEARNER } from '../../support/apps';
import { expect, test } from '../../support/page-health';
import { MOBILE_TOKEN_COOKIE, loginByApi, setTokenCookie } from '../../support/session';

/**
 * Issue 3: image (with zoom), audio and video attachments of the seeded questions load and play on the answering
 * screen in a real browser — every file request answered, nothing 404. The seed (apps/api-server question-bank
 * seed-data) attaches an ECG (svg) and a heart sound (mp3) in 内科学, a CPR demo (mp4) in 急诊医学 and an X-ray (png)
 * in 牙体牙髓病学; each sits within the free questions of its category.
 */
interface Located {
  studyBankId: number;
  categoryId: number;
  questionId: number;
  majorType: number;
}

/** Topic practice (getQuestions `type` 2, spec §7). */
const TOPIC = 2;

async function apiData<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

interface SeedQuestion {
  id: number;
  fileUrl: string;
  locked: boolean;
  categoryId: number;
  childedList?: SeedQuestion[];
}
interface TreeNode {
  id: number;
  children?: TreeNode[];
}

/** Finds, through the student's own API, the open question whose attachment file is `file`. */
async function locate(request: APIRequestContext, token: string, majorType: number, file: string): Promise<Located> {
  const headers = { Authorization: `Bearer ${token}`, 'Device-Type': 'app' };
  const banks = await apiData<{ studyBankId: number }[]>(await request.get(`/api/exam/studyBank/list?majorType=${majorType}`, { headers }));
  for (const bank of banks) {
    const tree = await apiData<TreeNode[]>(await request.get(`/api/exam/comm/category/getTree?majorType=${majorType}&studyBankId=${bank.studyBankId}`, { headers }));
    const leaves = (tree[0]?.children ?? []).flatMap((c) => (c.children?.length ? c.children : [c]));
    for (const leaf of leaves) {
      const questions = await apiData<SeedQuestion[]>(
        await request.post('/api/exam/studyRecord/getQuestions', { headers, data: { categoryIds: [leaf.id], studyBankId: bank.studyBankId, type: TOPIC, majorType } }),
      );
      const found = questions.flatMap((q) => [q, ...(q.childedList ?? [])]).find((q) => q.fileUrl.endsWith(file) && !q.locked);
      if (found) return { studyBankId: bank.studyBankId, categoryId: found.categoryId, questionId: found.id, majorType };
    }
  }
  throw new Error(`no open seeded question carries ${file}`);
}

async function openQuestion(page: Page, at: Located) {
  const q = new URLSearchParams({ name: 'topic', studyBankId: String(at.studyBankId), categoryId: String(at.categoryId), majorType: String(at.majorType), questionId: String(at.questionId) });
  await page.goto(`${LEARNER}#/subjectHomeWork?${q}`);
  await expect(page.getByRole('article')).toHaveAttribute('data-question-key', String(at.questionId));
}

/** Every response under /file/ and /api/ that was not a success. */
function watchFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    // A media element that is paused or unmounted cancels its own range request; that is not a missing file.
    if (!/ERR_ABORTED/.test(req.failure()?.errorText ?? '')) failed.push(`${req.failure()?.errorText} ${req.url()}`);
  });
  return failed;
}

test('image zoom, audio and video attachments load and play', async ({ page, problems }) => {
  const account = student(19);
  const token = await loginByApi(page.request, account);
  await setTokenCookie(page.context(), MOBILE_TOKEN_COOKIE, token);
  const failed = watchFailures(page);
  const question = page.getByRole('article');

  // Images: both load (natural size known), and tapping one opens the zoom viewer with the same picture.
  for (const [file, majorType] of [
    ['qb-ecg-st-elevation.svg', 1],
    ['qb-dental-xray.png', 2],
  ] as const) {
    await openQuestion(page, await locate(page.request, token, majorType, file));
    const image = question.locator(`img[src$="${file}"]`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await question.getByRole('button', { name: '查看大图' }).click();
    const zoomed = page.locator('.adm-image-viewer-content img');
    await expect(zoomed).toHaveAttribute('src', new RegExp(`${file}$`));
    await expect.poll(() => zoomed.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    await page.mouse.click(10, 10);
  }

  // Audio: 播放 starts the sound (time moves on), 暂停 stops it.
  await openQuestion(page, await locate(page.request, token, 1, 'qb-heart-sound.mp3'));
  const audio = question.locator('audio');
  await question.getByRole('button', { name: '播放音频' }).click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0), { message: 'the heart sound plays' }).toBe(true);
  await question.getByRole('button', { name: '暂停音频' }).click();
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

  // Video: the clip's metadata loads and it plays.
  await openQuestion(page, await locate(page.request, token, 1, 'qb-exam-demo.mp4'));
  const video = question.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0), { message: 'the video metadata loads' }).toBe(true);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0)).toBe(true);

  expect(failed).toEqual([]);
  expect(problems.errors).toEqual([]);
});
