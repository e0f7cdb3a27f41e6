import type { ProgressCategory } from '@medteach/contract';

/**
 * 练一练 of a weak category: topic practice of the whole first-level category in a bank holding it (the answering
 * screen takes first-level ids in categoryIds: spec §2 /subjectHomeWork). Without a bank it opens the family's home.
 */
export function practiceLinkOf(majorType: number, category: Pick<ProgressCategory, 'categoryId' | 'studyBankId'>): string {
  if (category.studyBankId === null) return `/subject?majorType=${majorType}`;
  const query = new URLSearchParams({ name: 'topic', studyBankId: String(category.studyBankId), categoryIds: JSON.stringify([category.categoryId]), majorType: String(majorType) });
  return `/subjectHomeWork?${query.toString()}`;
}
