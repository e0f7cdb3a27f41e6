import { describe, expect, it } from 'vitest';
import { gradeAnswer, gradePaper, QuestionType } from './grading';

describe('gradeAnswer', () => {
  it('compares option letters regardless of order, case and spaces', () => {
    expect(gradeAnswer(QuestionType.X, 'A,B,C,E', ' e,c ,b,a')).toBe(1);
    expect(gradeAnswer(QuestionType.X, 'A,B,C,E', 'A,B,C')).toBe(0);
    expect(gradeAnswer(QuestionType.A1, 'B', 'b')).toBe(1);
  });

  it('compares fill-in blanks one by one, trimmed', () => {
    expect(gradeAnswer(QuestionType.FILL_IN, '60[$]100', ' 60 [$]100 ')).toBe(1);
    expect(gradeAnswer(QuestionType.FILL_IN, '60[$]100', '100[$]60')).toBe(0);
  });

  it('leaves empty answers unanswered and counts an answered essay as right', () => {
    expect(gradeAnswer(QuestionType.A1, 'B', '  ')).toBeNull();
    expect(gradeAnswer(QuestionType.ESSAY, '参考答案', null)).toBeNull();
    expect(gradeAnswer(QuestionType.ESSAY, '参考答案', '我的回答')).toBe(1);
  });
});

describe('gradePaper', () => {
  it('scores right answers out of 100 and counts answered questions', () => {
    const questions = [1, 2, 3].map((questionId) => ({ questionId, type: QuestionType.A1, correct: 'A' }));
    const graded = gradePaper(questions, [{ questionId: 1, result: 'A' }, { questionId: 2, result: 'B' }]);
    expect(graded).toEqual({
      score: 33,
      finishCount: 2,
      answers: [
        { questionId: 1, result: 'A', isRight: 1 },
        { questionId: 2, result: 'B', isRight: 0 },
        { questionId: 3, result: null, isRight: null },
      ],
    });
  });
});
