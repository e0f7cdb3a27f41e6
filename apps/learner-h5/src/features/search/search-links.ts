import type { QuestionSearchRow } from '@medteach/contract';

/**
 * Topic practice of the result's sub-category started on that question: the query the category sheet builds
 * (subject-links.ts practiceLink: name=topic, studyBankId, categoryId(s), majorType, the lock's skill fields, label,
 * topicActive) plus `questionId`, which the answering screen starts on.
 */
export function resultLink(row: QuestionSearchRow): string {
  const query = new URLSearchParams();
  const values: Record<string, string | number | boolean | null> = {
    name: 'topic',
    studyBankId: row.studyBankId,
    categoryId: row.categoryId,
    categoryIds: JSON.stringify([row.categoryId]),
    majorType: row.majorType,
    isUnlock: row.isUnlock,
    code: row.code,
    skillId: row.skillId,
    skillName: row.skillName,
    skillIntegral: row.skillIntegral,
    productInfoId: row.productInfoId,
    label: row.categoryName,
    topicActive: row.parentCategoryId,
    questionId: row.questionId,
  };
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== '') query.set(key, String(value));
  return `/subjectHomeWork?${query}`;
}

/** The stem cut into plain and matching parts (ignoring case), for highlighting. */
export function highlightParts(text: string, keyword: string): { text: string; match: boolean }[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(k); at >= 0; at = lower.indexOf(k, at + k.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + k.length), match: true });
    from = at + k.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
