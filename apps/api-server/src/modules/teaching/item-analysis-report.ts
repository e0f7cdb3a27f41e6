import {
  BLANK_SEPARATOR,
  displayBlanks,
  QuestionType,
  WEAKEST_CATEGORY_COUNT,
  type CategoryWeakness,
  type ClassItemAnalysis,
  type ItemAnalysisRow,
  type PaperItemAnalysis,
} from '@medteach/contract';
import { MIN_ATTEMPTS_FOR_STATISTICS, itemStatistics, type AttemptResponses, type ItemResponse } from '../../core/item-statistics';
import { FULL_SCORE } from '../../core/paper-grading';
import { plainText } from '../../core/rich-text';

/**
 * The one step from stored paper records to the 试题分析 response (issue 18), shared by plan papers, course papers and
 * (mockExamAnalysis) a bank's mock exams:
 * records → AttemptResponses → item statistics → rows, plus per class the mean score and weakest categories.
 * Every graded question scores 0/1 (is_right), so a paper's score share is right answers / graded questions.
 * A paper's students are ranked (27 % groups, rest score) on the score recorded for the attempt, which counts the
 * essays too; a mock exam attempt's total is its right answers over the questions it drew.
 */

/** 问答题 are marked by hand: no automatic right/wrong to analyse. */
export const ESSAY_TYPE = 8;
const STEM_CHARS = 40;

export interface AnalysedQuestion {
  questionId: number;
  type: number;
  content: string;
  selectList: string;
  correct: string;
  /** The bank question the copy came from (its category feeds the per-class weakness); null when typed in. */
  sourceQuestionId: number | null;
}
export interface AnalysedRecord {
  recordId: number;
  className: string | null;
}
/** A submitted paper with the score recorded for it (0–FULL_SCORE, every question of the paper counted). */
export interface AnalysedPaperRecord extends AnalysedRecord {
  score: number;
}
export interface AnalysedAnswer {
  recordId: number;
  questionId: number;
  result: string | null;
  isRight: number | null;
}

const plainStem = (html: string) => {
  const text = plainText(html);
  return text.length > STEM_CHARS ? `${text.slice(0, STEM_CHARS)}…` : text;
};
const lettersOf = (result: string | null) => (result ?? '').split(',').map((s) => s.trim()).filter((s) => /^[A-Z]$/.test(s));
/**
 * Whether a stored answer says anything: a fill-in with a blank filled in or an essay with text is answered whether
 * right or wrong (they carry no option letters); a choice question needs a letter.
 */
function isAnswered(type: number, result: string | null): boolean {
  if (type === QuestionType.FILL) return (result ?? '').split(BLANK_SEPARATOR).some((blank) => blank.trim() !== '');
  if (type === ESSAY_TYPE) return (result ?? '').trim() !== '';
  return lettersOf(result).length > 0;
}
const responseOf = (q: AnalysedQuestion, a: AnalysedAnswer | undefined): ItemResponse => ({
  score: a?.isRight === 1 ? 1 : 0,
  chosen: lettersOf(a?.result ?? null),
  answered: isAnswered(q.type, a?.result ?? null),
});
/** The key as the phone shows it (see ItemAnalysisRow.correct). */
function displayedKey(q: AnalysedQuestion): string {
  if (q.type === QuestionType.FILL) return displayBlanks(q.correct.split(BLANK_SEPARATOR));
  if (q.type === ESSAY_TYPE) return plainText(q.correct);
  return q.correct;
}
const optionLetters = (selectList: string) => (JSON.parse(selectList || '[]') as { type: string }[]).map((o) => o.type);

