import type { StudyBankCategory } from '@medteach/contract';

/** `type` of wrong-answer lists and sheets (spec §2 "type=1", §7 "type 1 wrong"). */
export const WRONG_LIST_TYPE = 1;
/** What the answering screen is told when opened from here (spec §2). */
export const WRONG_TYPE_FLAG = 2;
export const WRONG_SET_UP_TYPES = 1;

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

/** Spec §2: tapping opens /subjectHomeWork with categoryIds, typeFlag 2, setUpTypes 1, type 1, name errorCorrection. */
export function practiceLink(input: { studyBankId?: number; majorType: number; categoryIds: readonly number[]; questionId: number }): string {
  const search = new URLSearchParams({
    name: 'errorCorrection',
    categoryIds: JSON.stringify(input.categoryIds),
    majorType: String(input.majorType),
    typeFlag: String(WRONG_TYPE_FLAG),
    setUpTypes: String(WRONG_SET_UP_TYPES),
    type: String(WRONG_LIST_TYPE),
    questionId: String(input.questionId),
  });
  if (input.studyBankId !== undefined) search.set('studyBankId', String(input.studyBankId));
  return `/subjectHomeWork?${search.toString()}`;
}
