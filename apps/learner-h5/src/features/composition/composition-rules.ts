/** Spec §5 / §9 rules of intelligent composition (智能组题). */

/** At most this many questions in one composed paper. */
export const COMPOSITION_CAP = 200;
/** The matching count is re-queried this long after the last change of subjects, chapters or types. */
export const COUNT_DEBOUNCE_MS = 300;
/** Records list (组题记录) page size. */
export const PAPER_PAGE_SIZE = 15;
/** Spec §9: width of a swipe cell's action (the records' 删除). */
export const SWIPE_ACTION_WIDTH_PX = 65;
/** typeFlag of a composed paper on the answering screen. */
export const PAPER_TYPE_FLAG = 5;

/** Classification (single choice) of the composition request: 1 undone, 2 wrong, 3 favourite. */
export const Classification = { UNDONE: 1, WRONG: 2, FAVOURITE: 3 } as const;
export type ClassificationValue = (typeof Classification)[keyof typeof Classification];

/** Maximum (and default) quantity: the matching count capped at 200, 0 when nothing matches. */
export function maxQuantity(matching: number | null | undefined): number {
  const count = Number(matching ?? 0);
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(Math.floor(count), COMPOSITION_CAP);
}

/** Keeps a typed quantity inside 0 … maxQuantity. */
export function clampQuantity(value: number, matching: number | null | undefined): number {
  const max = maxQuantity(matching);
  if (!Number.isFinite(value)) return max;
  return Math.min(Math.max(Math.floor(value), 0), max);
}
