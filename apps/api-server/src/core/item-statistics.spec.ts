import { describe, expect, it } from 'vitest';
import { extremeGroups, itemStatistics, pearson, type AttemptResponses, type ItemDefinition } from './item-statistics';

/**
 * A hand-computed fixture: six attempts (A1…A6) at five items.
 *   item 1 (max 1) scores 1 1 1 0 0 0 — the stronger students right: discriminates well
 *   item 2 (max 1) scores 1 0 1 1 0 0
 *   item 3 (max 2) scores 2 2 1 0 1 0 — partial credit
 *   item 4 (max 1) scores 0 0 0 0 0 0 — nobody right
 *   item 5 (max 1) scores 0 0 0 1 1 1 — only the weaker students right: discriminates negatively
 * Totals T = 4 3 3 2 2 1. Extreme groups: g = round(0.27·6) = 2; the 2nd highest total is 3 and the 2nd lowest 2, and
 * everyone tied at a boundary is in: upper = A1, A2, A3 (T ≥ 3), lower = A4, A5, A6 (T ≤ 2).
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
  items: new Map(items.map((item) => [item.id, { score: scores[item.id][j], chosen: item.id === 1 ? item1Chosen[j] : ['X'], answered: item.id !== 1 || item1Chosen[j].length > 0 }])),
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

  it('upper/lower 27 % index D = p(upper) − p(lower), every attempt tied at a group boundary in the group', () => {
    // Upper A1–A3, lower A4–A6. Item 2: 2/3 − 1/3. Item 3: (2 + 2 + 1)/6 − (0 + 1 + 0)/6 = 2/3. Item 5: 0 − 3/3 = −1.
    const d = stats.map((s) => s.upperLowerIndex ?? NaN);
    [1, 1 / 3, 2 / 3, 0, -1].forEach((expected, i) => expect(d[i]).toBeCloseTo(expected, 12));
    expect(extremeGroups([4, 3, 3, 2, 2, 1])).toEqual({ lower: [3, 4, 5], upper: [0, 1, 2] });
  });

  it('the 27 % groups do not depend on the order the attempts come in', () => {
    const reversed = itemStatistics(items, [...attempts].reverse());
    expect(reversed.map((s) => s.upperLowerIndex)).toEqual(stats.map((s) => s.upperLowerIndex));
    // All equal: everyone is in both groups, nothing to tell apart.
    expect(extremeGroups([5, 5, 5, 5])).toEqual({ lower: [0, 1, 2, 3], upper: [0, 1, 2, 3] });
  });

  it('standard deviation: the sample SD of the fraction-scores x / max', () => {
    // Items 1, 2, 5: fractions half 1, half 0 → Σ(f − ½)² = 6/4 over N − 1 = 5. Item 3: 1 1 ½ 0 ½ 0 → Σ = 1. Item 4: 0.
    const sd = stats.map((s) => s.standardDeviation ?? NaN);
    [Math.sqrt(0.3), Math.sqrt(0.3), Math.sqrt(0.2), 0, Math.sqrt(0.3)].forEach((expected, i) => expect(sd[i]).toBeCloseTo(expected, 12));
    expect(itemStatistics(items.slice(0, 1), attempts.slice(0, 1))[0].standardDeviation).toBeNull();
  });

  it('discriminative efficiency: Σ(x − x̄)(R − R̄) over the same sum with x and R each sorted ascending', () => {
    // Item 1: Σ = 1; sorted x 0 0 0 1 1 1 against sorted R 1 2 2 2 2 3 → 1: efficiency 1 (as good as its facility allows).
    expect(byId(1).discriminativeEfficiency).toBeCloseTo(1, 12);
    // Item 5: Σ = −4; sorted R 0 1 1 3 3 4 → 4: −1. Items 2 and 3: Σ = 0 → 0. Item 4: no variance → none.
    expect(byId(5).discriminativeEfficiency).toBeCloseTo(-1, 12);
    expect(byId(2).discriminativeEfficiency).toBeCloseTo(0, 12);
    expect(byId(3).discriminativeEfficiency).toBeCloseTo(0, 12);
    expect(byId(4).discriminativeEfficiency).toBeNull();
  });

  it('an answer without option letters (fill-in, essay) is not blank when it was answered', () => {
    const written: AttemptResponses[] = [
      { items: new Map([[9, { score: 0, chosen: [], answered: true }]]) },
      { items: new Map([[9, { score: 1, chosen: [], answered: true }]]) },
      { items: new Map([[9, { score: 0, chosen: [], answered: false }]]) },
      { items: new Map() },
    ];
    expect(itemStatistics([{ id: 9, max: 1, options: [] }], written)[0].blank).toBe(2);
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

/**
 * Drawn items (mock exams), hand-computed: four attempts each drew some of three items; T is the attempt's own total.
 *   B1: item 1 = 1 (A), item 2 = 0 (B)                T = 1
 *   B2: item 1 = 1 (A), item 3 = 1 (C)                T = 2
 *   B3: item 2 = 1 (A), item 3 = 0 (blank)            T = 1
 *   B4: item 1 = 0 (B), item 2 = 1 (A), item 3 = 1 (C) T = 2
 * Item 1 over B1, B2, B4 only: x = 1 1 0, R = T − x = 0 1 2, p = 2/3; x̄ = 2/3, R̄ = 1,
 *   Σ(x−x̄)(R−R̄) = −1/3 + 0 − 2/3 = −1, Σ(x−x̄)² = 2/3, Σ(R−R̄)² = 2 → r = −1/√(4/3) = −√3/2;
 *   g = round(0.27·3) = 1: lower B1 (T 1), upper B2 and B4 (tied at T 2) → D = ½ − 1 = −½: flagged negative.
 * Item 3 over B2, B3, B4: x = 1 0 1, R = 1 1 1 (no variance) → r null; p = 2/3; lower B3, upper B2 and B4 → D = 1;
 * one blank.
 */
