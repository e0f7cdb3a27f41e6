import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { commerceHandlers, createTestQueryClient, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { detectBrowser } from './browser';
import { ANDROID_DOWNLOAD_URL, ANDROID_FALLBACK_MS, ANDROID_INTENT_URL, APP_SCHEME_URL, IOS_FALLBACK_MS, IOS_STORE_URL, JUMP_FALLBACK_MS } from './constants';
import { pageNavigator, tryOpenApp, type LaunchEnv } from './launch';
import DownloadPage from './DownloadPage';
import InvitePage from './InvitePage';
import JumpPage from './JumpPage';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function fakeEnv() {
  const timers: { fn: () => void; ms: number }[] = [];
  let hiddenListener: (() => void) | null = null;
  const env: LaunchEnv & { visited: string[]; hide: () => void; fire: () => void; timers: typeof timers } = {
    visited: [],
    timers,
    navigate: (url) => void env.visited.push(url),
    isHidden: () => false,
    onHidden: (l) => {
      hiddenListener = l;
      return () => (hiddenListener = null);
    },
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => (timers.length = 0),
    hide: () => hiddenListener?.(),
    fire: () => timers.splice(0).forEach((t) => t.fn()),
  };
  return env;
}

describe('browser detection', () => {
  it('knows in-app browsers and the OS', () => {
    expect(detectBrowser(WECHAT_UA)).toEqual({ inApp: 'wechat', os: 'android' });
    expect(detectBrowser(`${IPHONE_UA} QQ/8.9.0`)).toEqual({ inApp: 'qq', os: 'ios' });
    expect(detectBrowser(`${ANDROID_UA} Weibo (Xiaomi)`).inApp).toBe('weibo');
    expect(detectBrowser(`${IPHONE_UA} AlipayClient/10.5`).inApp).toBe('alipay');
    expect(detectBrowser(ANDROID_UA)).toEqual({ inApp: null, os: 'android' });
    expect(detectBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/120')).toEqual({ inApp: null, os: 'other' });
  });
});

describe('app launch with fallback (spec §9)', () => {
  it('Android: intent URL, download after 1.5 s', () => {
    const env = fakeEnv();
    tryOpenApp('android', env);
    expect(env.visited).toEqual([ANDROID_INTENT_URL]);
    expect(env.timers[0].ms).toBe(ANDROID_FALLBACK_MS);
    env.fire();
    expect(env.visited).toEqual([ANDROID_INTENT_URL, ANDROID_DOWNLOAD_URL]);
    // Chrome leaves the page on an intent, so the intent itself names the download as Chrome's fallback.
    expect(ANDROID_INTENT_URL).toContain(`S.browser_fallback_url=${encodeURIComponent(ANDROID_DOWNLOAD_URL)};end`);
  });

  it('iOS: scheme, store after 3 s', () => {
    const env = fakeEnv();
    tryOpenApp('ios', env);
    expect(env.timers[0].ms).toBe(IOS_FALLBACK_MS);
    env.fire();
    expect(env.visited).toEqual([APP_SCHEME_URL, IOS_STORE_URL]);
  });

  it('no download when the page was hidden (the app opened) or the attempt was cancelled', () => {
    const env = fakeEnv();
    tryOpenApp('android', env);
    env.hide();
    env.fire();
    expect(env.visited).toEqual([ANDROID_INTENT_URL]);
    const env2 = fakeEnv();
    tryOpenApp('ios', env2)();
    env2.fire();
    expect(env2.visited).toEqual([APP_SCHEME_URL]);
  });
});

/** jsdom has no Clipboard API; a test gives the page one (or none). */
const setClipboard = (clipboard: unknown) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

describe('landing pages', () => {
  const server = setupMswServer();
  setupTestApi();
  let assigned: string[] = [];
  beforeEach(() => {
    assigned = [];
    vi.spyOn(pageNavigator, 'go').mockImplementation((url) => void assigned.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  function renderAt(ua: string, path: string) {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
    const router = createMemoryRouter(
      [
        ...['/download', '/clinicalDownload', '/noteDownload'].map((path) => ({ path, element: <DownloadPage /> })),
        { path: '/invite', element: <InvitePage /> },
        { path: '/jump', element: <JumpPage /> },
      ],
      { initialEntries: [path] },
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('in WeChat: the mask with the copy prompt, no app attempt', async () => {
    server.use(...commerceHandlers()); // the server cannot sign a WeChat config (dev): the mask stays
    renderAt(WECHAT_UA, '/download');
    expect(await screen.findByText('请复制链接地址，去外部浏览器中打开')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(assigned).toEqual([]);
  });

  it('in a plain Android browser: tries the app at once', async () => {
    renderAt(ANDROID_UA, '/download');
    await screen.findByRole('heading', { name: '下载APP' });
    expect(assigned).toEqual([ANDROID_INTENT_URL]);
    expect(screen.queryByText('请复制链接地址，去外部浏览器中打开')).toBeNull();
  });

  /** A valid invite YC2026: dialog 提示 (no app attempt yet) → 复制 (the code copied) → popup → 打开看看. */
  async function walkInviteFlow(ua: string, path: string) {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderAt(ua, path);
    expect(await screen.findByText('提示')).toBeInTheDocument();
    expect(assigned).toEqual([]); // waits for the copy step
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('YC2026');
    expect(await screen.findByText('邀请码已复制成功 请到银成圣云执业考试APP领取')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开看看' }));
  }

  it('valid invite: dialog 提示 → 复制 → popup → 打开看看 tries the app; the opening is counted', async () => {
    const opened: unknown[] = [];
    server.use(...commerceHandlers({ validInvites: ['YC2026'], onRequest: (p, _u, body) => p.endsWith('openH5') && opened.push(body) }));
    await walkInviteFlow(IPHONE_UA, '/invite?inviteSign=YC2026');
    expect(assigned).toEqual([APP_SCHEME_URL]);
    expect(opened).toEqual([{ inviteSign: 'YC2026' }]);
  });

  for (const page of ['/download', '/clinicalDownload', '/noteDownload']) {
    it(`${page} with a valid inviteSign runs the invite flow: 提示 → 复制 → 邀请码已复制成功 → 打开看看`, async () => {
      server.use(...commerceHandlers({ validInvites: ['YC2026'] }));
      await walkInviteFlow(ANDROID_UA, `${page}?inviteSign=YC2026`);
      expect(assigned).toEqual([ANDROID_INTENT_URL]);
    });
  }

  it('/download with an invalid inviteSign skips the copy step and tries the app', async () => {
    server.use(...commerceHandlers({ validInvites: [] }));
    renderAt(ANDROID_UA, '/noteDownload?inviteSign=NOPE');
    await vi.waitFor(() => expect(assigned).toEqual([ANDROID_INTENT_URL]));
    expect(screen.queryByText('提示')).toBeNull();
  });

  it('/jump waits 3 s before the download on Android too; /download keeps 1.5 s (spec §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAt(ANDROID_UA, '/jump');
      await screen.findByRole('heading', { name: '打开APP' });
      expect(assigned).toEqual([ANDROID_INTENT_URL]);
      await act(() => vi.advanceTimersByTimeAsync(ANDROID_FALLBACK_MS + 100));
      expect(assigned).toEqual([ANDROID_INTENT_URL]);
      await act(() => vi.advanceTimersByTimeAsync(JUMP_FALLBACK_MS - ANDROID_FALLBACK_MS));
      expect(assigned).toEqual([ANDROID_INTENT_URL, ANDROID_DOWNLOAD_URL]);
    } finally {
      vi.useRealTimers();
    }
    expect(JUMP_FALLBACK_MS).toBe(3000);
  });

  it('invalid invite skips the copy step and tries the app', async () => {
    server.use(...commerceHandlers({ validInvites: [] }));
    renderAt(ANDROID_UA, '/invite?inviteSign=NOPE');
    await vi.waitFor(() => expect(assigned).toEqual([ANDROID_INTENT_URL]));
    expect(screen.queryByText('提示')).toBeNull();
  });
});
