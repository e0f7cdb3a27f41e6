import { PAPER_TYPE_FLAG } from './composition-rules';

/** Spec §2: a paper opens the answering screen with studyPaperId, studyBankId, typeFlag 5 and the screen to return to. */
export function paperLink(input: { studyPaperId: number; studyBankId?: number; majorType: number; name: 'testCreation' | 'groupQuestion' }): string {
  const search = new URLSearchParams({
    name: input.name,
    studyPaperId: String(input.studyPaperId),
    typeFlag: String(PAPER_TYPE_FLAG),
    majorType: String(input.majorType),
  });
  if (input.studyBankId !== undefined) search.set('studyBankId', String(input.studyBankId));
  return `/subjectHomeWork?${search.toString()}`;
}

export const numberParam = (value: string | null) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);
