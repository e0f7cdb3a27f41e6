import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageAfterSizeChange, pagerCountFor } from './pagination';
import { TablePagination } from './TablePagination';

const wrapper = ({ children }: { children: ReactNode }) => <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;
const render = (ui: ReactElement) => rtlRender(ui, { wrapper });

describe('pager rules (spec §9)', () => {
  it('offers 10/20/30/50 with 20 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });
  it('shows 5 page buttons under 992 px wide, else 7', () => {
    expect(pagerCountFor(991)).toBe(5);
    expect(pagerCountFor(992)).toBe(7);
  });
  it('goes back to page 1 when page × size exceeds the total after a size change', () => {
    expect(pageAfterSizeChange(3, 50, 120)).toBe(1);
    expect(pageAfterSizeChange(2, 50, 120)).toBe(2);
    expect(pageAfterSizeChange(6, 20, 120)).toBe(6);
  });
});

describe('<TablePagination>', () => {
  it('shows the total and nothing at all for an empty list', () => {
    const { rerender } = render(<TablePagination total={45} pageNum={1} pageSize={20} onChange={() => undefined} width={1440} />);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    rerender(<TablePagination total={0} pageNum={1} pageSize={20} onChange={() => undefined} width={1440} />);
    expect(screen.queryByText('共 0 条')).not.toBeInTheDocument();
  });

  it('returns to page 1 when a bigger page size leaves the current page past the end, and scrolls to the top', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as never;
    render(<TablePagination total={45} pageNum={3} pageSize={20} onChange={onChange} width={1440} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByText('50 条/页'));
    expect(onChange).toHaveBeenCalledWith({ pageNum: 1, pageSize: 50 });
    expect(scrollTo).toHaveBeenCalled();
  });

  it('moves between pages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TablePagination total={45} pageNum={1} pageSize={20} onChange={onChange} width={1440} />);
    await user.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith({ pageNum: 2, pageSize: 20 });
  });
});
