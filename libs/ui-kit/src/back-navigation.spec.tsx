import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { hasInAppHistory } from './back-navigation';
import { PageHeader } from './PageHeader';

/** A phone app in a real (jsdom) window: hash routing, as the apps use. */
function openApp(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  const router = createHashRouter([
    { path: '/', element: <p>root screen</p> },
    { path: '/list', element: <PageHeader title="列表" /> },
    { path: '/detail', element: <PageHeader title="详情" /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}
const pressBack = () => fireEvent.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);

describe('back arrow (PageHeader without onBack)', () => {
  it('on a page opened directly goes to the app root instead of leaving the app', async () => {
    const router = openApp('#/detail?id=3');
    expect(hasInAppHistory()).toBe(false);
    pressBack();
    expect(await screen.findByText('root screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('after moving inside the app goes one page back', async () => {
    const router = openApp('#/list?tab=2');
    await act(() => router.navigate('/detail'));
    expect(hasInAppHistory()).toBe(true);
    pressBack();
    expect(await screen.findByRole('heading', { name: '列表' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('memory routers (no numbered history entries) always go back', () => {
    expect(hasInAppHistory(null)).toBe(true);
    expect(hasInAppHistory({ idx: 0 })).toBe(false);
    expect(hasInAppHistory({ idx: 2 })).toBe(true);
  });
});
