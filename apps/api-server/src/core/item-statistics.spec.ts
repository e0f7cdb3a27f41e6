import { describe, expect, it } from 'vitest';
import { extremeGroups, itemStatistics, pearson, type AttemptResponses, type ItemDefinition } from './item-statistics';

/**
 * A hand-computed fixture: six attempts (A1…A6) at five items.
 *   item 1 (max 1) scores 1 1 1 0 0 0 — the stronger students right: discriminates well
 *   item 2 (max 1) scores 1 0 1 1 0 0
 *   item 3 (max 2) scores 2 2 1 0 1 0 — partial credit
 *   item 4 (max 1) scores 0 0 0 0 0 0 — nobody right
 *   item 5 (max 1) scores 0 0 0 1 1 1 — only the weaker students right: discriminates negatively
 * Totals T = 4 3 3 2 2 1. Extreme groups: g = round(0.27·6) = 2; lower = A6, A4 (A4 before A5: equal totals keep
 * the given order, so the later one ranks higher), upper = A3, A1.
 */
const scores: Record<number, number[]> = { 1: [1, 1, 1, 0, 0, 0], 2: [1, 0, 1, 1, 0, 0], 3: [2, 2, 1, 0, 1, 0], 4: [0, 0, 0, 0, 0, 0], 5: [0, 0, 0, 1, 1, 1] };
/** Item 1's choices (key A), with A6 blank; the others are not choice items here. */
const item1Chosen = [['A'], ['A'], ['A'], ['B'], ['C'], []];
const items: ItemDefinition[] = [
  { id: 1, max: 1, options: ['A', 'B', 'C', 'D'] },
  { id: 2, max: 1, options: [] },
  { id: 3, max: 2, options: [] },
  { id: 4, max: 1, options: [] },
  { id: 5, max: 1, options: [] },
];
const attempts: AttemptResponses[] = [0, 1, 2, 3, 4, 5].map((j) => ({
  items: new Map(items.map((item) => [item.id, { score: scores[item.id][j], chosen: item.id === 1 ? item1Chosen[j] : ['X'] }])),
}));

describe('item statistics (hand-computed)', () => {
  const stats = itemStatistics(items, attempts);
  const byId = (id: number) => stats.find((s) => s.id === id)!;

  it('facility p = mean score / max', () => {
    expect(stats.map((s) => s.facility)).toEqual([1 / 2, 1 / 2, 6 / 12, 0, 1 / 2]);
  });

  it('discrimination = correlation of the item with the rest score (item–rest, corrected point-biserial)', () => {
    // Item 1: x̄ = ½, rest R = 3 2 2 2 2 1 (R̄ = 2); Σdx·dR = ½·1 + (−½)(−1) = 1, Σdx² = 6·¼ = 3/2, ΣdR² = 2 → r = 1/√3.
    expect(byId(1).discrimination).toBeCloseTo(1 / Math.sqrt(3), 12);
    // Item 5: R = 4 3 3 1 1 0 (R̄ = 2); Σdx·dR = −½(2+1+1) + ½(−1−1−2) = −4, Σdx² = 3/2, ΣdR² = 12 → r = −4/√18.
    expect(byId(5).discrimination).toBeCloseTo(-4 / Math.sqrt(18), 12);
    // Items 2 and 3 are uncorrelated with their rest score; item 4 has no variance (nobody right): no figure.
    expect(byId(2).discrimination).toBeCloseTo(0, 12);
    expect(byId(3).discrimination).toBeCloseTo(0, 12);
    expect(byId(4).discrimination).toBeNull();
  });

  it('upper/lower 27 % index D = p(upper) − p(lower)', () => {
    // Upper A3, A1; lower A6, A4. Item 3: (1 + 2)/4 − (0 + 0)/4 = 3/4. Item 5: 0 − 2/2 = −1.
    expect(stats.map((s) => s.upperLowerIndex)).toEqual([1, 1 / 2, 3 / 4, 0, -1]);
    expect(extremeGroups([4, 3, 3, 2, 2, 1])).toEqual({ lower: [5, 3], upper: [2, 0] });
  });

  it('counts each option and the blanks; flags negative discrimination and items nobody gets right', () => {
    expect(byId(1).optionCounts).toEqual({ A: 3, B: 1, C: 1, D: 0 });
    expect(byId(1).blank).toBe(1);
    expect(stats.map((s) => [s.flags.negative, s.flags.noneCorrect])).toEqual([
      [false, false],
      [false, false],
      [false, false],
      [false, true],
      [true, false],
    ]);
    expect(byId(1).flags.fewAttempts).toBe(false);
  });

  it('gives no figure it cannot compute: no attempts, one attempt, no variance', () => {
    expect(itemStatistics(items.slice(0, 1), [])[0]).toMatchObject({ facility: null, discrimination: null, upperLowerIndex: null, blank: 0, flags: { fewAttempts: true } });
    expect(itemStatistics(items.slice(0, 1), attempts.slice(0, 1))[0]).toMatchObject({ facility: 1, discrimination: null, upperLowerIndex: null });
    expect(pearson([1, 1, 1], [0, 1, 2])).toBeNull();
    expect(pearson([0, 1, 2], [0, 2, 4])).toBeCloseTo(1, 12);
  });
});
