import { act, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { buildHistory, commerceHandlers, createTestQueryClient, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import ArtificialPage from './ArtificialPage';
import { useChatHistory } from './useChatHistory';
import { ChatTime } from './ChatBubbles';
import { formatDateTime } from '@medteach/ui-kit';
import { AGENT_MESSAGE_TYPE } from '@medteach/contract';

const server = setupMswServer();
setupTestApi();

const sent: unknown[] = [];
const historyUrls: URL[] = [];
beforeEach(() => {
  sent.length = 0;
  historyUrls.length = 0;
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;

function renderChat(path = '/artificial?identify=YCSY') {
  const router = createMemoryRouter([{ path: '/artificial', element: <ArtificialPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const handlers = (history = buildHistory(0)) =>
  commerceHandlers({
    history,
    onRequest: (path, url, body) => {
      if (path.endsWith('/customer/add')) sent.push(body);
      if (path.endsWith('/customer/list')) historyUrls.push(url);
    },
  });

describe('customer-service chat', () => {
  it('business → question → answer → 转人工', async () => {
    const user = userEvent.setup();
    server.use(...handlers());
    renderChat();
    expect(screen.getByText('您好，很高兴为您服务。')).toBeInTheDocument();
    expect(screen.getByText('选择您要咨询的业务')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '账号与登录' }));
    const problems = await screen.findByTestId('chat-problems');
    await user.click(within(problems).getByRole('button', { name: '忘记密码怎么办？' }));
    expect(await screen.findByText('请在登录页选择验证码登录。')).toBeInTheDocument();
    expect(sent[0]).toEqual({ identify: 'YCSY', type: 1, problemIds: '1', problemContent: '' });

    await user.click(screen.getByRole('button', { name: '转人工' }));
    expect(await screen.findByText('已为您转接人工客服，请稍候。')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ type: 3 });
    // Transferred: no second 转人工 to press.
    expect(screen.queryByRole('button', { name: '转人工' })).toBeNull();
  });

  it('an empty business’s 转人工 goes too once the chat is with an agent', async () => {
    const user = userEvent.setup();
    server.use(...commerceHandlers({ directories: [{ id: 9, directoryName: '其他问题', identify: 'YCSY', type: 1 }] }));
    renderChat();
    await user.click(await screen.findByRole('button', { name: '其他问题' }));
    const problems = await screen.findByTestId('chat-problems');
    await user.click(await within(problems).findByRole('button', { name: '转人工' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('chat-asked').length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: '转人工' })).toBeNull());
  });

  it('after 转人工 an agent reply shows as an answer, once, without a question bubble', async () => {
    const user = userEvent.setup();
    const reply = { id: 5000, createTime: '2026-02-01 10:01:00', identify: 'YCSY', type: AGENT_MESSAGE_TYPE, problem: '', problemContent: '', answer: '您好，我是人工客服', problemManageVos: [], problemManageVo: null };
    server.use(...commerceHandlers({ agentReplies: [reply] }));
    renderChat();
    await screen.findByRole('button', { name: '账号与登录' });
    expect(screen.queryByTestId('chat-agent')).toBeNull();
    await user.click(screen.getByRole('button', { name: '转人工' }));
    const scrolled = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
    expect(await screen.findByTestId('chat-agent')).toHaveTextContent('您好，我是人工客服');
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled()); // the reply is brought into view
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    await new Promise((r) => setTimeout(r, 300)); // further polls bring nothing new: still one
    expect(screen.getAllByTestId('chat-agent')).toHaveLength(1);
    expect(screen.getAllByTestId('chat-asked')).toHaveLength(1); // only the 转人工 bubble
  });

  it('sends typed text with 发送 and shows it as text', async () => {
    const user = userEvent.setup();
    server.use(...handlers());
    renderChat();
    await user.type(screen.getByPlaceholderText('请输入消息'), '<b>退款</b>');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('<b>退款</b>')).toBeInTheDocument();
    expect(sent[0]).toEqual({ identify: 'YCSY', type: 2, problemContent: '<b>退款</b>' });
    expect(screen.getByPlaceholderText('请输入消息')).toHaveValue('');
  });

  it('typeFlag LCXLY hides 转人工; an empty business offers the transfer otherwise', async () => {
    const user = userEvent.setup();
    server.use(...handlers());
    renderChat('/artificial?identify=YCSY&typeFlag=LCXLY');
    await screen.findByRole('button', { name: '账号与登录' });
    expect(screen.queryByRole('button', { name: '转人工' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '购买与支付' }));
    await user.click(await screen.findByRole('button', { name: '购买后多久可以使用？' }));
    expect(screen.queryByRole('button', { name: '转人工' })).toBeNull();
  });

  it('an empty question list offers 转人工', async () => {
    const user = userEvent.setup();
    server.use(...commerceHandlers({ directories: [{ id: 9, directoryName: '其他问题', identify: 'YCSY', type: 1 }] }));
    renderChat();
    await user.click(await screen.findByRole('button', { name: '其他问题' }));
    expect(await within(await screen.findByTestId('chat-problems')).findByRole('button', { name: '转人工' })).toBeInTheDocument();
  });

  it('history: nothing before a pull; each load fetches the next page of 10 up to the opening time, oldest first', async () => {
    server.use(...handlers(buildHistory(13)));
    const { result } = renderHook(() => useChatHistory('YCSY', '2026-02-01 10:00:00'), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(historyUrls).toHaveLength(0);
    await act(() => result.current.loadEarlier());
    await vi.waitFor(() => expect(result.current.records).toHaveLength(10));
    expect(Object.fromEntries(historyUrls[0].searchParams)).toEqual({ identify: 'YCSY', createTime: '2026-02-01 10:00:00', pageNum: '1', pageSize: '10' });
    await act(() => result.current.loadEarlier());
    await vi.waitFor(() => expect(result.current.records).toHaveLength(13));
    expect(historyUrls[1].searchParams.get('pageNum')).toBe('2');
    expect(result.current.records.map((r) => r.id)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    await act(() => result.current.loadEarlier());
    expect(historyUrls).toHaveLength(2); // all 13 are here: nothing more to fetch
  });
});

describe('message times (spec §9 relative time, ui-kit relativeTime)', () => {
  it('reads 刚刚, N分钟前, N小时前, 1天前, then the date', () => {
    const ago = (ms: number) => formatDateTime(new Date(Date.now() - ms));
    const { rerender } = render(<ChatTime createTime={ago(10_000)} />);
    expect(screen.getByText('刚刚')).toBeInTheDocument();
    rerender(<ChatTime createTime={ago(4.5 * 60_000)} />);
    expect(screen.getByText('5分钟前')).toBeInTheDocument();
    rerender(<ChatTime createTime={ago(2.5 * 3600_000)} />);
    expect(screen.getByText('3小时前')).toBeInTheDocument();
    rerender(<ChatTime createTime={ago(30 * 3600_000)} />);
    expect(screen.getByText('1天前')).toBeInTheDocument();
    rerender(<ChatTime createTime="2026-01-05 09:03:00" />);
    expect(screen.getByText('2026-01-05 09:03:00')).toHaveAttribute('datetime', '2026-01-05 09:03:00');
  });
});
