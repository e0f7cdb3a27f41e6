/**
 * Grading of teaching-plan papers. Answers are compared in their serialised form (spec §5): option letters joined
 * by comma (order-free for X-type multi-choice), fill-in blanks joined with `[$]`, essays as free text.
 */
export const QUESTION_TYPE_NAMES = ['A1型题', 'A2型题', 'A3型题', 'A4型题', 'B型题', 'X型题', '判断题', '填空题', '问答题'] as const;
const FILL_IN_TYPE = 7;
const BLANK_SEPARATOR = '[$]';
/** Paper scores are percentages (the score ring shows 0-100, spec §2). */
export const FULL_SCORE = 100;

export const typeNameOf = (type: number) => QUESTION_TYPE_NAMES[type] ?? '';

function normalise(type: number, answer: string): string {
  if (type === FILL_IN_TYPE) return answer.split(BLANK_SEPARATOR).map((s) => s.trim()).join(BLANK_SEPARATOR);
  if (type <= 6) {
    return answer
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean)
      .sort()
      .join(',');
  }
  return answer.trim();
}

/** 1 right, 0 wrong, null when the answer is empty (unanswered). */
export function gradeAnswer(type: number, correct: string, answer: string | null | undefined): 0 | 1 | null {
  if (answer == null || answer.trim() === '') return null;
  return normalise(type, answer) === normalise(type, correct) ? 1 : 0;
}

export interface GradedPaper {
  score: number;
  finishCount: number;
  answers: { questionId: number; result: string | null; isRight: 0 | 1 | null }[];
}

/** Grades every question of a paper; unknown question ids in `results` are ignored. */
export function gradePaper(
  questions: { questionId: number; type: number; correct: string }[],
  results: { questionId: number; result?: string | null }[],
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
