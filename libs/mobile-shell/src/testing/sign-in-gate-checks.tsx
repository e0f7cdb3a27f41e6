import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mswHttp } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildTokenGrant, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { at, renderRoutes, type RouteTable } from './render-routes';

export interface SignInGateCheckOptions {
  /** The app's route table (routes.tsx). */
  routes: RouteTable;
  /** Where the root goes in a plain browser (paths.ts WEB_HOME_PATH). */
  webHomePath: string;
  /** A signed-in screen, with its query, opened by a link before signing in. */
  asked: string;
  /** Screens that need no session. */
  publicPaths: string[];
  /** The app title the login page shows. */
  loginTitle: string;
}

/**
 * Someone who never signed in (no token from the link, the native app or the cookie) goes to the login page at once —
 * no 登录超时 dialog, no 加载失败 — and back to the screen they asked for once signed in; a stored token opens the
 * screen. Call inside the app's route-table spec.
 */
export function signInGateChecks({ routes, webHomePath, asked, publicPaths, loginTitle }: SignInGateCheckOptions): void {
  describe('nobody signed in (no token stored at all)', () => {
    const server = setupMswServer();
    const api = setupTestApi();
    // Sign-in answers; the screen opened afterwards loads forever here: these checks are about where the app goes.
    beforeEach(() => server.use(...authHandlers(), mswHttp.all('*/api/*', () => delay('infinite'))));

    it('the web home opens the login page at once, no 登录超时 dialog and no 加载失败', async () => {
      const router = renderRoutes(routes, '/');
      await vi.waitFor(() => expect(at(router)).toBe(`/login?redirect=${encodeURIComponent(webHomePath)}`));
      expect(await screen.findByRole('heading', { level: 1, name: loginTitle })).toBeInTheDocument();
      expect(screen.queryByText('登录超时，请重新登录')).not.toBeInTheDocument();
      expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
      expect(api.notifier.calls).toEqual([]);
    });

    it(`${asked}, asked for by link, opens after signing in`, async () => {
      const user = userEvent.setup();
      const router = renderRoutes(routes, asked);
      await vi.waitFor(() => expect(at(router)).toBe(`/login?redirect=${encodeURIComponent(asked)}`));
      await user.type(await screen.findByPlaceholderText('请输入账号'), 'student01');
      await user.type(screen.getByPlaceholderText('请输入密码'), '123456');
      await user.click(screen.getByRole('button', { name: /^登\s*录$/ }));
      await vi.waitFor(() => expect(at(router)).toBe(asked));
      expect(api.tokenStore.get()).toBe(buildTokenGrant().access_token);
    });

    it.each(publicPaths)('%s needs no session and stays open', async (path) => {
      const router = renderRoutes(routes, path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(at(router)).toBe(path);
    });

    it('a token from the link, the native app or the cookie opens the screen: a 401 then means the session ended', async () => {
      api.tokenStore.set('stored-token');
      const router = renderRoutes(routes, asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(at(router)).toBe(asked);
    });
  });
}
