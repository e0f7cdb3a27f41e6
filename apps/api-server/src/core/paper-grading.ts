import { CHOICE_SEPARATOR, markBlanks, QUESTION_TYPE_LABELS, QuestionType, sameChoices, type QuestionTypeValue } from '@medteach/contract';

/**
 * Grading of an answer sheet of a course paper or a teaching-plan paper. Answers arrive serialised (spec §5):
 * option letters joined by comma (order-free for X-type multi-choice), fill-in blanks joined with `[$]`, essays as
 * free text. Choices and blanks are marked with the contract's rules, the same ones the answering screen uses:
 * each blank normalised (width, case, spacing, end punctuation) against its accepted answers (`a[|]b`).
 */

/** Paper scores are percentages (the score ring shows 0-100, spec §2). */
export const FULL_SCORE = 100;

/**
 * How an answered essay is graded; the papers differ. Online courses have no marker, so an answered essay counts as
 * right (the reference answer and analysis are shown after submitting); teaching-plan papers compare the text with
 * the reference answer.
 */
export const EssayGrading = { ANSWERED_IS_RIGHT: 'answered-is-right', SAME_TEXT: 'same-text' } as const;
export type EssayGradingRule = (typeof EssayGrading)[keyof typeof EssayGrading];

export const typeNameOf = (type: number) => QUESTION_TYPE_LABELS[type as QuestionTypeValue] ?? '';

const same = (a: string, b: string): 0 | 1 => (a === b ? 1 : 0);
const mark = (right: boolean): 0 | 1 => (right ? 1 : 0);

/** 1 right, 0 wrong, null when the answer is empty (unanswered). */
export function gradeAnswer(type: number, correct: string, answer: string | null | undefined, essays: EssayGradingRule): 0 | 1 | null {
  if (answer == null || answer.trim() === '') return null;
  if (type === QuestionType.ESSAY) return essays === EssayGrading.ANSWERED_IS_RIGHT ? 1 : same(answer.trim(), correct.trim());
  if (type === QuestionType.FILL) return mark(markBlanks(answer, correct).every(Boolean));
  return mark(sameChoices(answer.split(CHOICE_SEPARATOR), correct.split(CHOICE_SEPARATOR)));
}

export interface GradedAnswer {
  questionId: number;
  result: string | null;
  isRight: 0 | 1 | null;
}
export interface GradedPaper {
  score: number;
  finishCount: number;
  answers: GradedAnswer[];
}

/**
 * Grades every answerable question of a paper; a question missing from `results` is unanswered, a result naming no
 * question of the paper is ignored.
 */
export function gradePaper(
  questions: readonly { questionId: number; type: number; correct: string }[],
  results: readonly { questionId: number; result?: string | null }[],
  essays: EssayGradingRule,
): GradedPaper {
  const given = new Map(results.map((r) => [r.questionId, r.result ?? null]));
  const answers = questions.map((q) => {
    const result = given.get(q.questionId)?.trim() || null;
    return { questionId: q.questionId, result, isRight: gradeAnswer(q.type, q.correct, result, essays) };
  });
  const right = answers.filter((a) => a.isRight === 1).length;
  return {
    score: questions.length ? Math.round((right / questions.length) * FULL_SCORE) : 0,
    finishCount: answers.filter((a) => a.isRight !== null).length,
    answers,
  };
}
