import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { authKeys } from '@medteach/api-client';
import { buildUserInfo } from '@medteach/api-client/testing';
import { messages } from '../messages';
import { AppProviders } from './AppProviders';
import { CONSOLE_GROUPS } from './console-pages';
import { buildMenuItems } from './menu';
import { createRoutes } from './routes';

const ADMIN = ['*:*:*'];

describe('buildMenuItems', () => {
  const labels = (permissions: string[]) => buildMenuItems(permissions).map((i) => (i && 'label' in i ? i.label : null));
  it("shows every group to '*:*:*'", () => {
    expect(labels(ADMIN)).toEqual(['首页', ...CONSOLE_GROUPS.map((g) => g.title)]);
  });
  it('shows only 首页 to an account without permissions', () => {
    expect(labels([])).toEqual(['首页']);
  });
  it('shows a group with only the pages the account may open', () => {
    const items = buildMenuItems(['system:config:list']);
    expect(items.map((i) => (i && 'label' in i ? i.label : null))).toEqual(['首页', '系统管理']);
    const system = items[1] as { children: { label: string }[] };
    expect(system.children.map((c) => c.label)).toEqual(['参数设置']);
  });
});

/** The console as main.tsx builds it (routes, providers), signed in as an account holding `permissions`. */
function renderConsole(path: string, permissions: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(authKeys.info(), buildUserInfo({ permissions, roles: permissions.length ? ['admin'] : ['teacher'] }));
  const router = createMemoryRouter(createRoutes(() => true), { initialEntries: [path] });
  render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
// The first test loads the lazy frame (antd, the layout) cold: more than the usual 5 s on a busy 2-core box.
const sidebar = async () => within(await screen.findByTestId('sidebar', undefined, { timeout: 15_000 }));

describe('the console follows what the account may do', () => {
  it("'*:*:*': the sidebar shows every group", async () => {
    renderConsole('/', ADMIN);
    const menu = await sidebar();
    for (const g of CONSOLE_GROUPS) expect(await menu.findByText(g.title)).toBeInTheDocument();
  });

  it('no permissions: 首页 only, saying the account has no back-office pages and whom to ask', async () => {
    renderConsole('/', []);
    const menu = await sidebar();
    expect(await menu.findByText('首页')).toBeInTheDocument();
    for (const g of CONSOLE_GROUPS) expect(menu.queryByText(g.title)).toBeNull();
    expect(await screen.findByText(/您的账号没有可使用的后台页面/)).toBeInTheDocument();
    expect(screen.getByText(/学校的管理员/)).toBeInTheDocument();
  });

  it('a page opened by its address without the permission shows the refusal page, whose 返回首页 goes home', async () => {
    const router = renderConsole('/system/config', []);
    expect(await screen.findByText('您没有访问权限！')).toBeInTheDocument();
    expect(screen.getByText('401错误!')).toBeInTheDocument();
    expect(screen.getByText('对不起，您没有访问权限，请不要进行非法操作！')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('the same address opens for an account holding the permission', async () => {
    renderConsole('/system/upload', ['system:upload:list']);
    expect(await screen.findByText(messages.upload.imageTitle, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('您没有访问权限！')).toBeNull();
  });
});
