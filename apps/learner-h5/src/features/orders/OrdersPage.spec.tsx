import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '@medteach/mobile-shell/testing';
import { apiPath, resetApiForTest, setupMswServer, table } from '@medteach/api-client/testing';
import { commercePaths, MY_ORDERS_PAGE_SIZE, OrderStatus, type MyOrder } from '@medteach/contract';
import OrdersPage from './OrdersPage';

const order = (n: number, over: Partial<MyOrder> = {}): MyOrder => ({
  orderNo: `ORDER${String(n).padStart(8, '0')}`,
  productInfoId: 2,
  skillId: 12,
  productName: '口腔临床思辨能力训练',
  all: 0,
  amount: 88,
  status: OrderStatus.PAID,
  statusLabel: '已支付',
  createTime: `2026-11-${String(n).padStart(2, '0')} 09:00:00`,
  payTime: `2026-11-${String(n).padStart(2, '0')} 09:01:00`,
  refundTime: null,
  ...over,
});
const PENDING = order(20, { status: OrderStatus.PENDING, statusLabel: '待支付', payTime: null, all: 1, amount: 199.5, skillId: 31, productName: '实践技能全套' });
const REFUNDED = order(19, { status: OrderStatus.REFUNDED, statusLabel: '已退款', refundTime: '2026-11-19 10:00:00' });

const server = setupMswServer();
let asked: URLSearchParams[] = [];
const answer = (pages: MyOrder[][] | 'fail') =>
  server.use(
    http.get(apiPath(commercePaths.myOrders), ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      if (pages === 'fail') return HttpResponse.json({ code: 500, msg: '服务异常' });
      const total = pages.reduce((n, p) => n + p.length, 0);
      return HttpResponse.json(table(pages[Number(q.get('pageNum')) - 1] ?? [], total));
    }),
  );
beforeEach(() => {
  resetApiForTest().tokenStore.set('student-token');
  asked = [];
});

const renderPage = () =>
  renderRoutes(
    [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/goods', element: <p>goods page</p> },
    ],
    '/orders',
  );

describe('我的订单 (issue 18)', () => {
  it('lists the orders with product, amount, status and times; a pending one offers 去支付 to its goods page', async () => {
    answer([[PENDING, REFUNDED, order(18)]]);
    const router = renderPage();
    expect(await screen.findByRole('heading', { name: '我的订单' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: '我的订单' });
    expect(within(list).getByText('共 3 笔订单')).toBeInTheDocument();
    expect(within(list).getByText('实践技能全套')).toBeInTheDocument();
    expect(within(list).getByText('全部技能')).toBeInTheDocument();
    expect(within(list).getByText('¥199.50')).toBeInTheDocument();
    expect(within(list).getByText('待支付')).toBeInTheDocument();
    expect(within(list).getByText('已退款')).toBeInTheDocument();
    expect(within(list).getByText('退款 2026-11-19 10:00:00')).toBeInTheDocument();
    expect(within(list).getByText('已支付')).toBeInTheDocument();
    expect(within(list).getByText('订单号 ORDER00000018')).toBeInTheDocument();
    expect(within(list).getByText('支付 2026-11-18 09:01:00')).toBeInTheDocument();
    // Only the pending order can be paid.
    expect(screen.getAllByRole('button', { name: /^去支付/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '去支付：实践技能全套' }));
    expect(await screen.findByText('goods page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/goods?id=31');
  });

  it('loads the next page as the list scrolls to its end', async () => {
    // jsdom lays nothing out: InfiniteScroll needs an offsetParent to see its end in view.
    const layout = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const first = Array.from({ length: MY_ORDERS_PAGE_SIZE }, (_, i) => order(30 - i));
    answer([first, [order(1, { productName: '最早的订单' })]]);
    renderPage();
    expect(await screen.findByText('最早的订单')).toBeInTheDocument();
    expect(asked.map((q) => [q.get('pageNum'), q.get('pageSize')])).toEqual([
      ['1', String(MY_ORDERS_PAGE_SIZE)],
      ['2', String(MY_ORDERS_PAGE_SIZE)],
    ]);
    expect(screen.getByText(`共 ${MY_ORDERS_PAGE_SIZE + 1} 笔订单`)).toBeInTheDocument();
    layout.mockRestore();
  });

  it('shows 暂无订单 without orders', async () => {
    answer([[]]);
    renderPage();
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '我的订单' })).not.toBeInTheDocument();
  });

  it('shows an error with 重试, which loads the list again', async () => {
    answer('fail');
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer([[order(5)]]);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已支付')).toBeInTheDocument();
  });
});
