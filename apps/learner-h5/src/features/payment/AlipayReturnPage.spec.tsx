import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { appBridge } from '../../app/bridge';
import AlipayReturnPage from './AlipayReturnPage';

const renderAt = (path: string) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/Alipay', element: <AlipayReturnPage /> }], { initialEntries: [path] })} />);

afterEach(() => vi.restoreAllMocks());

describe('payment return page', () => {
  it('in a plain browser: shows the result and a link back to the goods page, without going back in history', () => {
    const close = vi.spyOn(appBridge, 'closeWeb');
    renderAt('/Alipay?skillId=2&out_trade_no=abc12345&total_amount=88.00&payStatus=1');
    expect(screen.getByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付金额：¥88.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回商品页' })).toHaveAttribute('href', '/goods?id=2');
    expect(close).not.toHaveBeenCalled();
  });

  it('inside the app: tells native to close the web view with the pay status', () => {
    vi.spyOn(appBridge, 'host', 'get').mockReturnValue('android');
    const close = vi.spyOn(appBridge, 'closeWeb').mockReturnValue(true);
    renderAt('/Alipay?skillId=2&payStatus=0');
    expect(close).toHaveBeenCalledWith({ payStatus: 0 });
    expect(screen.queryByText('支付未完成')).toBeNull();
  });
});
