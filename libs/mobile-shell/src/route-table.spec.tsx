import { Suspense } from 'react';
import { Outlet, matchRoutes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { uiText } from '@medteach/ui-kit';
import { mobileRouteTable } from './route-table';
import { LoginPage } from './login';
import { renderRoutes, shellRouteChecks } from './testing';

const layout = (
  <Suspense fallback={null}>
    <Outlet />
  </Suspense>
);
const routes = mobileRouteTable({ homePath: '/lessons', layout }, [
  { path: 'lessons', element: <p>lessons</p> },
  { path: 'lesson', element: <p>lesson</p> },
  { path: 'broken', element: <Broken /> },
  { path: 'login', element: <LoginPage appTitle="教学中心" /> },
]);
function Broken(): never {
  throw new Error('boom');
}

describe('the mobile route-table frame', () => {
  shellRouteChecks({
    routes,
    homePath: '/lessons',
    redirectTo: '/lesson?planDetailId=1&queryType=1',
    backTo: '/lesson?planDetailId=1',
    ownRoutes: ['/lesson', '/login', '/404', '/401'],
    loginTitle: '教学中心',
  });

  it("keeps the app's screens between the home redirects and the catch-all", () => {
    const paths = routes[0].children?.map((r) => (r.index ? '(index)' : r.path));
    expect(paths).toEqual(['(index)', 'index', 'lessons', 'lesson', 'broken', 'login', 'redirect/*', '401', '404', '*']);
    expect(matchRoutes(routes, '/noSuchScreen')?.at(-1)?.route.path).toBe('*');
  });

  it('a crashing screen shows the route error page instead of a blank app', async () => {
    // React reports the thrown error on the console; the page shown is what matters here
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(routes, '/broken');
    expect(await screen.findByText(uiText.crashed)).toBeInTheDocument();
    quiet.mockRestore();
  });
});
