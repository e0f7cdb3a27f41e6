import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ListLink } from './ListLink';

function renderRow(extraClicked = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ListLink to="/orders" description="全部订单" extra={<button onClick={extraClicked}>去支付</button>}>
            我的订单
          </ListLink>
        ),
      },
      { path: '/orders', element: <p>orders</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// antd-mobile's clickable List.Item is an <a> without href: no keyboard, no link role. ListLink is a real link.
describe('ListLink', () => {
  it('is a link a keyboard reaches and Enter follows', async () => {
    const user = userEvent.setup();
    const router = renderRow();
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/orders');
    await user.tab();
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('keeps a control in extra working on its own', async () => {
    const clicked = vi.fn();
    const router = renderRow(clicked);
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('links another app with a plain href when external', () => {
    render(
      <ListLink to="/teaching/#/teachLearn" external>
        内科学
      </ListLink>,
    );
    expect(screen.getByRole('link', { name: '内科学' })).toHaveAttribute('href', '/teaching/#/teachLearn');
  });
});
