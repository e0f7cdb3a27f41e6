import type { StudyBankCategory } from '@medteach/contract';

export interface ParentTab {
  parentCategoryId: number;
  parentCategoryName: string;
  categories: StudyBankCategory[];
}

/** One tab per parent category, in the server's order, each with its sub-categories. */
export function parentTabsOf(categories: readonly StudyBankCategory[]): ParentTab[] {
  const tabs = new Map<number, ParentTab>();
  for (const c of categories) {
    const tab = tabs.get(c.parentCategoryId) ?? { parentCategoryId: c.parentCategoryId, parentCategoryName: c.parentCategoryName, categories: [] };
    tab.categories.push(c);
    tabs.set(c.parentCategoryId, tab);
  }
  return [...tabs.values()];
}