/** Per class: attempts, mean score share and the categories with the lowest accuracy (ties: more answers first, then name). */
function classFigures(
  records: readonly AnalysedRecord[],
  attempts: ReadonlyMap<number, AttemptResponses>,
  gradedOf: (recordId: number) => readonly AnalysedQuestion[],
  categoryOf: (q: AnalysedQuestion) => string | null,
): ClassItemAnalysis[] {
  const byClass = new Map<string | null, AnalysedRecord[]>();
  for (const r of records) byClass.set(r.className, [...(byClass.get(r.className) ?? []), r]);
  const ordered = [...byClass].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'zh')));
  return ordered.map(([className, mine]) => {
    const tally = new Map<string, { right: number; answers: number }>();
    let right = 0;
    let scored = 0;
    for (const r of mine) {
      const items = attempts.get(r.recordId)?.items ?? new Map<number, ItemResponse>();
      const graded = gradedOf(r.recordId);
      scored += graded.length;
      for (const q of graded) {
        const score = items.get(q.questionId)?.score ?? 0;
        right += score;
        const category = categoryOf(q);
        if (category === null) continue;
        const t = tally.get(category) ?? { right: 0, answers: 0 };
        t.right += score;
        t.answers += 1;
        tally.set(category, t);
      }
    }
    const weakestCategories: CategoryWeakness[] = [...tally]
      .map(([name, t]) => ({ name, accuracy: t.right / t.answers, answers: t.answers }))
      .sort((a, b) => a.accuracy - b.accuracy || b.answers - a.answers || a.name.localeCompare(b.name, 'zh'))
      .slice(0, WEAKEST_CATEGORY_COUNT);
    return { className, attempts: mine.length, meanScore: scored ? right / scored : 0, weakestCategories };
  });
}

/**
 * The analysis of one paper: `questions` in paper order, `records` the submitted attempts with their recorded scores,
 * `answers` their answers, `categories` bank question id → its first-level category name.
 *
 * Each attempt's total T is its recorded score in question units, score · n / FULL_SCORE (n = every question of the
 * paper, essays too): grading gives each question FULL_SCORE / n (core/paper-grading.ts), so T − x is the rest of the
 * paper with the essay's mark in it, and the students are ranked as their scores rank them.
 */
export function paperAnalysis(
  paperName: string,
  questions: readonly AnalysedQuestion[],
  records: readonly AnalysedPaperRecord[],
  answers: readonly AnalysedAnswer[],
  categories: ReadonlyMap<number, string>,
): PaperItemAnalysis {
  const given = new Map(answers.map((a) => [`${a.recordId}:${a.questionId}`, a]));
  const byAttempt = new Map<number, AttemptResponses>(
    records.map((r) => [
      r.recordId,
      {
        items: new Map(questions.map((q) => [q.questionId, responseOf(q, given.get(`${r.recordId}:${q.questionId}`))])),
        total: (r.score * questions.length) / FULL_SCORE,
      },
    ]),
  );
  const attempts = [...byAttempt.values()];
  const graded = questions.filter((q) => q.type !== ESSAY_TYPE);
  const categoryOf = (q: AnalysedQuestion) => (q.sourceQuestionId == null ? null : (categories.get(q.sourceQuestionId) ?? null));
  const items = itemRows(questions, attempts, categoryOf, false);
  const scored = graded.length * attempts.length;
  const right = attempts.reduce((n, a) => n + graded.reduce((m, q) => m + (a.items.get(q.questionId)?.score ?? 0), 0), 0);
  return {
    paperName,
    attempts: attempts.length,
    meanScore: scored === 0 ? null : right / scored,
    items,
    classes: classFigures(records, byAttempt, () => graded, categoryOf),
  };
}

/** A submitted mock exam attempt: the questions it drew (answerable, in attempt order) and the student's class. */
export interface AnalysedAttempt extends AnalysedRecord {
  questionIds: readonly number[];
}

/**
 * The analysis of a bank's mock exams (issue 18): every attempt drew its own questions by the blueprint, so the
 * "paper" is every question that appeared in an attempt (`questions`, in the order given), and each question's
 * figures are computed over the attempts that contained it only (its `attempts`), against each attempt's own total
 * score (right answers over all its questions): item–rest correlation, the 27 % groups among those attempts (see
 * core/item-statistics.ts, drawn items). A question an attempt left unanswered counts there as blank and wrong, as
 * on a paper. Bank questions: each question is its own source, so its first-level category is known.
 */
