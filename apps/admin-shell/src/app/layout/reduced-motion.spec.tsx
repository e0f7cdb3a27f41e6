import { act, render, screen } from '@testing-library/react';
import { antdTheme } from '../AntdRoot';
import { usePrefersReducedMotion } from './reduced-motion';

function Probe() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

describe('reduced motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the system setting, also when it changes while the console is open', () => {
    let reduce = true;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reduce,
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    })) as unknown as typeof window.matchMedia;
    render(<Probe />);
    expect(screen.getByText('still')).toBeTruthy();
    reduce = false;
    act(() => listeners.forEach((fn) => fn()));
    expect(screen.getByText('moving')).toBeTruthy();
  });

  it('turns antd motion off in the theme', () => {
    expect(antdTheme('#1890ff').token?.motion).toBe(true);
    expect(antdTheme('#1890ff', false).token?.motion).toBe(false);
  });
});
