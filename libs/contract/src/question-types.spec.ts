import { describe, expect, it } from 'vitest';
import {
  blankMatches,
  displayBlankKey,
  displayBlanks,
  markBlanks,
  normaliseBlankAnswer,
  parseBlankKey,
  QUESTION_TYPE_LABELS,
  QuestionType,
  sameChoices,
  toQuestionTypeValue,
} from './question-types';

describe('question types (spec §3)', () => {
  it('has one label per cmtt_exam_type code', () => {
    expect(Object.values(QuestionType).map((code) => QUESTION_TYPE_LABELS[code])).toEqual([
      'A1型题', 'A2型题', 'A3型题', 'A4型题', 'B型题', 'X型题', '判断题', '填空题', '问答题',
    ]);
  });

  it('reads a type code from a number or the dictionary text', () => {
    expect(toQuestionTypeValue('7')).toBe(QuestionType.FILL);
    expect(toQuestionTypeValue(' 0 ')).toBe(QuestionType.A1);
    expect(toQuestionTypeValue(9)).toBeNull();
    expect(toQuestionTypeValue('')).toBeNull();
    expect(toQuestionTypeValue(1.5)).toBeNull();
  });
});

describe('fill-in marking', () => {
  it('normalises width, case, spacing and sentence punctuation at the ends', () => {
    expect(normaliseBlankAnswer('  ＡＢＣ１２３ ')).toBe('abc123');
    expect(normaliseBlankAnswer('模式识别。')).toBe('模式识别');
    expect(normaliseBlankAnswer('“心尖部”，')).toBe('心尖部');
    expect(normaliseBlankAnswer('Heart  Failure')).toBe('heartfailure');
    // Inner punctuation and meaningful signs stay.
    expect(normaliseBlankAnswer('2,4')).toBe('2,4');
    expect(normaliseBlankAnswer('50%')).toBe('50%');
    expect(normaliseBlankAnswer('-2')).toBe('-2');
  });

  it('accepts any of several answers listed for a blank with [|]', () => {
    expect(blankMatches('模式识别法', '模式识别[|]模式识别法')).toBe(true);
    expect(blankMatches('模式识别', '模式识别[|]模式识别法')).toBe(true);
    expect(blankMatches('假设演绎法', '模式识别[|]模式识别法')).toBe(false);
    expect(blankMatches('', '模式识别')).toBe(false);
    expect(blankMatches('。', '模式识别')).toBe(false);
  });

  it('marks each blank of a [$]-joined answer on its own', () => {
    expect(markBlanks('心尖部[$]胸骨左缘第2肋间', '心尖部[$]胸骨右缘第2肋间[|]胸骨右缘第二肋间')).toEqual([true, false]);
    expect(markBlanks('心尖部 [$] 胸骨右缘第二肋间。', '心尖部[$]胸骨右缘第2肋间[|]胸骨右缘第二肋间')).toEqual([true, true]);
    expect(markBlanks('心尖部', '心尖部[$]胸骨右缘第2肋间')).toEqual([true, false]);
  });

  it('reads a key into its accepted answers per blank and shows them joined with /', () => {
    expect(parseBlankKey('模式识别[|]模式识别法[$] 2 ')).toEqual([['模式识别', '模式识别法'], ['2']]);
    expect(displayBlankKey('模式识别[|]模式识别法')).toBe('模式识别 / 模式识别法');
    // A whole fill-in as screens show it: blanks separated by "；".
    expect(displayBlanks('90～139[|]90-139[$]60～89'.split('[$]'))).toBe('90～139 / 90-139；60～89');
  });
});

describe('choice marking', () => {
  it('needs exactly the key letters, in any order and case', () => {
    expect(sameChoices(['c', 'A'], ['A', 'C'])).toBe(true);
    expect(sameChoices(['A'], ['A', 'C'])).toBe(false);
    expect(sameChoices(['A', 'C', 'D'], ['A', 'C'])).toBe(false);
  });
});
