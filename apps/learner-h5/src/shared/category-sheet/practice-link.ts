/** How a category list opens the answering screen (spec §2): its `name` and the fixed parameters that follow. */
export interface PracticeKind {
  name: string;
  /** In the order they appear in the link, after name, categoryIds and majorType. */
  params: Readonly<Record<string, number>>;
}

export interface PracticeAt {
  studyBankId?: number;
  majorType: number;
  categoryIds: readonly number[];
  /** Start on this question; absent: the first one. */
  questionId?: number;
}

/** /subjectHomeWork for the chosen categories of a favourites or wrong-answer list. */
export function practiceLink(kind: PracticeKind, at: PracticeAt): string {
  const search = new URLSearchParams({ name: kind.name, categoryIds: JSON.stringify(at.categoryIds), majorType: String(at.majorType) });
  for (const [key, value] of Object.entries(kind.params)) search.set(key, String(value));
  if (at.studyBankId !== undefined) search.set('studyBankId', String(at.studyBankId));
  if (at.questionId !== undefined) search.set('questionId', String(at.questionId));
  return `/subjectHomeWork?${search.toString()}`;
}
