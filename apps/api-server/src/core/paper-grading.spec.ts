import { describe, expect, it } from 'vitest';
import { QuestionType } from '@medteach/contract';
import { EssayGrading, gradeAnswer, gradePaper, typeNameOf } from './paper-grading';

const { ANSWERED_IS_RIGHT, SAME_TEXT } = EssayGrading;

describe('gradeAnswer', () => {
  it('compares option letters regardless of order, case and spaces', () => {
    expect(gradeAnswer(QuestionType.X, 'A,B,C,E', ' e,c ,b,a', SAME_TEXT)).toBe(1);
    expect(gradeAnswer(QuestionType.X, 'A,B,C,E', 'A,B,C', SAME_TEXT)).toBe(0);
    expect(gradeAnswer(QuestionType.A1, 'B', 'b', ANSWERED_IS_RIGHT)).toBe(1);
    expect(gradeAnswer(QuestionType.JUDGE, 'A', 'B', ANSWERED_IS_RIGHT)).toBe(0);
  });

  it('compares fill-in blanks one by one, trimmed, in order', () => {
    expect(gradeAnswer(QuestionType.FILL, '心尖部[$]胸骨右缘', ' 心尖部 [$] 胸骨右缘', SAME_TEXT)).toBe(1);
    expect(gradeAnswer(QuestionType.FILL, '60[$]100', '100[$]60', ANSWERED_IS_RIGHT)).toBe(0);
  });

  it('marks blanks with the shared normaliser and accepts every answer a blank lists with [|]', () => {
    // The course seed's clinical-reasoning blank: 模式识别法 names the same method as 模式识别.
    expect(gradeAnswer(QuestionType.FILL, '模式识别[|]模式识别法', '模式识别法', SAME_TEXT)).toBe(1);
    expect(gradeAnswer(QuestionType.FILL, '模式识别[|]模式识别法', '模式识别。', SAME_TEXT)).toBe(1);
    expect(gradeAnswer(QuestionType.FILL, 'ECG[$]2', 'ｅｃｇ[$]２', SAME_TEXT)).toBe(1);
    expect(gradeAnswer(QuestionType.FILL, '模式识别[|]模式识别法', '归纳法', SAME_TEXT)).toBe(0);
  });

  it('leaves empty answers unanswered under either essay rule', () => {
    expect(gradeAnswer(QuestionType.A1, 'B', '  ', SAME_TEXT)).toBeNull();
    expect(gradeAnswer(QuestionType.ESSAY, '参考答案', null, ANSWERED_IS_RIGHT)).toBeNull();
    expect(gradeAnswer(QuestionType.ESSAY, '参考答案', '', SAME_TEXT)).toBeNull();
  });

  it('counts an answered course essay as right, a plan essay only when it is the reference text', () => {
    expect(gradeAnswer(QuestionType.ESSAY, '参考答案', '我的回答', ANSWERED_IS_RIGHT)).toBe(1);
    expect(gradeAnswer(QuestionType.ESSAY, '参考答案', '我的回答', SAME_TEXT)).toBe(0);
    expect(gradeAnswer(QuestionType.ESSAY, '参考答案', ' 参考答案 ', SAME_TEXT)).toBe(1);
  });
});

describe('gradePaper', () => {
  it('scores right answers out of 100, counts answered ones and ignores unknown question ids', () => {
    const questions = [1, 2, 3].map((questionId) => ({ questionId, type: QuestionType.A1, correct: 'A' }));
    const graded = gradePaper(questions, [{ questionId: 1, result: 'A' }, { questionId: 2, result: 'B' }, { questionId: 99, result: 'A' }], SAME_TEXT);
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

  it('scores an empty paper 0', () => {
    expect(gradePaper([], [], ANSWERED_IS_RIGHT)).toEqual({ score: 0, finishCount: 0, answers: [] });
  });
});

describe('typeNameOf', () => {
  it('names the spec question types and nothing else', () => {
    expect(typeNameOf(QuestionType.A1)).toBe('A1型题');
    expect(typeNameOf(QuestionType.ESSAY)).toBe('问答题');
    expect(typeNameOf(9)).toBe('');
  });
});
