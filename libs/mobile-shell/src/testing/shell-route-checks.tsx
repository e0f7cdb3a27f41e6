import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createMemoryTokenStore, createQueryClient, resetApiConfig } from '@medteach/api-client';
import { at, renderRoutes, routesOf, type RouteTable } from './render-routes';

export interface ShellRouteCheckOptions {
  /** The app's route table (routes.tsx). */
  routes: RouteTable;
  /** The app's main screen (paths.ts HOME_PATH). */
  homePath: string;
  /** A /redirect/… target of this app, with its query: `/redirect` + it must land on it. */
  redirectTo: string;
  /** A screen of this app, with its query, that the 401 page's 返回 goes back to. */
  backTo: string;
  /** Routes that must be routes of their own, not caught by the 404 catch-all (aliases, odd spellings …). */
  ownRoutes: string[];
  /** Apps that sign users in: the app title the shared /login page must show. */
  loginTitle?: string;
}

/**
 * The checks every mobile app's route table must pass (spec §2): root → home, the 404 page and its 返回首页 link,
 * /redirect keeping the query, the 401 page's 返回 (history, or home with noGoBack) and 回首页, and the app's own
 * routes, and /login for apps that sign users in. Call inside the app's `describe`.
 */
export function shellRouteChecks(options: ShellRouteCheckOptions): void {
  // Signed in: the screens of an app that signs users in open only with a token (mobile-shell SignInGate).
  describe('the shared frame, signed in', () => {
    beforeEach(() => void configureApi({ tokenStore: createMemoryTokenStore('signed-in') }));
    afterEach(() => resetApiConfig());
    frameChecks(options);
  });
}

function frameChecks({ routes, homePath, redirectTo, backTo, ownRoutes, loginTitle }: ShellRouteCheckOptions): void {
  it(`opens ${homePath} from the root`, async () => {
    const router = renderRoutes(routes, '/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(homePath));
  });

  it(`shows the 404 page for an unknown route, whose home link leads to ${homePath} through /index`, async () => {
    const user = userEvent.setup();
    const router = renderRoutes(routes, '/noSuchScreen?x=1');
    expect(await screen.findByText('404错误!')).toBeInTheDocument();
    expect(screen.getByText('找不到网页！')).toBeInTheDocument();
    expect(screen.getByText('对不起，您正在寻找的页面不存在。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');

    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home).toHaveAttribute('href', '/index');
    await user.click(home);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(homePath));
  });

  it('/redirect/<path> lands on <path> with the query kept', async () => {
    const router = renderRoutes(routes, `/redirect${redirectTo}`);
    await vi.waitFor(() => expect(at(router)).toBe(redirectTo));
  });

  it('401: back goes back in history', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(routes, backTo, '/401');
    expect(await screen.findByText('401错误!')).toBeInTheDocument();
    expect(screen.getByText('您没有访问权限！')).toBeInTheDocument();
    expect(screen.getByText('对不起，您没有访问权限，请不要进行非法操作！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(at(router)).toBe(backTo));
  });

  it('401 with noGoBack: back goes home instead', async () => {
    const user = userEvent.setup();
    const router = renderRoutes(routes, backTo, '/401?noGoBack=true');
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(homePath));
  });

  it('401 links back home', async () => {
    renderRoutes(routes, '/401');
    expect(await screen.findByRole('link', { name: '回首页' })).toHaveAttribute('href', '/');
  });

  it.each(ownRoutes)('%s is a route of its own (not the 404 catch-all)', (path) => {
    const leaf = matchRoutes(routesOf(routes, createQueryClient()), path)?.at(-1)?.route;
    expect(leaf?.path).toBe(path.slice(1));
  });

  if (loginTitle === undefined) return;
  it("/login is the shared sign-in page under this app's title", async () => {
    renderRoutes(routes, '/login?redirect=%2F');
    expect(await screen.findByRole('heading', { level: 1, name: loginTitle })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeInTheDocument();
  });
}
