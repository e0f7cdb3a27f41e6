import type { QuestionSearchRow } from '@medteach/contract';
import { topicPracticeLink } from '../../shared/topic-practice-link';

/** Topic practice of the result's sub-category (the link the category sheet opens), started on that question. */
export function resultLink(row: QuestionSearchRow): string {
  return topicPracticeLink({
    majorType: row.majorType,
    studyBankId: row.studyBankId,
    categoryId: row.categoryId,
    isUnlock: row.isUnlock,
    code: row.code,
    skillId: row.skillId,
    skillName: row.skillName,
    skillIntegral: row.skillIntegral,
    productInfoId: row.productInfoId,
    label: row.categoryName,
    topicActive: row.parentCategoryId,
    questionId: row.questionId,
  });
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
