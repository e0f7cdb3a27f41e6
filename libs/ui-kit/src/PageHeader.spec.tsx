import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeader } from './PageHeader';

// Issue 9 accessibility: the icon-only back arrow is a role="button" and needs a name (Lighthouse aria-command-name).
describe('PageHeader', () => {
  it('names the back arrow 返回 and goes back when it is pressed', async () => {
    const onBack = vi.fn();
    render(<PageHeader title="课程表" onBack={onBack} />);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    await userEvent.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no button at all when the arrow is hidden (no nameless role="button" left behind)', () => {
    render(<PageHeader title="课程表" noBack right={<span>更多</span>} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('更多')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '课程表' })).toBeInTheDocument();
  });
});
