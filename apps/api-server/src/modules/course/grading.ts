/**
 * Grading of course papers. Answers are compared in their serialised form (spec §5): option letters joined by
 * comma (order-free for X-type multi-choice), fill-in blanks joined with `[$]`, essays as free text.
 */
export const QUESTION_TYPE_NAMES = ['A1型题', 'A2型题', 'A3型题', 'A4型题', 'B型题', 'X型题', '判断题', '填空题', '问答题'] as const;
export const QuestionType = { A1: 0, A2: 1, A3: 2, A4: 3, B: 4, X: 5, JUDGEMENT: 6, FILL_IN: 7, ESSAY: 8 } as const;
/** Stems whose children are the answerable questions (spec §3 childedList). */
export const STEM_TYPES: readonly number[] = [QuestionType.A3, QuestionType.A4, QuestionType.B];
const BLANK_SEPARATOR = '[$]';
/** Paper scores are percentages (the score ring shows 0-100, spec §2). */
export const FULL_SCORE = 100;

export const typeNameOf = (type: number) => QUESTION_TYPE_NAMES[type] ?? '';

const letters = (answer: string) =>
  answer
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean)
    .sort()
    .join(',');
const blanks = (answer: string) => answer.split(BLANK_SEPARATOR).map((s) => s.trim()).join(BLANK_SEPARATOR);

/**
 * 1 right, 0 wrong, null when the answer is empty (unanswered). Online courses have no marker for essays, so an
 * answered essay counts as right: the reference answer and analysis are shown after submitting.
 */
export function gradeAnswer(type: number, correct: string, answer: string | null | undefined): 0 | 1 | null {
  if (answer == null || answer.trim() === '') return null;
  if (type === QuestionType.ESSAY) return 1;
  if (type === QuestionType.FILL_IN) return blanks(answer) === blanks(correct) ? 1 : 0;
  return letters(answer) === letters(correct) ? 1 : 0;
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

/** Grades every answerable question of a paper; a question missing from `results` is unanswered. */
export function gradePaper(
  questions: readonly { questionId: number; type: number; correct: string }[],
  results: readonly { questionId: number; result?: string | null }[],
): GradedPaper {
  const given = new Map(results.map((r) => [r.questionId, r.result ?? null]));
  const answers = questions.map((q) => {
    const result = given.get(q.questionId)?.trim() || null;
    return { questionId: q.questionId, result, isRight: gradeAnswer(q.type, q.correct, result) };
  });
  const right = answers.filter((a) => a.isRight === 1).length;
  return {
    score: questions.length ? Math.round((right / questions.length) * FULL_SCORE) : 0,
    finishCount: answers.filter((a) => a.isRight !== null).length,
    answers,
  };
}
