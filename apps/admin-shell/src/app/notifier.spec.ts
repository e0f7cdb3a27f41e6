import { createRecordingNotifier } from '@medteach/api-client/testing';
import { lazyNotifier } from './notifier';

function setup() {
  const real = createRecordingNotifier();
  real.answer401 = async () => true;
  let release: (n: typeof real) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof real>((resolve) => (release = resolve)));
  return { real, load, notifier: lazyNotifier(load), loaded: () => release(real) };
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
});
