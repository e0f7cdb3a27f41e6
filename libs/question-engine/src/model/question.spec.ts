import { flattenQuestions, optionLetterAt, type Question } from './question';

const a3Parent: Question = {
  id: 10,
  type: 2,
  content: '男，60岁，胸痛2小时。',
  fileUrl: '/file/ecg.png',
  childedList: [
    { id: 11, content: '最可能的诊断是', selectList: [{ type: 'A', name: '心梗' }], answer: 'A' },
    { id: 12, type: '3', content: '首选检查是', selectList: [{ type: 'A', name: '心电图' }], answer: 'A' },
  ],
};

describe('flattenQuestions', () => {
  it('turns group parents into answerable children that inherit stem, type and stem attachments', () => {
    const items = flattenQuestions([{ id: 1, type: 0, content: '单题', selectList: [] }, a3Parent]);
    expect(items.map((item) => item.key)).toEqual(['1', '11', '12']);
    const [, first, second] = items;
    expect(first).toMatchObject({
      typeCode: 2,
      typeLabel: 'A3型题',
      content: '最可能的诊断是',
      publicContent: '男，60岁，胸痛2小时。',
      group: { parentId: '10', position: 1, size: 2 },
    });
    expect(first?.publicAttachments).toEqual([{ url: '/file/ecg.png', kind: 'image' }]);
    // A child's own type wins over the parent's.
    expect(second?.typeCode).toBe(3);
    expect(second?.group).toEqual({ parentId: '10', position: 2, size: 2 });
  });

  it("prefers the parent's publicContent over its content as the shared stem", () => {
    const [child] = flattenQuestions([{ ...a3Parent, publicContent: '共用题干' }]);
    expect(child?.publicContent).toBe('共用题干');
  });

  it('gives B-type children the option list of their parent', () => {
    const parentOptions = [{ type: 'A', name: '肺炎' }, { type: 'B', name: '哮喘' }];
    const [child] = flattenQuestions([{ id: 20, type: 4, content: '', selectList: parentOptions, childedList: [{ id: 21, content: '喘息' }] }]);
    expect(child?.options).toEqual(parentOptions);
  });

  it('keeps stand-alone questions, typeName and attachments; unknown types fall back by options', () => {
    const items = flattenQuestions([
      { id: 1, type: 5, typeName: '多选', fileUrl: 'a.mp3, b.mp4', selectList: [] },
      { id: 2, type: 'x', selectList: [{ type: 'A', name: '是' }] },
      { id: 3 },
    ]);
    expect(items[0]).toMatchObject({ typeLabel: '多选', answerKind: 'multi', group: null, publicContent: '' });
    expect(items[0]?.attachments.map((a) => a.kind)).toEqual(['audio', 'video']);
    expect(items[1]?.answerKind).toBe('single');
    expect(items[2]?.answerKind).toBe('essay');
  });

  it('finds the option letter at a keyboard position', () => {
    const [item] = flattenQuestions([{ id: 1, type: 0, selectList: [{ type: 'A', name: '甲' }, { type: 'B', name: '乙' }] }]);
    if (!item) throw new Error('no item');
    expect(optionLetterAt(item, 1)).toBe('B');
    expect(optionLetterAt(item, 2)).toBeNull();
  });
});
