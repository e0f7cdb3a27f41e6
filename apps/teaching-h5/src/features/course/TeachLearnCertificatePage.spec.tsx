import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coursePaths } from '@medteach/contract';
import { buildCertificateProgress, courseHandlers, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { locationOf, renderPage } from '../../shared/testing/render-page';
import TeachLearnCertificatePage from './TeachLearnCertificatePage';

const server = setupMswServer(...courseHandlers());
setupTestApi();

/** What the certificate canvas receives: texts and whether the template image was drawn. */
let drawn: { texts: string[]; template: unknown[] };

/** jsdom has no canvas and loads no images: a recording 2D context, and images that load at once. */
beforeEach(() => {
  drawn = { texts: [], template: [] };
  const ctx = {
    drawImage: (img: unknown) => drawn.template.push(img),
    fillRect: () => undefined,
    strokeRect: () => undefined,
    clearRect: () => undefined,
    fillText: (text: string) => drawn.texts.push(text),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,Q0VSVA==');
  vi.stubGlobal(
    'Image',
    class {
      crossOrigin = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        queueMicrotask(() => (url.endsWith('.png') ? this.onload?.() : this.onerror?.()));
      }
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

function openProgress(progress = buildCertificateProgress()) {
  server.use(...courseHandlers({ progress }));
  const collectCalls: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(coursePaths.certificateCollect)) collectCalls.push(await request.clone().json());
  });
  // antd-mobile toasts ignore the pointer while they animate; jsdom never finishes the animation.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { router } = renderPage('/teachLearnCertificate', <TeachLearnCertificatePage />, '/teachLearnCertificate?onlineCourseId=1');
  return { user, router, collectCalls };
}

describe('/teachLearnCertificate credits', () => {
  it('shows my credits, the bar earned vs minimum and how many credits are missing', async () => {
    openProgress();
    const credits = await screen.findByRole('region', { name: '我的学分' });
    expect(within(credits).getByText('2/8')).toBeInTheDocument();
    expect(within(credits).getByText('还需 6学分 即可获得证书')).toBeInTheDocument();
    expect(credits.querySelector('.adm-progress-bar-fill')).toHaveStyle({ width: '25%' });
  });

  it('lists the related courses, each opening its own credit detail', async () => {
    const { user, router } = openProgress();
    await user.click(await screen.findByRole('link', { name: /口腔颌面外科基础/ }));
    expect(locationOf(router)).toBe('/teachLearnCertificate?onlineCourseId=2');
  });
});

describe('spec §4 certificate', () => {
  it('draws the certificate on a canvas from the learner name, course, course time and code, shown at half size', async () => {
    openProgress();
    const image = await screen.findByRole('img', { name: '内科学临床思维结业证书' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,Q0VSVA==');
    expect(image.parentElement).toHaveStyle({ width: '400px' });
    expect(drawn.template).toHaveLength(1);
    expect(drawn.texts).toEqual(['张伟', '已完成《内科学临床思维》课程学习，特发此证。', '课程时间：2026-03-01 至 2026-12-31', '证书编号：MT-2026-000001']);
  });

  it('refuses the claim before the credits reach the minimum, without asking the server', async () => {
    const { user, collectCalls } = openProgress();
    await user.click(await screen.findByRole('button', { name: '领取证书' }));
    expect(await screen.findByText('学分还没有达到，暂时不可以领取')).toBeInTheDocument();
    expect(collectCalls).toEqual([]);
  });

  it('claims when passed: 领取成功, the progress reloads and 下载证书 downloads the PNG', async () => {
    const { user, collectCalls } = openProgress(buildCertificateProgress({ earnedScore: 8, isPass: true }));
    expect(await screen.findByText('已到达可获得证书标准')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '领取证书' }));
    expect(await screen.findByText('领取成功')).toBeInTheDocument();
    const download = await screen.findByRole('link', { name: '下载证书' });
    expect(download).toHaveAttribute('href', 'data:image/png;base64,Q0VSVA==');
    expect(download).toHaveAttribute('download', '内科学临床思维-结业证书.png');
    expect(screen.queryByRole('button', { name: '领取证书' })).not.toBeInTheDocument();
    expect(collectCalls).toEqual([{ onlineCourseCertificateCode: 'MT-2026-000001' }]);
  });

  it('a teacher (no certificate code) sees the progress without a certificate', async () => {
    openProgress(buildCertificateProgress({ onlineCourseCertificateCode: null, earnedScore: 0 }));
    expect(await screen.findByText('还需 8学分 即可获得证书')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '证书预览' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '领取证书' })).not.toBeInTheDocument();
  });
});
