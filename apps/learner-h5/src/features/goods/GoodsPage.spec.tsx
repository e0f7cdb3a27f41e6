import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Toast } from 'antd-mobile';
import {
  buildProduct,
  buildTreeNode,
  commerceHandlers,
  createQuestionBankFake,
  createTestQueryClient,
  questionBankHandlers,
  setupMswServer,
  setupTestApi,
} from '@medteach/api-client/testing';
import { commerceQueries } from '@medteach/api-client';
import GoodsPage from './GoodsPage';
import { swipeMove, CAROUSEL_LOCK_MS } from './carousel-gesture';
import { prefetchGoods } from './prefetch';
import { forgetPurchaseReturn, goodsLink, purchaseReturnFor } from '../payment';

const requests: URL[] = [];
// The bank: skill 1 is sold by chapter 10, still locked for this user unless a test says otherwise.
const server = setupMswServer(...questionBankHandlers(createQuestionBankFake()));
const ownedSkillBank = () => questionBankHandlers(createQuestionBankFake({ tree: [buildTreeNode({ id: 10, skillId: 1, isUnlock: true })] }));
setupTestApi();

function renderGoods(path = '/goods?id=1') {
  const router = createMemoryRouter(
    [
      { path: '/goods', element: <GoodsPage /> },
      { path: '/subject', element: <p>bank home</p> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let submitted: HTMLFormElement[] = [];
beforeEach(() => {
  requests.length = 0;
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('goods page', () => {
  it('shows what the route loader prefetched without asking for it again', async () => {
    server.use(...commerceHandlers({ onRequest: (_p, url) => requests.push(url) }));
    const client = createTestQueryClient();
    prefetchGoods(client, new URLSearchParams('id=1'));
    // As in the browser: the product arrives before the page's chunk does.
    await vi.waitFor(() => expect(client.getQueryState(commerceQueries.productBySkill(1).queryKey)?.status).toBe('success'));
    const router = createMemoryRouter([{ path: '/goods', element: <GoodsPage /> }], { initialEntries: ['/goods?id=1'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('临床思维能力训练')).toBeInTheDocument();
    expect(requests.filter((url) => url.searchParams.get('skillId') === '1')).toHaveLength(1);
  });

  it('shows the carousel, 限时折扣, prices with two decimals (market price struck), name and intro', async () => {
    server.use(...commerceHandlers({ onRequest: (_p, url) => requests.push(url) }));
    renderGoods('/goods?id=1');
    expect(await screen.findByText('临床思维能力训练')).toBeInTheDocument();
    expect(screen.getByText('限时折扣')).toBeInTheDocument();
    expect(screen.getByTestId('goods-price')).toHaveTextContent('¥99.00');
    const market = screen.getByTestId('goods-market-price');
    expect(market.tagName).toBe('DEL');
    expect(market).toHaveTextContent('¥199.00');
    expect(screen.getAllByRole('img', { name: /临床思维能力训练 \d/ }).length).toBeGreaterThanOrEqual(3);
    expect(requests[0].searchParams.get('skillId')).toBe('1');
  });

  it('leaves 限时折扣 out when the back office switched the tag off (issue 16)', async () => {
    server.use(...commerceHandlers({ product: buildProduct({ discountTag: false }) }));
    renderGoods('/goods?id=1');
    expect(await screen.findByTestId('goods-price')).toHaveTextContent('¥99.00');
    expect(screen.queryByText('限时折扣')).not.toBeInTheDocument();
  });

  it('立即解锁 → 全部技能 with batchInfo shows batch prices → 立即购买 submits the pay form', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(...commerceHandlers({ onRequest: (_p, url) => requests.push(url) }));
    renderGoods();
    await user.click(await screen.findByRole('button', { name: '立即解锁' }));
    const sheet = await screen.findByRole('dialog', { name: '选择规格' });
    await user.click(within(sheet).getByRole('button', { name: '全部技能' }));
    expect(within(sheet).getByTestId('sheet-price')).toHaveTextContent('¥168.00');
    await user.click(within(sheet).getByRole('button', { name: '立即购买' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    const payUrl = requests.find((u) => u.pathname.endsWith('/getPayPage'))!;
    expect(Object.fromEntries(payUrl.searchParams)).toEqual({ productInfoId: '1', all: '1' });
    expect(submitted[0].getAttribute('action')).toBe('/api/base/product/order/sandbox');
    expect(submitted[0].method).toBe('post');
    expect((submitted[0].elements.namedItem('orderNo') as HTMLInputElement).value).toBe('ORDER12345');
  });

  it('opened from a locked question (issue 18): buying remembers the way back for the payment return page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(...commerceHandlers());
    const question = '/subjectHomeWork?name=topic&categoryId=11&skillId=1&questionId=5';
    renderGoods(goodsLink(1, question));
    await user.click(await screen.findByRole('button', { name: '立即解锁' }));
    const sheet = await screen.findByRole('dialog', { name: '选择规格' });
    await user.click(within(sheet).getByRole('button', { name: '立即购买' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(purchaseReturnFor(1)).toBe(question);
    forgetPurchaseReturn();
  });

  it('opened from a locked question of a skill the user already has: 进入题库 goes back to that question', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(...commerceHandlers(), ...ownedSkillBank());
    const question = '/subjectHomeWork?name=topic&categoryId=11&skillId=1&questionId=5';
    const router = renderGoods(goodsLink(1, question));
    await user.click(await screen.findByRole('button', { name: '进入题库' }));
    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(question));
  });

  it('without batchInfo the all-skills item is not offered (spec §2): only the single item is bought', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(...commerceHandlers({ product: buildProduct({ batchInfo: null, skillType: 2 }), onRequest: (_p, url) => requests.push(url) }));
    renderGoods();
    await user.click(await screen.findByRole('button', { name: '立即解锁' }));
    const sheet = await screen.findByRole('dialog', { name: '选择规格' });
    expect(within(sheet).queryByRole('button', { name: '全部实践技能' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: '临床思维能力训练' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sheet).getByRole('button', { name: '立即购买' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(requests.find((u) => u.pathname.endsWith('/getPayPage'))!.searchParams.get('all')).toBe('0');
  });

  it('batchInfo without usable prices: 数据异常！暂不可选择全部技能 for 1 s (spec §9), the single item stays chosen', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const show = vi.spyOn(Toast, 'show');
    server.use(...commerceHandlers({ product: buildProduct({ batchInfo: { marketPrice: 0, preferentialPrice: Number.NaN } }) }));
    renderGoods();
    await user.click(await screen.findByRole('button', { name: '立即解锁' }));
    const sheet = await screen.findByRole('dialog', { name: '选择规格' });
    await user.click(within(sheet).getByRole('button', { name: '全部技能' }));
    expect(await screen.findByText('数据异常！暂不可选择全部技能')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: '数据异常！暂不可选择全部技能', duration: 1000 }));
    expect(within(sheet).getByRole('button', { name: '临床思维能力训练' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a skill the user already has reads 已解锁 and 进入题库 opens its chapter in the bank', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(...commerceHandlers(), ...ownedSkillBank());
    const router = renderGoods();
    expect(await screen.findByTestId('goods-unlocked')).toHaveTextContent('已解锁');
    expect(screen.queryByRole('button', { name: '立即解锁' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '进入题库' }));
    expect(await screen.findByText('bank home')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?majorType=1&studyBankId=1&topicActive=10');
  });

  it('a single carousel image is named after the product, not numbered', async () => {
    server.use(...commerceHandlers({ product: buildProduct({ introduceUrls: '/file/commerce/clinical-1.svg' }) }));
    renderGoods();
    expect(await screen.findByRole('img', { name: '临床思维能力训练' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /临床思维能力训练 1/ })).toBeNull();
  });

  it('a pay page without a usable form submits nothing (no script from the server runs)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(...commerceHandlers({ payPage: '<script>window.__pwned = 1</script><form action="javascript:alert(1)"></form>' }));
    renderGoods();
    await user.click(await screen.findByRole('button', { name: '立即解锁' }));
    await user.click(within(await screen.findByRole('dialog', { name: '选择规格' })).getByRole('button', { name: '立即购买' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(submitted).toHaveLength(0);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('without an id shows the empty state and fetches nothing', async () => {
    renderGoods('/goods');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('carousel gesture (spec §4: over 80 px, locked 1 s)', () => {
  it('moves one slide only past 80 px, mostly horizontal, and not while locked', () => {
    expect(swipeMove({ dx: -81, dy: 10, now: 0, lockedUntil: 0 })).toBe('next');
    expect(swipeMove({ dx: 81, dy: 10, now: 0, lockedUntil: 0 })).toBe('prev');
    expect(swipeMove({ dx: -80, dy: 0, now: 0, lockedUntil: 0 })).toBeNull();
    expect(swipeMove({ dx: -90, dy: 120, now: 0, lockedUntil: 0 })).toBeNull();
    expect(swipeMove({ dx: -200, dy: 0, now: CAROUSEL_LOCK_MS - 1, lockedUntil: CAROUSEL_LOCK_MS })).toBeNull();
    expect(swipeMove({ dx: -200, dy: 0, now: CAROUSEL_LOCK_MS, lockedUntil: CAROUSEL_LOCK_MS })).toBe('next');
  });
});
