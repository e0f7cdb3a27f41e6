import { createRecordingNotifier } from '@medteach/api-client/testing';
import { lazyNotifier } from './notifier';

function setup() {
  const real = createRecordingNotifier();
  real.answer401 = async () => true;
  let release: (n: typeof real) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof real>((resolve) => (release = resolve)));
  return { real, load, notifier: lazyNotifier(load, createRecordingNotifier()), loaded: () => release(real) };
}

describe('lazyNotifier (antd feedback loaded on first use)', () => {
  it('loads nothing until a message is shown, then forwards every call in order', async () => {
    const { real, load, notifier, loaded } = setup();
    expect(load).not.toHaveBeenCalled();
    notifier.error('后端接口连接异常', 5000);
    notifier.warning('请先选择');
    notifier.notify('无权限');
    const answer = notifier.confirm401();
    loaded();
    await expect(answer).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.calls).toEqual([
      { kind: 'error', message: '后端接口连接异常', durationMs: 5000 },
      { kind: 'warning', message: '请先选择' },
      { kind: 'notify', message: '无权限' },
      { kind: 'confirm401', message: '' },
    ]);
  });

  it('closes a loading indicator that was closed before it had opened', async () => {
    const { real, notifier, loaded } = setup();
    const close = notifier.loading('正在下载数据，请稍候');
    close();
    expect(real.calls).toEqual([]);
    loaded();
    await vi.waitFor(() => expect(real.messages('loadingClosed')).toEqual(['正在下载数据，请稍候']));
    expect(real.messages('loading')).toEqual(['正在下载数据，请稍候']);
  });

  it('preload loads ahead of need, once', async () => {
    const { real, load, notifier, loaded } = setup();
    notifier.preload();
    notifier.preload();
    loaded();
    notifier.error('后端接口连接异常');
    await vi.waitFor(() => expect(real.messages('error')).toEqual(['后端接口连接异常']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the load fails (the server is down), says it through the fallback and tries to load again next time', async () => {
    const real = createRecordingNotifier();
    const fallback = createRecordingNotifier();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const notifier = lazyNotifier(load, fallback);
    notifier.error('后端接口连接异常', 5000);
    await vi.waitFor(() => expect(fallback.calls).toEqual([{ kind: 'error', message: '后端接口连接异常', durationMs: 5000 }]));
    notifier.notify('系统接口500异常');
    await vi.waitFor(() => expect(real.messages('notify')).toEqual(['系统接口500异常']));
    expect(load).toHaveBeenCalledTimes(2);
    expect(fallback.calls).toHaveLength(1);
  });
});
