import type { Question, QuestionOption } from '../model/question';
import { QuestionType, type QuestionTypeValue } from '@medteach/contract';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

function options(prefix: string): QuestionOption[] {
  return LETTERS.map((type, i) => ({ type, name: `${prefix}选项${i + 1}`, selected: 0 }));
}

const JUDGEMENT_OPTIONS: QuestionOption[] = [
  { type: 'A', name: '正确', selected: 0 },
  { type: 'B', name: '错误', selected: 0 },
];

function sampleOf(id: number, type: QuestionTypeValue): Question {
  const base = { id, type, content: `第${id}题题干`, analysis: `第${id}题解析`, isFavorite: 0, isRight: null, result: null };
  switch (type) {
    case QuestionType.X:
      return { ...base, selectList: options(`${id}`), answer: 'A,C' };
    case QuestionType.JUDGE:
      return { ...base, selectList: JUDGEMENT_OPTIONS, answer: 'A' };
    case QuestionType.FILL:
      return { ...base, content: `第${id}题：____ 与 ____`, blanksList: ['', ''], answer: '甲[$]乙' };
    case QuestionType.ESSAY:
      return { ...base, answer: '参考答案' };
    case QuestionType.A3:
    case QuestionType.A4:
    case QuestionType.B:
      return {
        ...base,
        publicContent: `第${id}题共用题干`,
        selectList: type === QuestionType.B ? options(`${id}`) : null,
        childedList: [1, 2].map((n) => ({
          id: id * 100 + n,
          content: `第${id}题第${n}问`,
          selectList: type === QuestionType.B ? null : options(`${id}-${n}`),
          answer: 'B',
          analysis: `第${id}题第${n}问解析`,
        })),
      };
    default:
      return { ...base, selectList: options(`${id}`), answer: 'B' };
  }
}

const TYPE_CYCLE: readonly QuestionTypeValue[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Deterministic questions cycling through all nine types (A3/A4/B as parents with two children), for tests,
 * demos and benchmarks. `count` is the number of top-level questions.
 */
export function buildSampleQuestions(count: number): Question[] {
  return Array.from({ length: count }, (_, i) => sampleOf(i + 1, TYPE_CYCLE[i % TYPE_CYCLE.length] ?? 0));
}
