import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { orderAdminPaths, productAdminPaths, type OrderAdminRow, type StudentUnlock } from '@medteach/contract';
import { RefundDialog } from './RefundDialog';
import { UnlocksDrawer } from './UnlocksDrawer';

const ORDER: OrderAdminRow = {
  orderNo: 'a1b2c3d4e5f6a7b8',
  userId: 122,
  userName: 'student22',
  realName: '王小明',
  phone: '13800000022',
  productInfoId: 2,
  productName: '口腔临床思辨能力训练',
  all: 0,
  amount: 88,
  status: 1,
  createTime: '2026-11-25 10:00:00',
  payTime: '2026-11-25 10:01:00',
  refundTime: null,
  refundReason: '',
};
let unlocks: StudentUnlock[];
const requests: { method: string; url: string; body?: unknown }[] = [];

setupMswServer(
  ...systemHandlers(),
  http.put(apiPath(orderAdminPaths.refund), async ({ request }) => {
    requests.push({ method: 'PUT', url: request.url, body: await request.json() });
    return HttpResponse.json(ok({ ...ORDER, status: 3, relocked: 1 }));
  }),
  http.get(apiPath(orderAdminPaths.unlockList), () => HttpResponse.json(ok(unlocks))),
  http.get(apiPath(orderAdminPaths.students), () => HttpResponse.json(ok([]))),
  http.get(apiPath(productAdminPaths.list), () => HttpResponse.json({ code: 200, msg: '查询成功', total: 0, rows: [] })),
  http.delete(apiPath(`${orderAdminPaths.unlock}/:userId/:skillIds`), ({ params }) => {
    requests.push({ method: 'DELETE', url: `${params.userId}/${params.skillIds}` });
    unlocks = unlocks.filter((u) => String(u.skillId) !== params.skillIds);
    return HttpResponse.json(ok(unlocks));
  }),
);
setupTestApi();
beforeEach(() => {
  requests.length = 0;
  unlocks = [
    { skillId: 2, productInfoId: 2, productName: '口腔临床思辨能力训练', orderNo: ORDER.orderNo, createTime: '2026-11-25 10:01:00' },
    { skillId: 7, productInfoId: 7, productName: '急诊专项', orderNo: null, createTime: '2026-11-25 11:00:00' },
  ];
});

/** The app's own client: mutations invalidate what their `meta.invalidates` names. */
const renderIn = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );
const button = (name: RegExp, root: HTMLElement = document.body) => within(root).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const SLOW = { timeout: 60_000 };

describe('RefundDialog', () => {
  it('says what the refund locks again, sends the reason, and reports the skills taken back', SLOW, async () => {
    const closed = vi.fn();
    renderIn(<RefundDialog order={ORDER} onClose={closed} />);
    expect(await screen.findByText('确认为订单 a1b2c3d4e5f6a7b8（王小明（student22），¥88.00）退款？')).toBeInTheDocument();
    expect(screen.getByText(/退款后该订单解锁的题库分类将重新锁定/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('退款原因'), '重复购买');
    await userEvent.click(button(/确\s*定/));
    expect(await screen.findByText('退款成功，已收回1项解锁')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', url: expect.stringContaining(orderAdminPaths.refund), body: { orderNo: ORDER.orderNo, reason: '重复购买' } }]);
    await waitFor(() => expect(closed).toHaveBeenCalled());
  });

  it('取消 refunds nothing', SLOW, async () => {
    const closed = vi.fn();
    renderIn(<RefundDialog order={ORDER} onClose={closed} />);
    await userEvent.click(button(/取\s*消/, await screen.findByRole('dialog')));
    expect(closed).toHaveBeenCalled();
    expect(requests).toEqual([]);
  });
});

describe('UnlocksDrawer', () => {
  it("lists the student's unlocks with their source, and revokes one only after confirming", SLOW, async () => {
    renderIn(<UnlocksDrawer open student={{ userId: 122, userName: 'student22', realName: '王小明', phone: '' }} onClose={() => undefined} />);
    expect(await screen.findByText(`订单 ${ORDER.orderNo}`)).toBeInTheDocument();
    expect(screen.getByText('后台授权')).toBeInTheDocument();
    const row = screen.getByText('急诊专项').closest('tr') as HTMLElement;
    await userEvent.click(button(/收\s*回/, row));
    expect(await screen.findByText('确认收回“急诊专项”的解锁？该学员将只能练习相关分类的前 5 题。')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.click(button(/确\s*定/, document.querySelector('.ant-popover') as HTMLElement));
    await waitFor(() => expect(requests).toEqual([{ method: 'DELETE', url: '122/7' }]));
    await waitFor(() => expect(screen.queryByText('急诊专项')).not.toBeInTheDocument());
  });
});
