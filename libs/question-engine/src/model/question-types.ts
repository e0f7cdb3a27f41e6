/**
 * Question types of the `cmtt_exam_type` dictionary (spec §3). The server sends the code as a number or as the
 * dictionary's string value, so everything here goes through `toQuestionTypeCode`.
 */
export const QuestionType = {
  A1: 0,
  A2: 1,
  A3: 2,
  A4: 3,
  B: 4,
  X: 5,
  JUDGEMENT: 6,
  FILL_IN: 7,
  ESSAY: 8,
} as const;

export type QuestionTypeCode = (typeof QuestionType)[keyof typeof QuestionType];

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionTypeCode, string>> = {
  0: 'A1型题',
  1: 'A2型题',
  2: 'A3型题',
  3: 'A4型题',
  4: 'B型题',
  5: 'X型题',
  6: '判断题',
  7: '填空题',
  8: '问答题',
};

/** How the learner gives an answer to a type. */
export type AnswerKind = 'single' | 'multi' | 'blanks' | 'essay';

const ANSWER_KIND: Readonly<Record<QuestionTypeCode, AnswerKind>> = {
  0: 'single',
  1: 'single',
  2: 'single',
  3: 'single',
  4: 'single',
  5: 'multi',
  6: 'single',
  7: 'blanks',
  8: 'essay',
};

/** Types whose parents carry a `childedList` of sub-questions sharing one stem. */
export const GROUP_TYPES: readonly QuestionTypeCode[] = [QuestionType.A3, QuestionType.A4, QuestionType.B];

export function isQuestionTypeCode(value: unknown): value is QuestionTypeCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8;
}

/** Accepts 0..8 as number or numeric string; anything else is not a known type. */
export function toQuestionTypeCode(value: unknown): QuestionTypeCode | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isQuestionTypeCode(n) ? n : null;
}

export function questionTypeLabel(code: QuestionTypeCode): string {
  return QUESTION_TYPE_LABELS[code];
}

export function answerKindOf(code: QuestionTypeCode): AnswerKind {
  return ANSWER_KIND[code];
}

/**
 * Spec §4: "Types 1 to 4 submit on tap; types 5, 7, 8 need the submit button". A1 (0) and 判断题 (6) are
 * single-choice like 1–4, so they submit on tap too: every single-choice type submits on tap.
 */
export function submitsOnTap(code: QuestionTypeCode): boolean {
  return ANSWER_KIND[code] === 'single';
}

export function needsSubmitButton(code: QuestionTypeCode): boolean {
  return !submitsOnTap(code);
}

export function isChoiceType(code: QuestionTypeCode): boolean {
  const kind = ANSWER_KIND[code];
  return kind === 'single' || kind === 'multi';
}
