/** What /subjectHomeWork needs for topic practice of one sub-category (spec §2 query), lock fields included. */
export interface TopicPractice {
  majorType: number;
  studyBankId: number | undefined;
  categoryId: number;
  isUnlock: boolean;
  code: string | null;
  skillId: number | null;
  skillName: string | null;
  skillIntegral: number | null;
  productInfoId: string | number | null;
  label: string;
  /** The open chapter, so that back from the answering screen reopens it. */
  topicActive: number | null;
  /** Start on this question (search results). */
  questionId?: number;
}

/** Topic practice of one sub-category: the link the category sheet and 搜索试题 both open. */
export function topicPracticeLink(p: TopicPractice): string {
  const search = new URLSearchParams();
  const values = {
    name: 'topic',
    studyBankId: p.studyBankId,
    categoryId: p.categoryId,
    categoryIds: JSON.stringify([p.categoryId]),
    majorType: p.majorType,
    isUnlock: p.isUnlock,
    code: p.code,
    skillId: p.skillId,
    skillName: p.skillName,
    skillIntegral: p.skillIntegral,
    productInfoId: p.productInfoId,
    label: p.label,
    topicActive: p.topicActive,
    questionId: p.questionId,
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return `/subjectHomeWork?${search}`;
}
