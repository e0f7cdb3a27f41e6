import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { buildAgreement, commerceHandlers, createTestQueryClient, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import AgreementPage from './AgreementPage';

const server = setupMswServer();
setupTestApi();

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/agreement', element: <AgreementPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('agreement page', () => {
  it('asks for category and port, application defaulting to 1, and renders the rich text', async () => {
    const urls: URL[] = [];
    server.use(...commerceHandlers({ onRequest: (_p, url) => urls.push(url) }));
    renderAt('/agreement?category=2&port=3');
    expect(await screen.findByRole('heading', { name: '用户服务协议', level: 2 })).toBeInTheDocument();
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ category: '2', port: '3', application: '1' });
  });

  it('defaults only application: a category or port missing from the query is not sent (spec §2)', async () => {
    const urls: URL[] = [];
    server.use(...commerceHandlers({ onRequest: (_p, url) => urls.push(url) }));
    renderAt('/agreement?port=2');
    expect(await screen.findByRole('heading', { name: '用户服务协议', level: 2 })).toBeInTheDocument();
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ port: '2', application: '1' });
  });

  it('a script payload renders as text only: no script element, no handler, nothing runs', async () => {
    const payload = '<p>条款一</p><script>window.__agreementPwned = 1</script><img src="x" onerror="window.__agreementPwned = 2"><a href="javascript:alert(1)">链接</a>';
    server.use(...commerceHandlers({ agreement: buildAgreement({ content: payload }) }));
    renderAt('/agreement?category=1&port=1&application=1');
    const article = await screen.findByTestId('agreement-content');
    expect(article).toHaveTextContent('条款一');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('链接').getAttribute('href')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect((window as unknown as { __agreementPwned?: number }).__agreementPwned).toBeUndefined();
  });
});
