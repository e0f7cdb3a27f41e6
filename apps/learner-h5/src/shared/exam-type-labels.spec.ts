import { toDictOption } from '@medteach/api-client';
import { buildDictData } from '@medteach/api-client/testing';
import { QUESTION_TYPE_LABELS } from '@medteach/contract';
import { examTypeLabels, questionTypeOptions } from './exam-type-labels';

const option = (dictValue: string, dictLabel: string) => toDictOption(buildDictData({ dictValue, dictLabel }));

describe('examTypeLabels', () => {
  it('falls back to the built-in labels while the dictionary is loading or failed', () => {
    expect(examTypeLabels(undefined)).toEqual(QUESTION_TYPE_LABELS);
    expect(examTypeLabels([])).toEqual(QUESTION_TYPE_LABELS);
  });

  it('takes the dictionary label of each type code and keeps the built-in label for the rest', () => {
    const labels = examTypeLabels([option('0', '单选题(A1)'), option('6', '是非题')]);
    expect(labels[0]).toBe('单选题(A1)');
    expect(labels[6]).toBe('是非题');
    expect(labels[5]).toBe('X型题');
  });

  it('ignores values that are not a question type code and blank labels', () => {
    const labels = examTypeLabels([option('9', '新题型'), option('x', '其他'), option('1', '  ')]);
    expect(labels).toEqual(QUESTION_TYPE_LABELS);
  });

  it('lists every type as an option with its dictionary label', () => {
    const options = questionTypeOptions(examTypeLabels([option('7', '填空(简答)')]));
    expect(options).toHaveLength(9);
    expect(options[7]).toEqual({ value: 7, label: '填空(简答)' });
    expect(options[0]).toEqual({ value: 0, label: 'A1型题' });
  });
});
