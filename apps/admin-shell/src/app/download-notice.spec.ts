import { act } from '@testing-library/react';
import { message } from 'antd';
import { antdFeedback } from './antd-feedback';
import { lazyNotifier } from './notifier';

/** The download message of the console (正在下载数据，请稍候) as the request layer opens and closes it. */
describe('download loading message (antd, loaded on first use)', () => {
  afterEach(() => {
    message.destroy();
  });

  const loadingNotice = () => document.querySelector('.ant-message-loading');

  it('goes away when the download ends, although antd’s close function is also a promise', async () => {
    const notifier = lazyNotifier(async () => antdFeedback, antdFeedback);
    let close: () => void = () => undefined;
    await act(async () => {
      close = notifier.loading('正在下载数据，请稍候');
    });
    await vi.waitFor(() => expect(loadingNotice()).toHaveTextContent('正在下载数据，请稍候'));
    await act(async () => close());
    await vi.waitFor(() => expect(loadingNotice()).toBeNull(), { timeout: 3000 });
  });

  it('opens below the title bar of a drawer, never over it', async () => {
    await act(async () => {
      antdFeedback.loading('正在下载数据，请稍候');
    });
    await vi.waitFor(() => expect(loadingNotice()).not.toBeNull());
    const notice = loadingNotice()?.closest('.ant-message-notice') as HTMLElement;
    expect(parseInt(notice.style.marginTop, 10)).toBeGreaterThanOrEqual(56);
  });
});
