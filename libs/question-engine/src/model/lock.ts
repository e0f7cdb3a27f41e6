/** Spec §9 / §6: topic practice beyond the first 5 questions needs unlock or purchase. */
export const FREE_QUESTION_COUNT = 5;

/** Index of the first category item of a demo category that is still free (spec §4: "item index is 1 or more"). */
const DEMO_FREE_ITEMS = 1;

/** Server flags arrive as booleans, 0/1 or '0'/'1'. */
export function isFlagSet(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/** Spec §4 "Topic lock": when not unlocked only the first FREE_QUESTION_COUNT questions are open. */
export function isQuestionOpen(index: number, unlocked: boolean): boolean {
  return unlocked || index < FREE_QUESTION_COUNT;
}

export interface CategoryLockInfo {
  isUnlock?: unknown;
  isDemo?: unknown;
  totalNum?: number | string | null;
}

/** Spec §4: locked if not unlocked and (not demo, or item index is 1 or more). */
export function isCategoryLocked(node: CategoryLockInfo, index: number): boolean {
  return !isFlagSet(node.isUnlock) && (!isFlagSet(node.isDemo) || index >= DEMO_FREE_ITEMS);
}

export type CategoryEntry = 'open' | 'locked' | 'empty';

/** What tapping a sub-category does: open practice, or (locked / empty with totalNum 0) call the bridge instead. */
export function categoryEntry(node: CategoryLockInfo, index: number): CategoryEntry {
  if (isCategoryLocked(node, index)) return 'locked';
  if (Number(node.totalNum ?? 0) === 0) return 'empty';
  return 'open';
}
