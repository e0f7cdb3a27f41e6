import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_LABELS, QuestionType } from '@medteach/contract';
import { QuestionSheetParser, choiceLetters, type ParsedItem, type SheetLookups } from './question-sheet-parser';
import { Col, mediaCells, optionColumn, typeLookup, type SheetCells } from './question-sheet';
import { templateExampleRows } from './question-template';

const LEAF = 11;
const OTHER_LEAF = 12;
const lookups: SheetLookups = {
  typeByLabel: typeLookup([{ value: '0', label: 'A1型题' }]),
  categoryByPath: new Map([
    ['内科学/呼吸系统疾病', LEAF],
    ['内科学/循环系统疾病', OTHER_LEAF],
    ['外科学/总论', null],
  ]),
  knowledgeByTitle: new Map([['大叶性肺炎', 7]]),
};

const CATEGORY = '内科学/呼吸系统疾病';
const opts = (...names: string[]) => Object.fromEntries(names.map((n, i) => [optionColumn('ABCDEFGHI'[i]), n]));
const row = (fields: Record<string, string>): SheetCells => ({ [Col.CATEGORY]: CATEGORY, ...fields });

/** Parses rows numbered from 2 (row 1 is the header) and returns the items and errors. */
function parse(rows: SheetCells[]) {
  const parser = new QuestionSheetParser(lookups);
  const items: ParsedItem[] = [];
  rows.forEach((r, i) => items.push(...parser.push(i + 2, r)));
  items.push(...parser.end());
  return { items, errors: parser.errors };
}

