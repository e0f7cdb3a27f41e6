import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router-dom';
import { createQueryClient } from '@medteach/api-client';
import { createRoutes } from './routes';
import { HOME_PATH } from './paths';

function renderApp(...entries: string[]) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const at = (router: ReturnType<typeof renderApp>) => router.state.location.pathname + router.state.location.search;

describe('learner-h5 route table', () => {
  it('opens /goods from the root', async () => {
    const router = renderApp('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(HOME_PATH));
  });

  it('shows the 404 page for an unknown route, whose home link leads to /goods through /index', async () => {
    const user = userEvent.setup();
    const router = renderApp('/noSuchScreen?x=1');
    expect(await screen.findByText('404错误!')).toBeInTheDocument();
    expect(screen.getByText('找不到网页！')).toBeInTheDocument();
    expect(screen.getByText('对不起，您正在寻找的页面不存在。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');

    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home).toHaveAttribute('href', '/index');
    await user.click(home);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(HOME_PATH));
  });

  it('/redirect/<path> lands on <path> with the query kept', async () => {
    const router = renderApp('/redirect/subjectHomeWork?name=topic&studyBankId=3&categoryIds=%5B1%2C2%5D');
    await vi.waitFor(() => expect(at(router)).toBe('/subjectHomeWork?name=topic&studyBankId=3&categoryIds=%5B1%2C2%5D'));
  });

  it('401: back goes back in history', async () => {
    const user = userEvent.setup();
    const router = renderApp('/subject?majorType=1', '/401');
    expect(await screen.findByText('401错误!')).toBeInTheDocument();
    expect(screen.getByText('您没有访问权限！')).toBeInTheDocument();
    expect(screen.getByText('对不起，您没有访问权限，请不要进行非法操作！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(at(router)).toBe('/subject?majorType=1'));
  });

  it('401 with noGoBack: back goes home instead', async () => {
    const user = userEvent.setup();
    const router = renderApp('/subject?majorType=1', '/401?noGoBack=true');
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(HOME_PATH));
  });

  it('401 links back home', async () => {
    renderApp('/401');
    expect(await screen.findByRole('link', { name: '回首页' })).toHaveAttribute('href', '/');
  });

  it.each(['/subjectErrorCorrection', '/errorCorrection', '/Alipay', '/groupQuestion', '/login'])('%s is a route of its own (not the 404 catch-all)', (path) => {
    const leaf = matchRoutes(createRoutes(createQueryClient()), path)?.at(-1)?.route;
    expect(leaf?.path).toBe(path.slice(1));
  });
});
