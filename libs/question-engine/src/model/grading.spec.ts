import { answerStatusOf, blankVerdicts, gradeAnswer } from './grading';
import { flattenQuestions, type Question } from './question';

const itemOf = (question: Question) => {
  const [item] = flattenQuestions([question]);
  if (!item) throw new Error('no item');
  return item;
};

describe('grading', () => {
  const multi = itemOf({ id: 1, type: 5, answer: 'A,C' });

  it('needs exact set equality for multi-choice', () => {
    expect(gradeAnswer(multi, { kind: 'choice', letters: ['C', 'a'] })).toBe(1);
    expect(gradeAnswer(multi, { kind: 'choice', letters: ['A'] })).toBe(0);
    expect(gradeAnswer(multi, { kind: 'choice', letters: ['A', 'B', 'C'] })).toBe(0);
    expect(gradeAnswer(multi, { kind: 'choice', letters: [] })).toBe(0);
  });

  it('grades single choice and 判断题', () => {
    expect(gradeAnswer(itemOf({ id: 2, type: 6, answer: 'B' }), { kind: 'choice', letters: ['B'] })).toBe(1);
    expect(gradeAnswer(itemOf({ id: 3, type: 0, answer: 'B' }), { kind: 'choice', letters: ['A'] })).toBe(0);
  });

  it('compares fill-in blanks one by one, trimmed', () => {
    const fill = itemOf({ id: 4, type: 7, answer: '左心室[$]主动脉' });
    expect(gradeAnswer(fill, { kind: 'blanks', blanks: [' 左心室 ', '主动脉\u3000'] })).toBe(1);
    expect(gradeAnswer(fill, { kind: 'blanks', blanks: ['左心室', '肺动脉'] })).toBe(0);
    expect(gradeAnswer(fill, { kind: 'blanks', blanks: ['左心室'] })).toBe(0);
  });

  it('normalises fill-in blanks and accepts any of the answers a blank lists with [|]', () => {
    const fill = itemOf({ id: 7, type: 7, correctList: ['假设演绎法', '模式识别[|]模式识别法'] });
    expect(gradeAnswer(fill, { kind: 'blanks', blanks: ['假设演绎法', '模式识别法'] })).toBe(1);
    expect(gradeAnswer(fill, { kind: 'blanks', blanks: ['假设演绎法。', ' 模式识别 '] })).toBe(1);
    expect(gradeAnswer(itemOf({ id: 8, type: 7, answer: 'ABC' }), { kind: 'blanks', blanks: ['ａｂｃ'] })).toBe(1);
    expect(blankVerdicts(fill, { kind: 'blanks', blanks: ['归纳法', '模式识别法'] })).toEqual([false, true]);
    expect(blankVerdicts(multi, { kind: 'choice', letters: ['A'] })).toBeNull();
  });

  it('never auto-grades essays, nor questions without a key', () => {
    expect(gradeAnswer(itemOf({ id: 5, type: 8, answer: '参考' }), { kind: 'essay', text: '参考' })).toBeNull();
    expect(gradeAnswer(itemOf({ id: 6, type: 0 }), { kind: 'choice', letters: ['A'] })).toBeNull();
  });

  it('reads isRight 1 / 0 / anything else', () => {
    expect([1, '1', 0, '0', 2, null, undefined, ''].map(answerStatusOf)).toEqual([
      'right', 'right', 'wrong', 'wrong', 'unanswered', 'unanswered', 'unanswered', 'unanswered',
    ]);
  });
});
