import { describe, expect, it } from 'vitest';
import { periodText } from './teaching-periods';

describe('periodText', () => {
  it('names the one period a lesson sits in, whatever its 学时', () => {
    expect(periodText(1)).toBe('第1节');
    expect(periodText(12)).toBe('第12节');
  });

  it('gives lessons in consecutive periods consecutive 节次 that never overlap', () => {
    expect([1, 2, 3].map(periodText)).toEqual(['第1节', '第2节', '第3节']);
  });
});
