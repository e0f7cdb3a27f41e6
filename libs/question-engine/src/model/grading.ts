import { blankMatches, sameChoices } from '@medteach/contract';
import { expectedAnswerOf, isAnswerEmpty, type Answer } from './answer-format';
import type { QuestionItem } from './question';

/** `isRight` on the wire (spec §3): 1 right, 0 wrong, anything else unanswered. */
export const IS_RIGHT = { RIGHT: 1, WRONG: 0 } as const;

/** Result of local grading: 1 right, 0 wrong, null when the item cannot be graded (essay, or no answer key). */
export type Grade = 1 | 0 | null;

export type AnswerStatus = 'right' | 'wrong' | 'unanswered';

export function answerStatusOf(isRight: unknown): AnswerStatus {
  const n = typeof isRight === 'string' && isRight.trim() !== '' ? Number(isRight) : isRight;
  if (n === IS_RIGHT.RIGHT) return 'right';
  if (n === IS_RIGHT.WRONG) return 'wrong';
  return 'unanswered';
}

/**
 * Per-blank verdicts of a fill-in answer (true = that blank is right), null when the item is not a fill-in or has
 * no key. Each blank is compared with the contract's normaliser against the blank's accepted answers (`a[|]b`),
 * the same rule api-server grades with.
 */
export function blankVerdicts(item: QuestionItem, answer: Answer | null): boolean[] | null {
  const expected = expectedAnswerOf(item);
  if (item.answerKind !== 'blanks' || expected?.kind !== 'blanks') return null;
  const given = answer?.kind === 'blanks' ? answer.blanks : [];
  return expected.blanks.map((key, i) => blankMatches(given[i] ?? '', key));
}

/**
 * Grades an answer against the item's key. Choice answers need exact set equality (a partial X-type answer is
 * wrong); a fill-in is right when every blank is; essays are never auto-graded (teachers score them).
 */
export function gradeAnswer(item: QuestionItem, answer: Answer): Grade {
  if (item.answerKind === 'essay' || answer.kind === 'essay') return null;
  const expected = expectedAnswerOf(item);
  if (!expected) return null;
  if (isAnswerEmpty(answer)) return IS_RIGHT.WRONG;
  if (answer.kind === 'choice' && expected.kind === 'choice') {
    return sameChoices(answer.letters, expected.letters) ? IS_RIGHT.RIGHT : IS_RIGHT.WRONG;
  }
  if (answer.kind === 'blanks' && expected.kind === 'blanks') {
    return (blankVerdicts(item, answer) ?? []).every(Boolean) ? IS_RIGHT.RIGHT : IS_RIGHT.WRONG;
  }
  return IS_RIGHT.WRONG;
}
