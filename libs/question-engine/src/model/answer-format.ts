import { BLANK_SEPARATOR, CHOICE_SEPARATOR, displayBlanks, normaliseChoiceLetters } from '@medteach/contract';
import type { QuestionItem } from './question';
import type { AnswerKind } from './question-types';

// Spec §5 wire format (the contract's separators): multi-choice answers joined by comma, fill-in blanks joined with
// [$], essay is free text. A fill-in key may list several accepted answers per blank with [|] (see the contract).

export type Answer =
  | { kind: 'choice'; letters: readonly string[] }
  | { kind: 'blanks'; blanks: readonly string[] }
  | { kind: 'essay'; text: string };

export function emptyAnswer(kind: AnswerKind): Answer {
  if (kind === 'blanks') return { kind: 'blanks', blanks: [] };
  if (kind === 'essay') return { kind: 'essay', text: '' };
  return { kind: 'choice', letters: [] };
}

/** Option letters in canonical form: upper case, unique, alphabetical. */
export const normaliseLetters = normaliseChoiceLetters;

export function serialiseAnswer(answer: Answer): string {
  switch (answer.kind) {
    case 'choice':
      return normaliseLetters(answer.letters).join(CHOICE_SEPARATOR);
    case 'blanks':
      return answer.blanks.join(BLANK_SEPARATOR);
    case 'essay':
      return answer.text;
  }
}

/** Letters of a wire choice answer. Besides "A,C" it tolerates the compact "AC" some banks store. */
function parseLetters(wire: string): string[] {
  const trimmed = wire.trim();
  if (trimmed === '') return [];
  if (trimmed.includes(CHOICE_SEPARATOR)) return normaliseLetters(trimmed.split(CHOICE_SEPARATOR));
  if (/^[A-Za-z]+$/.test(trimmed)) return normaliseLetters([...trimmed]);
  return [trimmed.toUpperCase()];
}

export function parseAnswer(kind: AnswerKind, wire: string | null | undefined): Answer {
  const text = wire ?? '';
  if (kind === 'blanks') return { kind: 'blanks', blanks: text === '' ? [] : text.split(BLANK_SEPARATOR) };
  if (kind === 'essay') return { kind: 'essay', text };
  return { kind: 'choice', letters: parseLetters(text) };
}

export function isAnswerEmpty(answer: Answer): boolean {
  switch (answer.kind) {
    case 'choice':
      return answer.letters.length === 0;
    case 'blanks':
      return answer.blanks.every((blank) => blank.trim() === '');
    case 'essay':
      return answer.text.trim() === '';
  }
}

/**
 * The correct answer of an item: `correctList` when the server sends one, else `answer`, else `correct`.
 * Null when the question carries no key at all.
 */
export function expectedAnswerOf(item: QuestionItem): Answer | null {
  const { correctList, answer, correct } = item.source;
  if (correctList && correctList.length > 0) {
    const parts = correctList.map(String);
    if (item.answerKind === 'blanks') return { kind: 'blanks', blanks: parts };
    if (item.answerKind === 'essay') return { kind: 'essay', text: parts.join('\n') };
    return { kind: 'choice', letters: normaliseLetters(parts) };
  }
  const fallback = correct === null || correct === undefined ? '' : String(correct);
  const wire = answer && answer.trim() !== '' ? answer : fallback;
  if (wire.trim() === '') return null;
  return parseAnswer(item.answerKind, wire);
}

/**
 * Text shown after 正确答案 / 你的答案: letters joined by comma, blanks by "；" (a key's accepted answers of one
 * blank by " / "), essay as written.
 */
export function formatAnswerForDisplay(answer: Answer | null): string {
  if (!answer) return '';
  if (answer.kind === 'choice') return normaliseLetters(answer.letters).join(CHOICE_SEPARATOR);
  if (answer.kind === 'blanks') return displayBlanks(answer.blanks);
  return answer.text;
}

/** Number of inputs a fill-in item needs: from `blanksList`, else from its key, at least one. */
export function blankCountOf(item: QuestionItem): number {
  const listed = item.source.blanksList?.length ?? 0;
  const expected = expectedAnswerOf(item);
  const keyed = expected?.kind === 'blanks' ? expected.blanks.length : 0;
  return Math.max(1, listed, keyed);
}
