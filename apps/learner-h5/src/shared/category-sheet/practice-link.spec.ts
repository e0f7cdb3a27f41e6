import { practiceLink, type PracticeKind } from './practice-link';

const query = (link: string) => [...new URLSearchParams(link.split('?')[1]).entries()];
const WRONG: PracticeKind = { name: 'errorCorrection', params: { typeFlag: 2, setUpTypes: 1, type: 1 } };

describe('practiceLink', () => {
  it('opens /subjectHomeWork with name, categoryIds, majorType, then the kind parameters in order', () => {
    const link = practiceLink(WRONG, { majorType: 1, categoryIds: [2, 3], studyBankId: 7, questionId: 22 });
    expect(link.startsWith('/subjectHomeWork?')).toBe(true);
    expect(query(link)).toEqual([
      ['name', 'errorCorrection'],
      ['categoryIds', '[2,3]'],
      ['majorType', '1'],
      ['typeFlag', '2'],
      ['setUpTypes', '1'],
      ['type', '1'],
      ['studyBankId', '7'],
      ['questionId', '22'],
    ]);
  });

  it('leaves out a bank or a question it was not given', () => {
    const link = practiceLink({ name: 'collect', params: { type: 0 } }, { majorType: 2, categoryIds: [] });
    expect(query(link)).toEqual([
      ['name', 'collect'],
      ['categoryIds', '[]'],
      ['majorType', '2'],
      ['type', '0'],
    ]);
  });
});
