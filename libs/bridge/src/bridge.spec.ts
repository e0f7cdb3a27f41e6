import { createBridge, DEFAULT_CALLBACK_NAME, hasNativeHost, type Bridge } from './bridge';
import { detectHost } from './adapters';

type AnyWin = Window & Record<string, unknown>;
const w = window as unknown as AnyWin;
let bridge: Bridge | undefined;
const make = (...args: Parameters<typeof createBridge>) => (bridge = createBridge(...args));
const nativeReply = (action: string, payload: unknown) => (w[DEFAULT_CALLBACK_NAME] as (a: string, p: unknown) => void)(action, payload);

afterEach(() => {
  bridge?.dispose();
  delete w.webkit;
  delete w.android;
  delete w.NativeApp;
  delete w.wx;
  delete w.__wxjs_environment;
  vi.useRealTimers();
});

describe('detectHost', () => {
  it('finds the host by globals and user agent', () => {
    expect(detectHost()).toBe('browser');
    w.android = {};
    expect(detectHost()).toBe('android');
    w.webkit = { messageHandlers: {} };
    expect(detectHost()).toBe('ios');
    w.__wxjs_environment = 'miniprogram';
    expect(detectHost()).toBe('miniProgram');
  });
  it('uses the configured Android interface name', () => {
    w.NativeApp = {};
    expect(detectHost(window, 'NativeApp')).toBe('android');
  });
  it('the host option overrides detection', () => {
    w.android = {};
    expect(make({ host: 'browser', simulator: false }).host).toBe('browser');
  });
});

describe('iOS adapter', () => {
  it('posts each action to its message handler', () => {
    const buy = vi.fn();
    const correct = vi.fn();
    w.webkit = { messageHandlers: { buyFirstStaionAction: { postMessage: buy }, errorCorrection: { postMessage: correct } } };
    const b = make({ simulator: false });
    expect(b.host).toBe('ios');
    const payload = { skillId: 3, skillName: '心肺复苏', skillIntegral: 10, productInfoId: 8 };
    expect(b.buyFirstStaionAction(payload)).toBe(true);
    expect(buy).toHaveBeenCalledWith(payload);
    b.errorCorrection({ bank: 2, questionId: 99 });
    expect(correct).toHaveBeenCalledWith({ bank: 2, questionId: 99 });
    expect(b.questionsAction()).toBe(false); // no handler registered by this app version
  });
  it('getAppParams resolves with the reply native sends through the global callback', async () => {
    const ask = vi.fn(() => setTimeout(() => nativeReply('getAppParams', { token: 'ios-token', hostType: 101 })));
    w.webkit = { messageHandlers: { getAppParams: { postMessage: ask } } };
    expect(await make({ simulator: false }).getAppParams()).toEqual({ token: 'ios-token', hostType: 101 });
    expect(ask).toHaveBeenCalledWith({});
  });
  it('getAppParams gives {} when native does not answer in time', async () => {
    vi.useFakeTimers();
    w.webkit = { messageHandlers: { getAppParams: { postMessage: vi.fn() } } };
    const p = make({ simulator: false, appParamsTimeoutMs: 100 }).getAppParams();
    vi.advanceTimersByTime(100);
    expect(await p).toEqual({});
  });
});

describe('Android adapter', () => {
  it('calls the interface method with JSON, or with no argument when there is no payload', async () => {
    const calls: unknown[][] = [];
    w.NativeApp = {
      closeWeb: (...a: unknown[]) => calls.push(['closeWeb', ...a]),
      getAppParams: (...a: unknown[]) => {
        calls.push(['getAppParams', ...a]);
        nativeReply('getAppParams', '{"token":"and-token"}');
      },
    };
    const b = make({ androidInterfaceName: 'NativeApp', simulator: false });
    expect(b.host).toBe('android');
    b.closeWeb({ payStatus: 1 });
    expect(await b.getAppParams()).toEqual({ token: 'and-token' });
    expect(calls).toEqual([['closeWeb', '{"payStatus":1}'], ['getAppParams']]);
  });
});

describe('mini-program adapter', () => {
  it('posts the back message then navigates back', () => {
    const postMessage = vi.fn();
    const navigateBack = vi.fn();
    w.wx = { miniProgram: { postMessage, navigateBack } };
    w.__wxjs_environment = 'miniprogram';
    const b = make({ simulator: false });
    expect(b.miniProgramBack({ paid: true })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ data: { paid: true } });
    expect(navigateBack).toHaveBeenCalledTimes(1);
  });
  it('getAppParams resolves {} at once (a web-view cannot ask)', async () => {
    w.wx = { miniProgram: { postMessage: vi.fn(), navigateBack: vi.fn() } };
    w.__wxjs_environment = 'miniprogram';
    expect(await make({ simulator: false }).getAppParams()).toEqual({});
  });
});

describe('browser fallback', () => {
  it('reports native-only actions as not delivered and goes back for closeWeb', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const b = make({ simulator: false });
    expect(b.buyFirstStaionAction({ skillId: 1, skillName: 'a', skillIntegral: 0, productInfoId: 1 })).toBe(false);
    expect(b.closeWeb()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    expect(await b.getAppParams()).toEqual({});
    back.mockRestore();
  });
});

describe('purchase callbacks', () => {
  it('reach every subscriber until it unsubscribes', () => {
    const b = make({ simulator: false });
    const first = vi.fn();
    const second = vi.fn();
    const off = b.onPurchase(first);
    b.onPurchase(second);
    nativeReply('purchase', '{"payStatus":1,"skillId":3}');
    off();
    nativeReply('purchase', { payStatus: 1 });
    expect(first.mock.calls).toEqual([[{ payStatus: 1, skillId: 3 }]]);
    expect(second).toHaveBeenCalledTimes(2);
  });
});

describe('hasNativeHost', () => {
  it('is false only in a plain browser without the simulator (the apps then open their web homes)', () => {
    expect(hasNativeHost(make({ host: 'browser', simulator: false }))).toBe(false);
    bridge?.dispose();
    expect(hasNativeHost(make({ host: 'browser', simulator: true }))).toBe(true);
    for (const host of ['ios', 'android', 'miniProgram'] as const) {
      bridge?.dispose();
      expect(hasNativeHost(make({ host, simulator: false }))).toBe(true);
    }
  });
});
