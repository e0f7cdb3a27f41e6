import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { WECHAT_JS_SDK_URL } from '@medteach/contract';
import { buildWechatSignature, commerceHandlers, createTestQueryClient, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { pageNavigator } from './launch';
import { loadWechatSdk, resetWechatSdkLoader, wechatSdkLoader, WECHAT_OPEN_LAUNCH_APP_TAG, WECHAT_SDK_READY_TIMEOUT_MS, type WechatJsSdk } from './wechat-sdk';
import DownloadPage from './DownloadPage';
import InvitePage from './InvitePage';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40';
const MASK = '请复制链接地址，去外部浏览器中打开';

/** A stand-in for WeChat's `wx`: answers ready or error when told to. */
function fakeWx(answer: 'ready' | 'error' | 'silent' = 'ready') {
  const configs: Parameters<WechatJsSdk['config']>[0][] = [];
  let onReady = () => undefined as void;
  let onError = (_r: { errMsg?: string }) => undefined as void;
  const wx: WechatJsSdk = {
    config: (c) => {
      configs.push(c);
      queueMicrotask(() => (answer === 'ready' ? onReady() : answer === 'error' ? onError({ errMsg: 'config:invalid signature' }) : undefined));
    },
    ready: (cb) => void (onReady = cb),
    error: (cb) => void (onError = cb),
  };
  return { wx, configs };
}

/** Lets the signature and SDK queries finish (a failed one changes nothing on screen to wait for). */
const settleQueries = () => act(() => new Promise((r) => setTimeout(r, 50)));

const server = setupMswServer();
setupTestApi();

function renderAt(path: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  const router = createMemoryRouter(
    [
      { path: '/download', element: <DownloadPage /> },
      { path: '/invite', element: <InvitePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('WeChat open-app tag (issue 7)', () => {
  let assigned: string[];
  beforeEach(() => {
    assigned = [];
    vi.spyOn(pageNavigator, 'go').mockImplementation((url) => void assigned.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('not configured (dev): the mask stays and the SDK is never loaded', async () => {
    const load = vi.spyOn(wechatSdkLoader, 'load');
    const asked: URL[] = [];
    server.use(...commerceHandlers({ onRequest: (p, url) => p.includes('wechat') && asked.push(url) }));
    renderAt('/download');
    expect(await screen.findByText(MASK)).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].searchParams.get('url')).toBe(window.location.href.split('#')[0]);
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector(WECHAT_OPEN_LAUNCH_APP_TAG)).toBeNull();
  });

  it('signed: configures the SDK with the open tag and shows wx-open-launch-app instead of the mask', async () => {
    const { wx, configs } = fakeWx('ready');
    vi.spyOn(wechatSdkLoader, 'load').mockResolvedValue(wx);
    const signed = buildWechatSignature({ launchAppId: 'wxMobileApp' });
    server.use(...commerceHandlers({ wechatSignature: signed, validInvites: [] }));
    renderAt('/invite?inviteSign=YC2026');
    const tag = await screen.findByTestId('wechat-launch');
    expect(tag.tagName.toLowerCase()).toBe(WECHAT_OPEN_LAUNCH_APP_TAG);
    expect(tag.getAttribute('appid')).toBe('wxMobileApp');
    expect(tag.getAttribute('extinfo')).toBe('YC2026');
    expect(tag.querySelector('script[type="text/wxtag-template"]')?.innerHTML).toContain('打开APP');
    expect(screen.queryByText(MASK)).toBeNull();
    expect(configs).toEqual([
      {
        debug: false,
        appId: signed.appId,
        timestamp: signed.timestamp,
        nonceStr: signed.nonceStr,
        signature: signed.signature,
        jsApiList: expect.any(Array),
        openTagList: [WECHAT_OPEN_LAUNCH_APP_TAG],
      },
    ]);
    expect(assigned).toEqual([]); // WeChat opens the app through the tag, never by scheme

    // The tag could not open the app (not installed, not allowed): back to the mask.
    act(() => void tag.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail' } })));
    expect(await screen.findByText(MASK)).toBeInTheDocument();
    expect(screen.queryByTestId('wechat-launch')).toBeNull();
  });

  it('WeChat rejects the config: the mask stays', async () => {
    vi.spyOn(wechatSdkLoader, 'load').mockResolvedValue(fakeWx('error').wx);
    server.use(...commerceHandlers({ wechatSignature: buildWechatSignature() }));
    renderAt('/download');
    expect(await screen.findByText(MASK)).toBeInTheDocument();
    await settleQueries();
    expect(screen.queryByTestId('wechat-launch')).toBeNull();
  });

  it('the SDK script cannot load: the mask stays', async () => {
    vi.spyOn(wechatSdkLoader, 'load').mockRejectedValue(new Error('blocked'));
    server.use(...commerceHandlers({ wechatSignature: buildWechatSignature() }));
    renderAt('/download');
    expect(await screen.findByText(MASK)).toBeInTheDocument();
    await settleQueries();
    expect(screen.queryByTestId('wechat-launch')).toBeNull();
  });

  it('WeChat never answers: gives up after the ready timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(wechatSdkLoader, 'load').mockResolvedValue(fakeWx('silent').wx);
      const { configureWechatSdk } = await import('./wechat-sdk');
      const pending = configureWechatSdk(buildWechatSignature());
      const outcome = pending.then(
        () => 'ready',
        () => 'gave up',
      );
      await vi.advanceTimersByTimeAsync(WECHAT_SDK_READY_TIMEOUT_MS);
      expect(await outcome).toBe('gave up');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loading the JS-SDK', () => {
  type WxWindow = Window & { wx?: WechatJsSdk };
  afterEach(() => {
    resetWechatSdkLoader();
    delete (window as WxWindow).wx;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  const sdkScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === WECHAT_JS_SDK_URL);

  it('adds the official script once and resolves its wx', async () => {
    const first = loadWechatSdk();
    const second = loadWechatSdk();
    expect(sdkScripts()).toHaveLength(1);
    (window as WxWindow).wx = fakeWx().wx;
    sdkScripts()[0].dispatchEvent(new Event('load'));
    expect(await first).toBe((window as WxWindow).wx);
    expect(await second).toBe((window as WxWindow).wx);
  });

  it('rejects when the script fails, and a later call tries again', async () => {
    const first = loadWechatSdk();
    sdkScripts()[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('failed to load');
    void loadWechatSdk().catch(() => undefined);
    expect(sdkScripts()).toHaveLength(2);
  });
});
