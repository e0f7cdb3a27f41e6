/**
 * Item analysis of one paper (issue 18 "试题分析"), the statistics Moodle's quiz report gives teachers, for any paper
 * students took (plan papers, course papers, mock exams). Input: per attempt, the score of every question (0…max)
 * and the option letters chosen. Formulas (N attempts, x_ij = attempt j's score on item i, T_j = its total):
 *
 * - Facility p_i = Σ_j x_ij / (N · max_i): the mean score as a fraction of the maximum (the share of correct
 *   answers for items scored 0/1).
 * - Discrimination r_i, the corrected item–total (item–rest) correlation = Moodle's discrimination index: Pearson's
 *   correlation between x_i and the rest score R_j = T_j − x_ij, so an item does not correlate with itself:
 *   r = Σ (x − x̄)(R − R̄) / √(Σ (x − x̄)² · Σ (R − R̄)²); null when either has no variance (all right, all wrong,
 *   or everybody's rest equal) — there is nothing to discriminate.
 * - Upper/lower index D_i = p_i(upper) − p_i(lower): the attempts ranked by total, the top and bottom 27 %
 *   (g = round(0.27 · N), at least 1; ties at the boundary broken by the attempt order given, so the result is stable);
 *   null with fewer than 2 attempts.
 * - Distractors: how many attempts chose each option (a multiple-choice answer counts once for each letter), and
 *   how many left the item blank.
 * - Flags: `negative` when r < 0 or D < 0 (the weaker students do better: a wrong key or a misleading stem);
 *   `noneCorrect` when p = 0 (nobody got it right).
 *
 * Drawn items (mock exams: every attempt draws its own questions from the bank): each item's figures are computed
 * over the attempts that contained it only (N = those attempts), with T_j the attempt's own total score over all of
 * its questions (given as `total`), so R_j = T_j − x_ij is still the rest of that attempt and the 27 % groups are
 * ranked among those attempts. An attempt that did not draw an item says nothing about it (not a blank, not a 0).
 */

/** Below this many attempts the figures are shown but flagged as too few to trust. */
export const MIN_ATTEMPTS_FOR_STATISTICS = 5;
/** Kelley's 27 %: the share of attempts in each of the upper and lower groups. */
export const EXTREME_GROUP_SHARE = 0.27;

export interface ItemResponse {
  /** 0 … the item's max. */
  score: number;
  /** Option letters chosen (A, B, …); empty when left blank or not a choice item. */
  chosen: readonly string[];
}

export interface AttemptResponses {
  /** Per item id. An item missing from an attempt counts as blank with score 0 (drawn items: was not in the attempt). */
  items: ReadonlyMap<number, ItemResponse>;
  /** The attempt's total score, when it is not the sum over the items analysed (drawn items). */
  total?: number;
}

export interface ItemDefinition {
  id: number;
  max: number;
  /** The option letters the item offers (for the distractor table). */
  options: readonly string[];
}

export interface ItemStatistics {
  id: number;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  upperLowerIndex: number | null;
  /** Option letter → attempts choosing it, in the item's option order. */
  optionCounts: Record<string, number>;
  blank: number;
  flags: { negative: boolean; noneCorrect: boolean; fewAttempts: boolean };
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const mean = (values: readonly number[]) => sum(values) / values.length;

/** Pearson's correlation; null when either variable has no variance. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length || x.length < 2) return null;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let k = 0; k < x.length; k++) {
    const dx = x[k] - mx;
    const dy = y[k] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Indexes of the bottom and top groups by total (stable: equal totals keep the given order). */
export function extremeGroups(totals: readonly number[]): { lower: number[]; upper: number[] } {
  const n = totals.length;
  const size = Math.max(1, Math.round(EXTREME_GROUP_SHARE * n));
  const ranked = totals.map((t, index) => ({ t, index })).sort((a, b) => a.t - b.t || a.index - b.index);
  return { lower: ranked.slice(0, size).map((r) => r.index), upper: ranked.slice(n - size).map((r) => r.index) };
}

/**
 * The statistics of each item. `drawn`: every attempt drew its own items (mock exams) — each item is analysed over
 * the attempts whose `items` hold it, against their given `total` (see the header).
 */
export function itemStatistics(items: readonly ItemDefinition[], all: readonly AttemptResponses[], options: { drawn?: boolean } = {}): ItemStatistics[] {
  const scoreOf = (a: AttemptResponses, id: number) => a.items.get(id)?.score ?? 0;
  const allTotals = all.map((a) => a.total ?? sum(items.map((item) => scoreOf(a, item.id))));
  const allGroups = !options.drawn && all.length >= 2 ? extremeGroups(allTotals) : null;
  return items.map((item) => {
    const mine = options.drawn ? all.flatMap((a, j) => (a.items.has(item.id) ? [j] : [])) : all.map((_, j) => j);
    const attempts = mine.map((j) => all[j]);
    const totals = mine.map((j) => allTotals[j]);
    const n = attempts.length;
    const groups = options.drawn ? (n >= 2 ? extremeGroups(totals) : null) : allGroups;
    const x = attempts.map((a) => scoreOf(a, item.id));
    const rest = x.map((score, j) => totals[j] - score);
    const fraction = (indexes: readonly number[]) => sum(indexes.map((j) => x[j])) / (indexes.length * item.max);
    const facility = n === 0 || item.max <= 0 ? null : sum(x) / (n * item.max);
    const discrimination = pearson(x, rest);
    const upperLowerIndex = groups && item.max > 0 ? fraction(groups.upper) - fraction(groups.lower) : null;
    const optionCounts = Object.fromEntries(item.options.map((o) => [o, 0]));
    let blank = 0;
    for (const a of attempts) {
      const chosen = a.items.get(item.id)?.chosen ?? [];
      if (chosen.length === 0) blank++;
      for (const letter of new Set(chosen)) if (letter in optionCounts) optionCounts[letter]++;
    }
    return {
      id: item.id,
      attempts: n,
      facility,
      discrimination,
      upperLowerIndex,
      optionCounts,
      blank,
      flags: {
        negative: (discrimination ?? 0) < 0 || (upperLowerIndex ?? 0) < 0,
        noneCorrect: facility === 0,
        fewAttempts: n < MIN_ATTEMPTS_FOR_STATISTICS,
      },
    };
  });
}
