/**
 * Item analysis of one paper (issue 18 "试题分析"), the statistics Moodle's quiz report gives teachers, for any paper
 * students took (plan papers, course papers, mock exams). Input: per attempt, the score of every question (0…max),
 * the option letters chosen and whether anything was answered, and — where the paper stores one — the attempt's
 * recorded total. Formulas (N attempts, x_ij = attempt j's score on item i, f_ij = x_ij / max_i its fraction-score,
 * T_j = the attempt's total):
 *
 * - Facility p_i = Σ_j x_ij / (N · max_i): the mean score as a fraction of the maximum (the share of correct
 *   answers for items scored 0/1).
 * - Standard deviation s_i = √(Σ_j (f_ij − p_i)² / (N − 1)): the sample standard deviation of the fraction-scores,
 *   how much the students' results on the item differ; null with fewer than 2 attempts.
 * - Discrimination r_i, the corrected item–total (item–rest) correlation = Moodle's discrimination index: Pearson's
 *   correlation between x_i and the rest score R_j = T_j − x_ij, so an item does not correlate with itself:
 *   r = Σ (x − x̄)(R − R̄) / √(Σ (x − x̄)² · Σ (R − R̄)²); null when either has no variance (all right, all wrong,
 *   or everybody's rest equal) — there is nothing to discriminate.
 * - Discriminative efficiency e_i = r_i / r_max,i, where r_max,i is the largest correlation the same scores could
 *   reach — the item's scores and the rest scores each sorted ascending and paired, as if the best students always
 *   did best on the item. The denominators cancel, so e = Σ (x − x̄)(R − R̄) / Σ (x↑ − x̄)(R↑ − R̄) (Moodle's
 *   covariance over the maximum covariance). A very easy or very hard item cannot discriminate much; e says how much
 *   of what its facility allows it does. A share (1 = 100 %), negative when r is; null when the maximum is 0.
 * - Upper/lower index D_i = p_i(upper) − p_i(lower), Kelley's 27 % groups: g = round(0.27 · N), at least 1; the upper
 *   group is every attempt whose total is at least the g-th highest total, the lower every attempt whose total is at
 *   most the g-th lowest. Attempts tied with the boundary total are all in the group (so a group may hold more than
 *   g): nothing but the totals decides, not the order the attempts were submitted or stored in, nor anyone's id. When
 *   the tie reaches across the middle (say everybody scored the same) an attempt is in both groups and adds to both
 *   sides alike. Null with fewer than 2 attempts.
 * - Distractors: how many attempts chose each option (a multiple-choice answer counts once for each letter), and how
 *   many left the item blank — no option chosen, every blank of a fill-in empty, an empty essay, or no answer at all.
 *   A fill-in or essay answer with text is answered, right or wrong.
 * - Flags: `negative` when r < 0 or D < 0 (the weaker students do better: a wrong key or a misleading stem);
 *   `noneCorrect` when p = 0 (nobody got it right).
 *
 * T_j is the attempt's recorded total when it has one (`total`, in the items' score unit) — a paper's stored score
 * also counts the essays marked outside this analysis, and the students are ranked by what was recorded — else the
 * sum of its scores over the items analysed.
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
  /** Anything was answered: an option chosen, a blank filled in, an essay written (right or wrong alike). */
  answered: boolean;
}

export interface AttemptResponses {
  /** Per item id. An item missing from an attempt counts as blank with score 0 (drawn items: was not in the attempt). */
  items: ReadonlyMap<number, ItemResponse>;
  /** The attempt's total score in the items' unit, when it is not the sum over the items analysed (drawn items; a
   *  paper's recorded score). */
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
  standardDeviation: number | null;
  discrimination: number | null;
  discriminativeEfficiency: number | null;
  upperLowerIndex: number | null;
  /** Option letter → attempts choosing it, in the item's option order. */
  optionCounts: Record<string, number>;
  blank: number;
  flags: { negative: boolean; noneCorrect: boolean; fewAttempts: boolean };
}

/**
 * Sums of squares or products below this are no variance: totals converted from a recorded score (score · n / 100)
 * are not exact in binary, so equal rests can differ in the last bits; real differences are at least 0.01².
 */
const NO_VARIANCE = 1e-9;

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
  if (sxx <= NO_VARIANCE || syy <= NO_VARIANCE) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Σ (x − x̄)(y − ȳ) over the pairs as given. */
function sumOfProducts(x: readonly number[], y: readonly number[]): number {
  const mx = mean(x);
  const my = mean(y);
  return x.reduce((s, xk, k) => s + (xk - mx) * (y[k] - my), 0);
}

/** Sample standard deviation; null below 2 values. */
export function sampleStandardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const m = mean(values);
  return Math.sqrt(values.reduce((s, v) => s + (v - m) ** 2, 0) / (values.length - 1));
}

/** Covariance of x and y over the largest it could be with the same values, each sorted ascending (see the header). */
export function discriminativeEfficiency(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length || x.length < 2) return null;
  const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
  const most = sumOfProducts(ascending(x), ascending(y));
  return Math.abs(most) <= NO_VARIANCE ? null : sumOfProducts(x, y) / most;
}

/**
 * Indexes (in the given order) of the lower and upper 27 % groups by total; everyone tied with a group's boundary
 * total is in it, so the groups depend on the totals only (see the header).
 */
export function extremeGroups(totals: readonly number[]): { lower: number[]; upper: number[] } {
  const n = totals.length;
  const size = Math.max(1, Math.round(EXTREME_GROUP_SHARE * n));
  const ranked = [...totals].sort((a, b) => a - b);
  const lowest = ranked[size - 1];
  const highest = ranked[n - size];
  const indexes = totals.map((_, index) => index);
  return { lower: indexes.filter((j) => totals[j] <= lowest), upper: indexes.filter((j) => totals[j] >= highest) };
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
    const standardDeviation = item.max <= 0 ? null : sampleStandardDeviation(x.map((score) => score / item.max));
    const discrimination = pearson(x, rest);
    const upperLowerIndex = groups && item.max > 0 ? fraction(groups.upper) - fraction(groups.lower) : null;
    const optionCounts = Object.fromEntries(item.options.map((o) => [o, 0]));
    let blank = 0;
    for (const a of attempts) {
      const response = a.items.get(item.id);
      if (!response?.answered) blank++;
      for (const letter of new Set(response?.chosen ?? [])) if (letter in optionCounts) optionCounts[letter]++;
    }
    return {
      id: item.id,
      attempts: n,
      facility,
      standardDeviation,
      discrimination,
      discriminativeEfficiency: discriminativeEfficiency(x, rest),
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
