import type { ParentTab } from './parent-tabs';

export interface SheetSelection {
  /** The parent category whose tab is shown. */
  tabId: number;
  /** The chosen sub-categories of that tab. */
  categoryIds: number[];
}

/**
 * What a `categoryIds` query picks on a category list (spec §2): a deep link opening the list pre-filtered, or the
 * answering screen's back returning to the categories practised. A parent id picks its whole tab; sub-category ids
 * pick themselves within the first tab holding any of them. Ids the list does not know pick nothing.
 */
export function selectionFromIds(tabs: readonly ParentTab[], ids: readonly number[]): SheetSelection | undefined {
  if (ids.length === 0) return undefined;
  for (const tab of tabs) {
    const all = tab.categories.map((c) => c.categoryId);
    if (ids.includes(tab.parentCategoryId)) return { tabId: tab.parentCategoryId, categoryIds: all };
    const chosen = all.filter((id) => ids.includes(id));
    if (chosen.length > 0) return { tabId: tab.parentCategoryId, categoryIds: chosen };
  }
  return undefined;
}
