import { expectedAnswerOf, isAnswerEmpty, normaliseLetters, type Answer } from './answer-format';
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

function sameLetters(a: readonly string[], b: readonly string[]): boolean {
  const left = normaliseLetters(a);
  const right = normaliseLetters(b);
  return left.length === right.length && left.every((letter, i) => letter === right[i]);
}

function sameBlanks(given: readonly string[], expected: readonly string[]): boolean {
  return given.length === expected.length && expected.every((blank, i) => blank.trim() === (given[i] ?? '').trim());
}

/**
 * Grades an answer against the item's key. Choice answers need exact set equality (a partial X-type answer is
 * wrong); fill-in compares each blank trimmed; essays are never auto-graded.
 */
export function gradeAnswer(item: QuestionItem, answer: Answer): Grade {
  if (item.answerKind === 'essay' || answer.kind === 'essay') return null;
  const expected = expectedAnswerOf(item);
  if (!expected) return null;
  if (isAnswerEmpty(answer)) return IS_RIGHT.WRONG;
  if (answer.kind === 'choice' && expected.kind === 'choice') {
    return sameLetters(answer.letters, expected.letters) ? IS_RIGHT.RIGHT : IS_RIGHT.WRONG;
  }
  if (answer.kind === 'blanks' && expected.kind === 'blanks') {
    return sameBlanks(answer.blanks, expected.blanks) ? IS_RIGHT.RIGHT : IS_RIGHT.WRONG;
  }
  return IS_RIGHT.WRONG;
}
