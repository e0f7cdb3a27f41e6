import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { isChunkLoadFailure, NotFoundPage, RouteErrorPage, UnauthorizedPage } from './ErrorPages';

const HOME = '/home';

function renderAt(errorRoutes: RouteObject[], ...entries: string[]) {
  const routes: RouteObject[] = [
    { path: HOME, element: <p>home screen</p> },
    { path: '/index', element: <p>index screen</p> },
    { path: '/', element: <p>root screen</p> },
    { path: '/previous', element: <p>previous screen</p> },
    ...errorRoutes,
  ];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}
const at = (router: ReturnType<typeof renderAt>) => router.state.location.pathname + router.state.location.search;

describe('UnauthorizedPage (/401)', () => {
  it('shows the spec texts and a 回首页 link to the root by default', () => {
    renderAt([{ path: '/401', element: <UnauthorizedPage /> }], '/401');
    expect(screen.getByRole('heading', { level: 1, name: '401错误!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '您没有访问权限！' })).toBeInTheDocument();
    expect(screen.getByText('对不起，您没有访问权限，请不要进行非法操作！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回首页' })).toHaveAttribute('href', '/');
  });

  it('返回 goes back in history, keeping the previous query', async () => {
    const router = renderAt([{ path: '/401', element: <UnauthorizedPage /> }], '/previous?id=7', '/401');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(at(router)).toBe('/previous?id=7'));
  });

  it('返回 goes home instead when noGoBack is set', async () => {
    const router = renderAt([{ path: '/401', element: <UnauthorizedPage /> }], '/previous', '/401?noGoBack=true');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('root screen')).toBeInTheDocument();
  });

  it('uses the app home path for both the link and the noGoBack back', async () => {
    const router = renderAt([{ path: '/401', element: <UnauthorizedPage homePath={HOME} /> }], '/previous', '/401?noGoBack=1');
    expect(screen.getByRole('link', { name: '回首页' })).toHaveAttribute('href', HOME);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(HOME));
  });
});

describe('NotFoundPage (/404)', () => {
  it('shows the spec texts and a 返回首页 link that leads to /index by default', async () => {
    const router = renderAt([{ path: '/404', element: <NotFoundPage /> }], '/404');
    expect(screen.getByRole('heading', { level: 1, name: '404错误!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '找不到网页！' })).toBeInTheDocument();
    expect(screen.getByText('对不起，您正在寻找的页面不存在。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();

    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home).toHaveAttribute('href', '/index');
    await userEvent.click(home);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('links to the given home path', () => {
    renderAt([{ path: '/404', element: <NotFoundPage homePath={HOME} /> }], '/404');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', HOME);
  });
});

describe('RouteErrorPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is shown when a screen throws, and 重试 reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    renderAt([{ path: '/broken', element: <Broken />, errorElement: <RouteErrorPage /> }], '/broken');

    expect(screen.getByRole('alert')).toHaveTextContent('页面出现错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says 后端接口连接异常 when the screen code could not be downloaded; 重试 reloads only once the server answers', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/learner/#/subject', reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const head = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', head);
    const Missing = () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/learner/assets/SubjectPage.js');
    };
    renderAt([{ path: '/subject', element: <Missing />, errorElement: <RouteErrorPage /> }], '/subject');

    expect(screen.getByRole('alert')).toHaveTextContent('后端接口连接异常');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(head).toHaveBeenCalledTimes(1));
    expect(head).toHaveBeenCalledWith('http://localhost/learner/', { method: 'HEAD', cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
    // …and says so again in a toast, which leaves after the spec's 1000 ms (waited for: its timer must not outlive the test).
    await vi.waitFor(() => expect(screen.getAllByText('后端接口连接异常')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.getAllByText('后端接口连接异常')).toHaveLength(1), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['Chrome', 'Failed to fetch dynamically imported module: x.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['Firefox', 'error loading dynamically imported module: x.js', true],
    ['a bug', "Cannot read properties of undefined (reading 'id')", false],
  ])('tells a failed download (%s) from a bug', (_browser, message, failed) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(failed);
  });
});
