import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mobileNotifier } from './notifier';
import { sessionExpiredHandler } from './session-expired';

describe('session expired (spec §4/§8)', () => {
  it('the dialog reads 登录超时，请重新登录 and resolves true on confirm', async () => {
    const answer = mobileNotifier.confirm401();
    expect(await screen.findByText('登录超时，请重新登录')).toBeInTheDocument();
    // fireEvent: antd-mobile keeps pointer-events off while the dialog animates in.
    fireEvent.click(screen.getByText('确定'));
    expect(await answer).toBe(true);
    await waitFor(() => expect(screen.queryByText('登录超时，请重新登录')).toBeNull());
  });
  it('cancel resolves false', async () => {
    const answer = mobileNotifier.confirm401();
    fireEvent.click(await screen.findByText('取消'));
    expect(await answer).toBe(false);
  });
  it('handler: confirm → login; cancel → logout then home', async () => {
    const actions = { goLogin: vi.fn(), goHome: vi.fn(), logout: vi.fn(() => Promise.reject(new Error('offline'))) };
    const handle = sessionExpiredHandler(actions);
    await handle(true);
    expect(actions.goLogin).toHaveBeenCalledTimes(1);
    expect(actions.logout).not.toHaveBeenCalled();
    await handle(false);
    expect(actions.logout).toHaveBeenCalledTimes(1);
    expect(actions.goHome).toHaveBeenCalledTimes(1);
  });
  it('toasts show request messages', async () => {
    mobileNotifier.error('系统接口请求超时', 5000);
    await waitFor(() => expect(screen.getByText('系统接口请求超时')).toBeInTheDocument());
  });
});
