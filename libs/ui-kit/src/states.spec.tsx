import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, ErrorState, QueryStatus, type QueryLike } from './states';

const query = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});

describe('states', () => {
  it('EmptyState reads 暂无数据', () => {
    render(<EmptyState />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');
  });
  it('ErrorState shows the message and retries', async () => {
    const retry = vi.fn();
    render(<ErrorState message="后端接口连接异常" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('后端接口连接异常');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
  it('QueryStatus picks loading, error, empty or the content', async () => {
    const { rerender } = render(<QueryStatus query={query<string[]>({ isPending: true })}>{(d) => d.join()}</QueryStatus>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');

    const failed = query<string[]>({ isError: true, error: new Error('系统接口502异常') });
    rerender(<QueryStatus query={failed}>{(d) => d.join()}</QueryStatus>);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalled();

    rerender(<QueryStatus query={query<string[]>({ data: [] })}>{(d) => d.join()}</QueryStatus>);
    expect(screen.getByRole('status')).toHaveTextContent('暂无数据');

    rerender(<QueryStatus query={query<string[]>({ data: ['甲', '乙'] })}>{(d) => <p>{d.join('、')}</p>}</QueryStatus>);
    expect(screen.getByText('甲、乙')).toBeInTheDocument();
  });
});
