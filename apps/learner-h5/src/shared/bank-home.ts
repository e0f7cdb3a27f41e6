import type { SkillPlace } from '@medteach/api-client';

function subjectLink(values: Record<string, number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) search.set(key, String(value));
  return `/subject?${search.toString()}`;
}

/** /subject of a major type, on the bank tab the learner was using (the lists' back arrow). */
export const bankHomeLink = (majorType: number, studyBankId?: number) => subjectLink({ majorType, studyBankId });

/** /subject on the bank and with the chapter open that a bought skill unlocks (goods page, payment result). */
export const skillBankLink = (place: SkillPlace) => subjectLink({ majorType: place.majorType, studyBankId: place.studyBankId, topicActive: place.categoryId });
