import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearToasts, confirm, toast } from './feedback';

describe('confirm', () => {
  it('is titled 系统提示 (spec §8 "Message boxes titled 系统提示") and resolves true on 确定', async () => {
    const answer = confirm('确定要删除吗 ?');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('系统提示');
    expect(dialog).toHaveTextContent('确定要删除吗 ?');
    fireEvent.click(screen.getByText('确定'));
    expect(await answer).toBe(true);
  });
});

describe('clearToasts', () => {
  it('takes a toast off the screen before its time is up', async () => {
    toast('用户不存在/密码错误', 5000);
    expect(await screen.findByText('用户不存在/密码错误')).toBeInTheDocument();
    clearToasts();
    await waitFor(() => expect(screen.queryByText('用户不存在/密码错误')).toBeNull());
  });
});
