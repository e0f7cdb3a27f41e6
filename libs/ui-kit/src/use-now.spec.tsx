import { act, render, screen } from '@testing-library/react';
import { CLOCK_TICK_MS, useNow } from './use-now';

function Clock({ refreshMs }: { refreshMs?: number }) {
  return <span data-testid="clock">{useNow(refreshMs).toISOString()}</span>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every CLOCK_TICK_MS by default', () => {
    render(<Clock />);
    expect(screen.getByTestId('clock').textContent).toBe('2026-03-02T08:00:00.000Z');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(screen.getByTestId('clock').textContent).toBe('2026-03-02T08:00:01.000Z');
  });

  it('honours a slower refresh and stops its timer on unmount', () => {
    const { unmount } = render(<Clock refreshMs={30_000} />);
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByTestId('clock').textContent).toBe('2026-03-02T08:00:00.000Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('clock').textContent).toBe('2026-03-02T08:00:30.000Z');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
