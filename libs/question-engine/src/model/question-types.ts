/**
 * How the answering model treats each question type. The types themselves (codes, built-in labels) are the
 * contract's `QuestionType` table, shared with api-server: the server sends the code as a number or as the
 * dictionary's string value, so everything here goes through `toQuestionTypeValue`.
 */
import { QUESTION_TYPE_LABELS, QuestionType, type QuestionTypeValue } from '@medteach/contract';

/** How the learner gives an answer to a type. */
export type AnswerKind = 'single' | 'multi' | 'blanks' | 'essay';

const ANSWER_KIND: Readonly<Record<QuestionTypeValue, AnswerKind>> = {
  [QuestionType.A1]: 'single',
  [QuestionType.A2]: 'single',
  [QuestionType.A3]: 'single',
  [QuestionType.A4]: 'single',
  [QuestionType.B]: 'single',
  [QuestionType.X]: 'multi',
  [QuestionType.JUDGE]: 'single',
  [QuestionType.FILL]: 'blanks',
  [QuestionType.ESSAY]: 'essay',
};

export function questionTypeLabel(code: QuestionTypeValue): string {
  return QUESTION_TYPE_LABELS[code];
}

export function answerKindOf(code: QuestionTypeValue): AnswerKind {
  return ANSWER_KIND[code];
}

/**
 * Spec §4: "Types 1 to 4 submit on tap; types 5, 7, 8 need the submit button". A1 (0) and 判断题 (6) are
 * single-choice like 1–4, so they submit on tap too: every single-choice type submits on tap.
 */
export function submitsOnTap(code: QuestionTypeValue): boolean {
  return ANSWER_KIND[code] === 'single';
}

export function needsSubmitButton(code: QuestionTypeValue): boolean {
  return !submitsOnTap(code);
}