export function mockExamAnalysis(
  bankName: string,
  questions: readonly AnalysedQuestion[],
  records: readonly AnalysedAttempt[],
  answers: readonly AnalysedAnswer[],
  categories: ReadonlyMap<number, string>,
): PaperItemAnalysis {
  const known = new Map(questions.map((q) => [q.questionId, q]));
  const drawnBy = new Map(records.map((r) => [r.recordId, r.questionIds.flatMap((id) => { const q = known.get(id); return q && q.type !== ESSAY_TYPE ? [q] : []; })]));
  const given = new Map(answers.map((a) => [`${a.recordId}:${a.questionId}`, a]));
  const byAttempt = new Map<number, AttemptResponses>(
    records.map((r) => {
      const items = new Map<number, ItemResponse>();
      for (const q of drawnBy.get(r.recordId) ?? []) {
        items.set(q.questionId, responseOf(q, given.get(`${r.recordId}:${q.questionId}`)));
      }
      return [r.recordId, { items, total: [...items.values()].reduce((n, x) => n + x.score, 0) }];
    }),
  );
  const attempts = [...byAttempt.values()];
  const categoryOf = (q: AnalysedQuestion) => (q.sourceQuestionId == null ? null : (categories.get(q.sourceQuestionId) ?? null));
  const items = itemRows(questions, attempts, categoryOf, true);
  const scored = attempts.reduce((n, a) => n + a.items.size, 0);
  const right = attempts.reduce((n, a) => n + (a.total ?? 0), 0);
  return {
    paperName: bankName,
    attempts: attempts.length,
    meanScore: scored === 0 ? null : right / scored,
    items,
    classes: classFigures(records, byAttempt, (recordId) => drawnBy.get(recordId) ?? [], categoryOf),
  };
}

/**
 * One row per question (essays ungraded). `drawn`: the attempts drew their own questions (mock exams), so a
 * question's figures — and its `attempts` — are over the attempts that contained it; on a paper every attempt had it.
 */
function itemRows(
  questions: readonly AnalysedQuestion[],
  attempts: readonly AttemptResponses[],
  categoryOf: (q: AnalysedQuestion) => string | null,
  drawn: boolean,
): ItemAnalysisRow[] {
  const graded = questions.filter((q) => q.type !== ESSAY_TYPE);
  const specs = graded.map((q) => ({ id: q.questionId, max: 1, options: optionLetters(q.selectList) }));
  const stats = new Map(itemStatistics(specs, attempts, { drawn }).map((s) => [s.id, s]));
  return questions.map((q, i) => {
    const s = stats.get(q.questionId);
    const contained = drawn ? attempts.filter((a) => a.items.has(q.questionId)).length : attempts.length;
    const row: ItemAnalysisRow = {
      questionId: q.questionId,
      no: i + 1,
      type: q.type,
      stem: plainStem(q.content),
      correct: displayedKey(q),
      ungraded: !s,
      facility: s?.facility ?? null,
      standardDeviation: s?.standardDeviation ?? null,
      discrimination: s?.discrimination ?? null,
      discriminativeEfficiency: s?.discriminativeEfficiency ?? null,
      upperLowerIndex: s?.upperLowerIndex ?? null,
      optionCounts: s?.optionCounts ?? {},
      blank: s?.blank ?? (drawn ? 0 : attempts.filter((a) => !a.items.get(q.questionId)?.answered).length),
      flags: s?.flags ?? { negative: false, noneCorrect: false, fewAttempts: contained < MIN_ATTEMPTS_FOR_STATISTICS },
      category: categoryOf(q),
    };
    return drawn ? { ...row, attempts: s?.attempts ?? contained } : row;
  });
}
