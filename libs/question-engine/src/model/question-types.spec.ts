import { QuestionType, type QuestionTypeValue } from '@medteach/contract';
import { answerKindOf, needsSubmitButton, questionTypeLabel, submitsOnTap } from './question-types';

const ALL = Object.values(QuestionType) as QuestionTypeValue[];

describe('question types', () => {
  it('labels every cmtt_exam_type code with the contract table', () => {
    expect(questionTypeLabel(QuestionType.FILL)).toBe('填空题');
  });

  it('submits single-choice types (0–4 and 判断题) on tap and the others with the button', () => {
    expect(ALL.filter(submitsOnTap)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(ALL.filter(needsSubmitButton)).toEqual([5, 7, 8]);
  });

  it('knows how each type is answered', () => {
    expect(ALL.map(answerKindOf)).toEqual(['single', 'single', 'single', 'single', 'single', 'multi', 'single', 'blanks', 'essay']);
  });
});
