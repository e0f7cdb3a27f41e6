import {
  answerKindOf,
  needsSubmitButton,
  questionTypeLabel,
  submitsOnTap,
  toQuestionTypeCode,
  type QuestionTypeCode,
} from './question-types';

const ALL: QuestionTypeCode[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

describe('question types', () => {
  it('labels every cmtt_exam_type code as the spec writes it', () => {
    expect(ALL.map(questionTypeLabel)).toEqual([
      'A1型题', 'A2型题', 'A3型题', 'A4型题', 'B型题', 'X型题', '判断题', '填空题', '问答题',
    ]);
  });

  it('submits single-choice types (0–4 and 判断题) on tap and the others with the button', () => {
    expect(ALL.filter(submitsOnTap)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(ALL.filter(needsSubmitButton)).toEqual([5, 7, 8]);
  });

  it('knows how each type is answered', () => {
    expect(ALL.map(answerKindOf)).toEqual(['single', 'single', 'single', 'single', 'single', 'multi', 'single', 'blanks', 'essay']);
  });

  it('accepts codes as numbers or dictionary strings and rejects anything else', () => {
    expect(toQuestionTypeCode(5)).toBe(5);
    expect(toQuestionTypeCode('7')).toBe(7);
    expect(toQuestionTypeCode(' 0 ')).toBe(0);
    expect(toQuestionTypeCode('')).toBeNull();
    expect(toQuestionTypeCode(9)).toBeNull();
    expect(toQuestionTypeCode(1.5)).toBeNull();
    expect(toQuestionTypeCode(null)).toBeNull();
  });
});
