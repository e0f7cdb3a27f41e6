import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AuthGuard, guardRedirect } from './AuthGuard';

describe('guardRedirect', () => {
  it('sends a visitor without a token to login, remembering the full path', () => {
    expect(guardRedirect({ pathname: '/system/dict', search: '?type=sys_user_sex' }, false)).toBe(
      '/login?redirect=%2Fsystem%2Fdict%3Ftype%3Dsys_user_sex',
    );
  });
  it('lets the white-listed pages through without a token', () => {
    expect(guardRedirect({ pathname: '/login', search: '?redirect=%2F' }, false)).toBeNull();
  });
  it('has no registration page to let through: /register is guarded like any other path', () => {
    expect(guardRedirect({ pathname: '/register', search: '' }, false)).toBe('/login?redirect=%2Fregister');
  });
  it('sends a signed-in user away from the login page to home', () => {
    expect(guardRedirect({ pathname: '/login', search: '' }, true)).toBe('/');
  });
  it('lets a signed-in user go anywhere else', () => {
    expect(guardRedirect({ pathname: '/system/config', search: '?a=1' }, true)).toBeNull();
  });
});

describe('<AuthGuard>', () => {
  const renderAt = (path: string, token: boolean) => {
    const router = createMemoryRouter(
      [
        {
          element: <AuthGuard hasToken={() => token} />,
          children: [
            { path: '/', element: <p>console home</p> },
            { path: '/monitor', element: <p>monitor</p> },
            { path: '/login', element: <p>login form</p> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  };

  it('redirects to /login?redirect=<fullPath> when there is no token', async () => {
    const router = renderAt('/monitor?tab=2', false);
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/monitor?tab=2');
  });

  it('shows the page when there is a token', async () => {
    renderAt('/monitor', true);
    expect(await screen.findByText('monitor')).toBeInTheDocument();
  });

  it('turns /login into home when already signed in', async () => {
    const router = renderAt('/login', true);
    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