describe('question sheet parser', () => {
  it('reads every standalone type in the shape the seed stores', () => {
    const { items, errors } = parse([
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '甲', ...opts('一', '二', '三'), [Col.ANSWER]: 'b', [Col.ANALYSIS]: '析', [Col.KNOWLEDGE]: '大叶性肺炎' }),
      row({ [Col.TYPE]: 'A2型题', [Col.STEM]: '乙', ...opts('一', '二'), [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: 'X型题', [Col.STEM]: '丙', ...opts('一', '二', '三', '四'), [Col.ANSWER]: 'D，a、C' }),
      row({ [Col.TYPE]: '判断题', [Col.STEM]: '丁', [Col.ANSWER]: '错误' }),
      row({ [Col.TYPE]: '填空题', [Col.STEM]: '戊 ＿＿ 与 ＿＿', [Col.ANSWER]: '模式识别|模式识别法[$] 心尖部 ' }),
      row({ [Col.TYPE]: '问答题', [Col.STEM]: '己', [Col.ANSWER]: '参考答案' }),
      row({ [Col.TYPE]: 'A1', [Col.STEM]: '庚', ...opts('一', '二'), [Col.ANSWER]: 'A', [Col.IMAGE]: '/file/qb-x.png', [Col.AUDIO]: 'https://cdn.example.com/a.mp3' }),
    ]);
    expect(errors).toEqual([]);
    expect(items.map((i) => [i.question.type, i.question.options, i.question.correct, i.children.length])).toEqual([
      [QuestionType.A1, ['一', '二', '三'], 'B', 0],
      [QuestionType.A2, ['一', '二'], 'A', 0],
      [QuestionType.X, ['一', '二', '三', '四'], 'A,C,D', 0],
      [QuestionType.JUDGE, ['正确', '错误'], 'B', 0],
      [QuestionType.FILL, [], '模式识别[|]模式识别法[$]心尖部', 0],
      [QuestionType.ESSAY, [], '参考答案', 0],
      [QuestionType.A1, ['一', '二'], 'A', 0],
    ]);
    expect(items[0].question).toMatchObject({ row: 2, categoryId: LEAF, content: '甲', analysis: '析', knowledgeId: 7, fileUrl: '' });
    expect(items[6].question.fileUrl).toBe('/file/qb-x.png,https://cdn.example.com/a.mp3');
  });

  it('reads A3, A4 and B groups: the first row is the shared stem, children follow with the same 组号', () => {
    const { items, errors } = parse([
      row({ [Col.TYPE]: 'A3型题', [Col.STEM]: '病例', [Col.GROUP]: '1' }),
      { [Col.STEM]: '问一', ...opts('甲', '乙'), [Col.ANSWER]: 'A', [Col.GROUP]: '1' },
      { [Col.TYPE]: 'A3型题', [Col.CATEGORY]: CATEGORY, [Col.STEM]: '问二', ...opts('甲', '乙', '丙'), [Col.ANSWER]: 'C', [Col.GROUP]: '1' },
      row({ [Col.TYPE]: 'A4型题', [Col.STEM]: '病例二', [Col.GROUP]: '2' }),
      { [Col.STEM]: '问', ...opts('甲', '乙'), [Col.ANSWER]: 'B', [Col.GROUP]: '2' },
      row({ [Col.TYPE]: 'B型题', ...opts('硝苯地平', '卡托普利', '美托洛尔'), [Col.GROUP]: '3' }),
      { [Col.STEM]: '首选', [Col.ANSWER]: 'B', [Col.ANALYSIS]: 'ACEI', [Col.GROUP]: '3' },
      { [Col.STEM]: '禁用', [Col.ANSWER]: 'C', [Col.GROUP]: '3' },
    ]);
    expect(errors).toEqual([]);
    expect(items).toHaveLength(3);
    const [a3, a4, b] = items;
    expect(a3.question).toMatchObject({ type: QuestionType.A3, content: '病例', options: [], correct: '', row: 2 });
    expect(a3.children.map((c) => [c.type, c.content, c.options, c.correct, c.categoryId])).toEqual([
      [QuestionType.A3, '问一', ['甲', '乙'], 'A', LEAF],
      [QuestionType.A3, '问二', ['甲', '乙', '丙'], 'C', LEAF],
    ]);
    expect(a4.question.type).toBe(QuestionType.A4);
    // B: the shared stem defaults as the seed writes it; children use the shared options.
    expect(b.question).toMatchObject({ type: QuestionType.B, content: '（共用备选答案）', options: ['硝苯地平', '卡托普利', '美托洛尔'] });
    expect(b.children.map((c) => [c.options.length, c.correct, c.analysis])).toEqual([
      [3, 'B', 'ACEI'],
      [3, 'C', ''],
    ]);
  });

  it('reports each bad row by row and column, and leaves it (a bad group: all of it) out', () => {
    const { items, errors } = parse([
      row({ [Col.TYPE]: 'Z型题', [Col.STEM]: '甲', [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: 'A1型题', [Col.CATEGORY]: '内科学/不存在', [Col.STEM]: '乙', ...opts('一', '二'), [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: 'A1型题', ...opts('一', '二'), [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '丙', ...opts('一', '二'), [Col.ANSWER]: 'C' }),
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '丁', ...opts('一', '二'), [Col.ANSWER]: 'A,B' }),
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '戊', [optionColumn('A')]: '一', [optionColumn('C')]: '三', [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: '填空题', [Col.STEM]: '己 ＿＿ ＿＿', [Col.ANSWER]: '一' }),
      row({ [Col.TYPE]: 'A3型题', [Col.STEM]: '庚' }),
      row({ [Col.TYPE]: 'A3型题', [Col.STEM]: '辛', [Col.GROUP]: '9' }),
      { [Col.TYPE]: 'B型题', [Col.STEM]: '问', ...opts('一', '二'), [Col.ANSWER]: 'A', [Col.GROUP]: '9' },
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '壬', ...opts('一', '二'), [Col.ANSWER]: 'A', [Col.GROUP]: '8' }),
      row({ [Col.TYPE]: 'A1型题', [Col.CATEGORY]: '外科学/总论', [Col.STEM]: '癸', ...opts('一', '二'), [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '子', ...opts('一', '二'), [Col.ANSWER]: 'A', [Col.VIDEO]: 'javascript:alert(1).mp4', [Col.KNOWLEDGE]: '无此条' }),
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '丑', ...opts('一', '二'), [Col.ANSWER]: 'A', [Col.IMAGE]: '/file/a.mp3' }),
      row({ [Col.TYPE]: '问答题', [Col.STEM]: '寅', ...opts('一') }),
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '卯', ...opts('一', '二'), [Col.ANSWER]: 'A' }),
    ]);
    expect(errors).toEqual([
      { row: 2, column: '题型', reason: "题型'Z型题'不存在" },
      { row: 3, column: '分类', reason: "分类'内科学/不存在'不存在" },
      { row: 4, column: '题干', reason: '题干不能为空' },
      { row: 5, column: '答案', reason: '答案C没有对应的选项' },
      { row: 6, column: '答案', reason: '单选题只能有一个答案' },
      { row: 7, column: '选项B', reason: '选项须从A起连续填写，缺少选项B' },
      { row: 8, column: '答案', reason: '题干有2个空，答案有1个空' },
      { row: 9, column: '组号', reason: 'A3型题须填写组号（同一组的行填写相同的组号）' },
      { row: 11, column: '题型', reason: '同一组的试题题型须一致' },
      { row: 12, column: '组号', reason: '只有A3型题、A4型题、B型题可以填写组号' },
      { row: 13, column: '分类', reason: "分类'外科学/总论'不唯一，请先在分类管理中改名" },
      { row: 14, column: '知识点', reason: "知识点'无此条'不存在" },
      { row: 14, column: '视频', reason: '视频地址须为http(s)链接或以/开头的服务器路径' },
      { row: 15, column: '图片', reason: '图片须为png、jpg、jpeg、gif、bmp、webp、svg格式' },
      { row: 16, column: '选项A', reason: '问答题不能填写选项' },
    ]);
    expect(items.map((i) => i.question.content)).toEqual(['卯']);
  });

  it('refuses a group without sub-questions, a group answer on the first row, split groups and duplicates', () => {
    const { items, errors } = parse([
      row({ [Col.TYPE]: 'A3型题', [Col.STEM]: '病例', [Col.GROUP]: 'a' }),
      row({ [Col.TYPE]: 'A3型题', [Col.STEM]: '病例二', [Col.ANSWER]: 'A', [Col.GROUP]: 'b' }),
      { [Col.STEM]: '问', ...opts('一', '二'), [Col.ANSWER]: 'A', [Col.GROUP]: 'b' },
      row({ [Col.TYPE]: 'A3型题', [Col.STEM]: '病例三', [Col.GROUP]: 'c' }),
      { [Col.STEM]: '问', ...opts('一', '二'), [Col.ANSWER]: 'A', [Col.CATEGORY]: '内科学/循环系统疾病', [Col.GROUP]: 'c' },
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '甲', ...opts('一', '二'), [Col.ANSWER]: 'A' }),
      row({ [Col.TYPE]: 'A3型题', [Col.STEM]: '病例四', [Col.GROUP]: 'a' }),
      row({ [Col.TYPE]: 'A1型题', [Col.STEM]: '甲', ...opts('一', '二'), [Col.ANSWER]: 'B' }),
    ]);
    expect(errors).toEqual([
      { row: 2, column: '组号', reason: "组号'a'只有共用题干，至少需要一道小题" },
      { row: 3, column: '答案', reason: '组的第一行是共用题干，不能填写答案（小题写在下面的行）' },
      { row: 6, column: '分类', reason: '同一组的试题分类须一致' },
      { row: 8, column: '组号', reason: "组号'a'的行须连续排列" },
      { row: 9, column: '题干', reason: '与第7行的试题重复' },
    ]);
    expect(items.map((i) => i.question.content)).toEqual(['甲']);
  });

  it('reads its own template: one example of every type and a group of each kind', () => {
    const labels = (t: number) => QUESTION_TYPE_LABELS[t as 0];
    const { items, errors } = parse(templateExampleRows(CATEGORY, labels));
    expect(errors).toEqual([]);
    expect(new Set(items.map((i) => i.question.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(items.filter((i) => i.children.length > 0)).toHaveLength(3);
  });

  it('splits answers and media the way the export writes them', () => {
    expect(choiceLetters('ACD')).toEqual(['A', 'C', 'D']);
    expect(choiceLetters('c, a')).toEqual(['A', 'C']);
    expect(choiceLetters('甲')).toBeNull();
    expect(mediaCells('/file/a.png,/file/b.mp4,/file/c.mp3,/file/d.svg')).toEqual({ 图片: '/file/a.png,/file/d.svg', 音频: '/file/c.mp3', 视频: '/file/b.mp4' });
  });
});
