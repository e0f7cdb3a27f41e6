import fc from 'fast-check';
import { blankCountOf, expectedAnswerOf, formatAnswerForDisplay, isAnswerEmpty, parseAnswer, serialiseAnswer } from './answer-format';
import { flattenQuestions, type Question } from './question';

const itemOf = (question: Question) => {
  const [item] = flattenQuestions([question]);
  if (!item) throw new Error('no item');
  return item;
};

describe('answer wire format', () => {
  it('joins multi-choice letters with commas in canonical order', () => {
    expect(serialiseAnswer({ kind: 'choice', letters: ['c', 'A', 'C'] })).toBe('A,C');
  });

  it('joins blanks with [$] and sends essays as free text', () => {
    expect(serialiseAnswer({ kind: 'blanks', blanks: ['心房', ' 心室'] })).toBe('心房[$] 心室');
    expect(serialiseAnswer({ kind: 'essay', text: '第一，…\n第二，…' })).toBe('第一，…\n第二，…');
  });

  it('parses comma and compact choice answers', () => {
    expect(parseAnswer('multi', 'A,C')).toEqual({ kind: 'choice', letters: ['A', 'C'] });
    expect(parseAnswer('multi', 'dba')).toEqual({ kind: 'choice', letters: ['A', 'B', 'D'] });
    expect(parseAnswer('single', '')).toEqual({ kind: 'choice', letters: [] });
    expect(parseAnswer('blanks', 'a[$][$]c')).toEqual({ kind: 'blanks', blanks: ['a', '', 'c'] });
    expect(parseAnswer('essay', null)).toEqual({ kind: 'essay', text: '' });
  });

  it('round-trips any blanks answer without [$] inside a blank', () => {
    const blank = fc.string().filter((s) => !s.includes('[$]'));
    fc.assert(
      fc.property(fc.array(blank, { minLength: 2 }), (blanks) => {
        expect(parseAnswer('blanks', serialiseAnswer({ kind: 'blanks', blanks }))).toEqual({ kind: 'blanks', blanks });
      }),
    );
  });

  it('round-trips any set of option letters', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'), { minLength: 1 }), (letters) => {
        const parsed = parseAnswer('multi', serialiseAnswer({ kind: 'choice', letters }));
        expect(parsed).toEqual({ kind: 'choice', letters: [...letters].sort() });
      }),
    );
  });

  it('treats whitespace-only answers as empty', () => {
    expect(isAnswerEmpty({ kind: 'blanks', blanks: [' ', ''] })).toBe(true);
    expect(isAnswerEmpty({ kind: 'blanks', blanks: [' ', 'x'] })).toBe(false);
    expect(isAnswerEmpty({ kind: 'essay', text: '\n ' })).toBe(true);
    expect(isAnswerEmpty({ kind: 'choice', letters: [] })).toBe(true);
  });

  it('reads the key from correctList first, then answer, then correct', () => {
    expect(expectedAnswerOf(itemOf({ id: 1, type: 5, correctList: ['C', 'A'], answer: 'B' }))).toEqual({ kind: 'choice', letters: ['A', 'C'] });
    expect(expectedAnswerOf(itemOf({ id: 1, type: 7, correctList: ['甲', '乙'] }))).toEqual({ kind: 'blanks', blanks: ['甲', '乙'] });
    expect(expectedAnswerOf(itemOf({ id: 1, type: 0, answer: 'B' }))).toEqual({ kind: 'choice', letters: ['B'] });
    expect(expectedAnswerOf(itemOf({ id: 1, type: 0, answer: '', correct: 'D' }))).toEqual({ kind: 'choice', letters: ['D'] });
    expect(expectedAnswerOf(itemOf({ id: 1, type: 0 }))).toBeNull();
  });

  it('formats answers for display', () => {
    expect(formatAnswerForDisplay({ kind: 'choice', letters: ['B', 'A'] })).toBe('A,B');
    expect(formatAnswerForDisplay({ kind: 'blanks', blanks: [' 甲', '乙 '] })).toBe('甲；乙');
    expect(formatAnswerForDisplay(null)).toBe('');
  });

  it('counts fill-in inputs from blanksList or the key, at least one', () => {
    expect(blankCountOf(itemOf({ id: 1, type: 7, blanksList: ['', '', ''], answer: 'a[$]b' }))).toBe(3);
    expect(blankCountOf(itemOf({ id: 1, type: 7, answer: 'a[$]b' }))).toBe(2);
    expect(blankCountOf(itemOf({ id: 1, type: 7 }))).toBe(1);
  });
});
