import { createRepeatSubmitGuard, REPEAT_SUBMIT_INTERVAL_MS, REPEAT_SUBMIT_MAX_BYTES } from './repeat-submit';

describe('duplicate-submit guard', () => {
  let now = 0;
  const guard = createRepeatSubmitGuard(() => now);
  beforeEach(() => {
    now = 10_000;
    guard.reset();
  });

  it('refuses the same url and body within the interval, admits it afterwards', () => {
    expect(guard.admit('/a', { x: 1 })).toBe(true);
    now += REPEAT_SUBMIT_INTERVAL_MS - 1;
    expect(guard.admit('/a', { x: 1 })).toBe(false);
    now += 1;
    expect(guard.admit('/a', { x: 1 })).toBe(true);
  });
  it('admits a different body or url at once', () => {
    expect(guard.admit('/a', { x: 1 })).toBe(true);
    expect(guard.admit('/a', { x: 2 })).toBe(true);
    expect(guard.admit('/b', { x: 1 })).toBe(true);
  });
  it('does not check bodies of 5 MB or more, nor FormData', () => {
    const big = 'x'.repeat(REPEAT_SUBMIT_MAX_BYTES);
    expect(guard.admit('/a', big)).toBe(true);
    expect(guard.admit('/a', big)).toBe(true);
    const form = new FormData();
    expect(guard.admit('/u', form)).toBe(true);
    expect(guard.admit('/u', form)).toBe(true);
  });
});
