import type { StudyBankCategory } from '@medteach/contract';

/** `type` of favourite lists (spec §2 "type=0", §7 "0 favourite"); sheets ask with isFavorite 1. */
export const FAVOURITE_LIST_TYPE = 0;
export const FAVOURITE_SHEET_FLAG = 1;

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

/** Practice of the favourites (name collect); with a questionId it starts on that question. */
export function practiceLink(input: { studyBankId?: number; majorType: number; categoryIds: readonly number[]; questionId?: number }): string {
  const search = new URLSearchParams({ name: 'collect', categoryIds: JSON.stringify(input.categoryIds), majorType: String(input.majorType), type: String(FAVOURITE_LIST_TYPE) });
  if (input.studyBankId !== undefined) search.set('studyBankId', String(input.studyBankId));
  if (input.questionId !== undefined) search.set('questionId', String(input.questionId));
  return `/subjectHomeWork?${search.toString()}`;
}
