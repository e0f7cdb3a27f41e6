import { PLAIN_NOTICE_MS, plainNotice } from './plain-notice';

describe('plainNotice (messages when antd cannot load)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('shows an error as an alert that leaves after its duration', () => {
    vi.useFakeTimers();
    plainNotice.error('后端接口连接异常', 5000);
    const alert = document.querySelector('[role="alert"]');
    expect(alert).toHaveTextContent('后端接口连接异常');
    vi.advanceTimersByTime(4999);
    expect(alert).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(alert).not.toBeInTheDocument();
  });

  it('keeps a loading notice until it is closed; warnings go after the default time', () => {
    vi.useFakeTimers();
    const close = plainNotice.loading('正在下载数据，请稍候');
    plainNotice.warning('请先选择');
    vi.advanceTimersByTime(PLAIN_NOTICE_MS);
    expect(document.body).toHaveTextContent('正在下载数据，请稍候');
    expect(document.body).not.toHaveTextContent('请先选择');
    close();
    expect(document.body).toHaveTextContent('');
  });

  it('asks the session question with the browser confirm box', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await expect(plainNotice.confirm401()).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('登录状态已过期'));
  });
});
