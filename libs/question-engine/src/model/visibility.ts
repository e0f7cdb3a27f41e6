/**
 * Spec §2: the explanation block 试题详解 shows only when analysis exists and (the user is a teacher, or a student
 * who has finished).
 */
export function isExplanationVisible(input: { analysis: string | null | undefined; isTeacher: boolean; finished: boolean }): boolean {
  return (input.analysis ?? '').trim() !== '' && (input.isTeacher || input.finished);
}

/** Spec §2: 提交答案 shows on the last question for a student who has not finished. */
export function isFinishButtonVisible(input: { isTeacher: boolean; finished: boolean; isLast: boolean }): boolean {
  return !input.isTeacher && !input.finished && input.isLast;
}
