import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { AGENT_MESSAGE_TYPE, serviceDeskPaths, type ChatRecord, type ServiceConversation } from '@medteach/contract';
import ServiceDeskPage from './ServiceDeskPage';

const conversation = (over: Partial<ServiceConversation> = {}): ServiceConversation => ({
  id: 7,
  userId: 121,
  userName: 'student21',
  nickName: '李同学',
  identify: 'YCSY',
  status: '0',
  unread: 2,
  transferTime: '2026-11-25 10:00:00',
  updateTime: '2026-11-25 10:02:00',
  lastText: '我的订单没有解锁',
  ...over,
});
const record = (id: number, over: Partial<ChatRecord>): ChatRecord => ({
  id,
  createTime: '2026-11-25 10:00:00',
  identify: 'YCSY',
  type: 2,
  problem: '',
  problemContent: '',
  answer: '',
  problemManageVos: [],
  problemManageVo: null,
  ...over,
});

let rows: ServiceConversation[];
let records: ChatRecord[];
let listFails: boolean;
let replyFails: boolean;
/** The inbox's version the fake server gives; a change answers the console's waiting long-poll. */
let inboxVersion: string;
let announce: () => void = () => undefined;
const bumpInbox = () => {
  inboxVersion = String(Number(inboxVersion) + 1);
  announce();
};
const writes: { method: string; url: string; body?: unknown }[] = [];
beforeEach(() => {
  rows = [conversation()];
  records = [record(1, { type: 3, answer: '已为您转接人工客服，请稍候。' }), record(2, { problemContent: '我的订单没有解锁' })];
  listFails = false;
  replyFails = false;
  inboxVersion = '1';
  writes.length = 0;
});

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(serviceDeskPaths.changes), async ({ request }) => {
    const after = new URL(request.url).searchParams.get('after');
    if (after === inboxVersion) await new Promise<void>((resolve) => {
      announce = resolve;
      setTimeout(resolve, 500); // the server's INBOX_WAIT_MS, shortened
    });
    return HttpResponse.json(ok({ version: inboxVersion }));
  }),
  http.get(apiPath(serviceDeskPaths.list), () =>
    listFails ? HttpResponse.json({ code: 500, msg: '服务器错误' }) : HttpResponse.json({ code: 200, msg: '查询成功', total: rows.length, rows }),
  ),
  http.get(apiPath(`${serviceDeskPaths.base}/:id`), () => {
    rows = rows.map((r) => ({ ...r, unread: 0 })); // reading marks read, as the server does
    return HttpResponse.json(ok({ ...rows[0], records }));
  }),
  http.post(apiPath(serviceDeskPaths.reply), async ({ request }) => {
    const body = (await request.json()) as { id: number; content: string };
    if (replyFails) return HttpResponse.json({ code: 500, msg: '会话已结束，无法回复' });
    writes.push({ method: 'POST', url: request.url, body });
    const reply = record(100 + records.length, { type: AGENT_MESSAGE_TYPE, answer: body.content });
    records = [...records, reply];
    return HttpResponse.json(ok(reply));
  }),
  http.put(apiPath(`${serviceDeskPaths.close}/:id`), ({ params }) => {
    writes.push({ method: 'PUT', url: `close/${params.id}` });
    rows = rows.map((r) => ({ ...r, status: '1' as const }));
    return HttpResponse.json(ok());
  }),
);
setupTestApi();
// Chromium's scrollIntoView returns a promise (jsdom has none): the page must not hand it to React as a cleanup.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <App>
        <ServiceDeskPage />
      </App>
    </QueryClientProvider>,
  );
const SLOW = { timeout: 10_000 };

describe('人工会话 inbox', () => {
  it('lists transferred conversations with unread badges; opening one shows it, reads it and takes a reply', async () => {
    const user = userEvent.setup();
    renderPage();
    const inbox = await screen.findByRole('menu', { name: '会话列表' }, SLOW);
    expect(within(inbox).getByText('李同学')).toBeInTheDocument();
    expect(within(inbox).getByTitle('2条未读')).toBeInTheDocument();
    expect(screen.getByText('请从左侧选择一个会话')).toBeInTheDocument();

    await user.click(within(inbox).getByText('李同学'));
    const log = await screen.findByRole('log', { name: '会话内容' }, SLOW);
    expect(within(log).getAllByText('我的订单没有解锁').length).toBeGreaterThan(0);
    expect(within(log).getByText('转人工')).toBeInTheDocument();
    // Reading it refreshes the list: the badge goes once the conversation was read.
    await waitFor(() => expect(within(inbox).queryByTitle('2条未读')).toBeNull(), SLOW);

    await user.type(screen.getByRole('textbox', { name: /输入回复/ }), '您好，请提供订单号');
    await user.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(writes).toEqual([expect.objectContaining({ method: 'POST', body: { id: 7, content: '您好，请提供订单号' } })]));
    expect(await within(log).findByText('您好，请提供订单号', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /输入回复/ })).toHaveValue('');
  });

  it('a new conversation is pushed into the inbox at once (long-poll), not at the next backstop poll', async () => {
    renderPage();
    const inbox = await screen.findByRole('menu', { name: '会话列表' }, SLOW);
    await new Promise((r) => setTimeout(r, 200)); // the console is waiting on the inbox's version
    rows = [conversation({ id: 8, userName: 'student22', nickName: '王同学', unread: 1, lastText: '在吗' }), ...rows];
    bumpInbox();
    // INBOX_POLL_MS is 30 s: only the push brings it within the wait.
    expect(await within(inbox).findByText('王同学', {}, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('the reply box empties at once and a refused reply comes back into it', async () => {
    const user = userEvent.setup();
    replyFails = true;
    renderPage();
    await user.click(await screen.findByText('李同学', {}, SLOW));
    await screen.findByRole('log', {}, SLOW);
    const box = screen.getByRole('textbox', { name: /输入回复/ });
    await user.type(box, '还在吗');
    await user.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(box).toHaveValue('还在吗'), SLOW);
  });

  it('结束会话 asks first, then ends it and the reply box goes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByText('李同学', {}, SLOW));
    await screen.findByRole('log', {}, SLOW);
    await user.click(screen.getByRole('button', { name: '结束会话' }));
    expect(writes).toEqual([]);
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(writes).toEqual([{ method: 'PUT', url: 'close/7' }]));
    expect(await screen.findByText('该会话已结束，无法回复', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /输入回复/ })).toBeNull();
  });

  it('shows the empty state, and the error state with 重试', async () => {
    rows = [];
    const { unmount } = renderPage();
    expect(await screen.findByText(/暂无转人工的会话/, {}, SLOW)).toBeInTheDocument();
    unmount();
    listFails = true;
    renderPage();
    expect(await screen.findByText('加载失败', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