describe('item statistics of drawn items (each over the attempts that contained it)', () => {
  const opts = ['A', 'B', 'C', 'D'];
  const drawnItems: ItemDefinition[] = [1, 2, 3].map((id) => ({ id, max: 1, options: opts }));
  const r = (score: number, ...chosen: string[]) => ({ score, chosen, answered: chosen.length > 0 });
  const drawn: AttemptResponses[] = [
    { items: new Map([[1, r(1, 'A')], [2, r(0, 'B')]]), total: 1 },
    { items: new Map([[1, r(1, 'A')], [3, r(1, 'C')]]), total: 2 },
    { items: new Map([[2, r(1, 'A')], [3, r(0)]]), total: 1 },
    { items: new Map([[1, r(0, 'B')], [2, r(1, 'A')], [3, r(1, 'C')]]), total: 2 },
  ];
  const stats = itemStatistics(drawnItems, drawn, { drawn: true });

  it('item 1: N = 3, p = 2/3, r = −√3/2, D = −½, negative', () => {
    expect(stats[0]).toMatchObject({ attempts: 3, upperLowerIndex: -0.5, blank: 0, optionCounts: { A: 2, B: 1, C: 0, D: 0 }, flags: { negative: true, noneCorrect: false, fewAttempts: true } });
    expect(stats[0].facility).toBeCloseTo(2 / 3, 12);
    expect(stats[0].discrimination).toBeCloseTo(-Math.sqrt(3) / 2, 12);
  });

  it('item 3: N = 3, p = 2/3, r null (the rest has no variance), D = 1, one blank', () => {
    expect(stats[2]).toMatchObject({ attempts: 3, discrimination: null, upperLowerIndex: 1, blank: 1, optionCounts: { A: 0, B: 0, C: 2, D: 0 } });
    expect(stats[2].facility).toBeCloseTo(2 / 3, 12);
  });

  it('without `drawn` an attempt missing the item counts as blank and 0 (papers)', () => {
    expect(itemStatistics(drawnItems, drawn)[0]).toMatchObject({ attempts: 4, facility: 0.5, blank: 1 });
  });
});
