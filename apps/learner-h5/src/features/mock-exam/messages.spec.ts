import { mockExamText } from './messages';

describe('交卷 confirmation', () => {
  it('names the count and every unanswered question when there are few', () => {
    expect(mockExamText.submitConfirm([2, 3])).toBe('还有 2 题未作答（第 2、3 题），确定交卷吗？');
  });

  it('names the count and the first few when there are many: readable on a phone', () => {
    const unanswered = Array.from({ length: 20 }, (_, i) => i + 7);
    expect(mockExamText.submitConfirm(unanswered)).toBe('还有 20 题未作答（第 7、8、9、10、11 题等），确定交卷吗？');
  });

  it('with nothing left unanswered asks plainly', () => {
    expect(mockExamText.submitConfirm([])).toBe('确定交卷吗？交卷后不能再修改答案。');
  });
});
