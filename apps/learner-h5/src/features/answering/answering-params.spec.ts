import { backTargetOf, parseAnsweringParams, parseCategoryIds, questionSourceOf } from './answering-params';

const parse = (query: string) => parseAnsweringParams(new URLSearchParams(query));

describe('answering query', () => {
  it('keeps every parameter of spec §2 by name', () => {
    const p = parse(
      'name=topic&studyBankId=3&categoryId=12&categoryIds=%5B12%2C13%5D&majorType=1&isUnlock=false&code=5&skillId=7&skillName=%E9%97%AE%E8%AF%8A&skillIntegral=100&productInfoId=9&label=x&typeFlag=2&setUpTypes=1&type=1&topicActive=0',
    );
    expect(p).toMatchObject({
      name: 'topic',
      studyBankId: 3,
      categoryId: 12,
      categoryIds: [12, 13],
      majorType: 1,
      isUnlock: false,
      code: '5',
      skillId: '7',
      skillName: '问诊',
      skillIntegral: '100',
      productInfoId: '9',
      typeFlag: 2,
      setUpTypes: 1,
      type: 1,
      topicActive: 0,
    });
    expect(parse('isUnlock=true').isUnlock).toBe(true);
  });

  it('falls back quietly on unknown names and malformed ids', () => {
    expect(parse('name=bogus').name).toBe('topic');
    expect(parse('studyBankId=abc').studyBankId).toBeUndefined();
    expect(parseCategoryIds('[3,"4"]')).toEqual([3, 4]);
    expect(parseCategoryIds('3,4')).toEqual([3, 4]);
    expect(parseCategoryIds('{oops')).toEqual([]);
  });

  it('picks the question source from name, typeFlag and studyPaperId', () => {
    expect(questionSourceOf(parse('name=testCreation&studyPaperId=8&typeFlag=5'))).toEqual({ kind: 'paper', studyPaperId: 8 });
    expect(questionSourceOf(parse('name=note&questionId=4&typeFlag=1'))).toEqual({ kind: 'single', questionId: 4 });
    expect(questionSourceOf(parse('name=errorCorrection&typeFlag=2'))).toEqual({ kind: 'sheet', type: 1 });
    expect(questionSourceOf(parse('name=collect'))).toEqual({ kind: 'sheet', type: 0 });
    expect(questionSourceOf(parse('name=topic&categoryId=3'))).toEqual({ kind: 'sheet', type: 2 });
    // 错题复习 (issue 18): the questions due today; back goes to the home.
    expect(questionSourceOf(parse('name=review&majorType=1'))).toEqual({ kind: 'sheet', type: 3 });
    expect(backTargetOf(parse('name=review&majorType=1'))).toBe('/');
  });

  it('goes back to the screen named in name, with the state it was left in', () => {
    // /subject: the same bank tab and open chapter.
    expect(backTargetOf(parse('name=topic&majorType=1&studyBankId=3&topicActive=12'))).toBe('/subject?majorType=1&studyBankId=3&topicActive=12');
    // The lists keep their bank and chosen categories.
    expect(backTargetOf(parse('name=errorCorrection&majorType=2&studyBankId=3&categoryIds=%5B2%2C3%5D'))).toBe(
      '/subjectErrorCorrection?studyBankId=3&majorType=2&type=1&categoryIds=%5B2%2C3%5D',
    );
    expect(backTargetOf(parse('name=collect&studyBankId=3'))).toBe('/subjectCollect?studyBankId=3&type=0');
    expect(backTargetOf(parse('name=note&studyBankId=3&majorType=1'))).toBe('/subjectNote?studyBankId=3&majorType=1&type=0');
    expect(backTargetOf(parse('name=testCreation&studyBankId=3'))).toBe('/subjectTestCreation?studyBankId=3');
    // A paper just composed in 智能组题 returns to 组题记录, not to the form.
    expect(backTargetOf(parse('name=groupQuestion&studyBankId=3&majorType=1'))).toBe('/groupQuestion?studyBankId=3&majorType=1');
  });
});
