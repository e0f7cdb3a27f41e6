import { answerStatusOf, flattenQuestions, QuestionType, type AnswerStatus, type Question, type QuestionTypeValue } from '@medteach/question-engine';
import { paperText } from './messages';

export interface ReportCell {
  /** Continuous number across the groups (spec §2). */
  number: number;
  questionId: string;
  status: AnswerStatus;
}
export interface ReportGroup {
  key: keyof typeof paperText.groups;
  label: string;
  cells: ReportCell[];
}

/** Spec §9 "Question-type order in reports: A1/A2, A3/A4, B, X, judgement"; fill-in and essay follow last. */
const GROUP_ORDER: { key: ReportGroup['key']; types: readonly QuestionTypeValue[] }[] = [
  { key: 'a1a2', types: [QuestionType.A1, QuestionType.A2] },
  { key: 'a3a4', types: [QuestionType.A3, QuestionType.A4] },
  { key: 'b', types: [QuestionType.B] },
  { key: 'x', types: [QuestionType.X] },
  { key: 'judgement', types: [QuestionType.JUDGE] },
  { key: 'other', types: [QuestionType.FILL, QuestionType.ESSAY] },
];

/**
 * An empty answer is unanswered even when graded wrong. Report summaries (course answer-sheet detail) carry no
 * answer text at all: there the mark alone tells.
 */
const answered = (q: Question) => ('result' in q ? !!q.result : true);

/** The score report grids: questions grouped by type in report order, numbered continuously, each right/wrong/unanswered. */
export function reportGroups(questions: readonly Question[]): ReportGroup[] {
  const items = flattenQuestions(questions);
  let number = 0;
  return GROUP_ORDER.map(({ key, types }) => ({
    key,
    label: paperText.groups[key],
    cells: items
      .filter((item) => types.includes(item.typeCode))
      .map((item) => ({ number: ++number, questionId: item.key, status: answerStatusOf(answered(item.source) ? item.source.isRight : null) })),
  })).filter((g) => g.cells.length > 0);
}
