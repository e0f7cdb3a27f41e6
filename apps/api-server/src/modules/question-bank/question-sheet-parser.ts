import { ALTERNATIVE_SEPARATOR, BLANK_SEPARATOR, CHOICE_SEPARATOR, GROUP_QUESTION_TYPES, QUESTION_LIMITS, QuestionType, type QuestionTypeValue } from '@medteach/contract';
import {
  B_GROUP_STEM,
  CATEGORY_SEPARATOR,
  Col,
  JUDGE_OPTIONS,
  MEDIA_COLUMNS,
  OPTION_LETTERS,
  SHEET_ALTERNATIVE_SEPARATOR,
  URL_SEPARATOR,
  optionColumn,
  urlExtension,
  type SheetCells,
} from './question-sheet';

/** Longest texts a cell may hold: the question form's limits (admin-question-bank.ts). */
export const SHEET_LIMITS = { stem: QUESTION_LIMITS.content, option: QUESTION_LIMITS.option, answer: QUESTION_LIMITS.answer, analysis: QUESTION_LIMITS.analysis, url: QUESTION_LIMITS.fileUrl } as const;

/** One problem of one row, as the import report lists it (row numbers as the spreadsheet shows them). */
export interface RowError {
  row: number;
  column: string;
  reason: string;
}

/** A question as stored (qb_question's columns, before ids and positions are given). */
export interface ParsedQuestion {
  row: number;
  type: QuestionTypeValue;
  categoryId: number;
  content: string;
  /** Option texts, letters A, B, … in order (stored as toOptionRows). */
  options: string[];
  correct: string;
  analysis: string;
  fileUrl: string;
  knowledgeId: number | null;
}

/** A top-level item: a standalone question, or an A3/A4/B group parent with its answerable children. */
export interface ParsedItem {
  question: ParsedQuestion;
  children: ParsedQuestion[];
}

/** What a row's names resolve against (read from the database once per import). */
export interface SheetLookups {
  /** 题型 cell → type: the `cmtt_exam_type` labels, the built-in labels and the short codes (A1 … X). */
  typeByLabel: ReadonlyMap<string, QuestionTypeValue>;
  /** '一级/二级' → leaf category id; null when the path names more than one leaf. */
  categoryByPath: ReadonlyMap<string, number | null>;
  /** 知识点 title → knowledge article id. */
  knowledgeByTitle: ReadonlyMap<string, number>;
}

const SINGLE_CHOICE: readonly QuestionTypeValue[] = [QuestionType.A1, QuestionType.A2, QuestionType.A3, QuestionType.A4, QuestionType.B, QuestionType.JUDGE];
const isGroupType = (type: QuestionTypeValue) => GROUP_QUESTION_TYPES.includes(type);
const hasOptions = (type: QuestionTypeValue) => type !== QuestionType.FILL && type !== QuestionType.ESSAY;

/** 判断题 answers written as words (with the default options 正确/错误). */
const JUDGE_WORDS: Readonly<Record<string, string>> = { 正确: 'A', 对: 'A', '√': 'A', 是: 'A', 错误: 'B', 错: 'B', '×': 'B', 否: 'B' };
/** A run of blank marks in a fill-in stem (＿＿ or ____), as the question engine draws them. */
const BLANK_MARK = /[＿_]{2,}/g;

/** Trimmed cell text ('' when absent). */
const cell = (row: SheetCells, column: string) => (row[column] ?? '').trim();

/**
 * Reads the question sheet row by row (so a large file is never held whole): `push` each data row in order,
 * `end` after the last; each returns the items completed so far. A group (rows sharing a 组号) completes when a
 * row of another group or a standalone row arrives. A row with any problem is reported in `errors` and its item
 * (for a group: the whole group) is left out; everything else is what the writer stores.
 */
export class QuestionSheetParser {
  readonly errors: RowError[] = [];
  private group: { key: string; parent: ParsedQuestion | null; children: ParsedQuestion[]; bad: boolean; firstRow: number } | null = null;
  private readonly closedGroups = new Set<string>();
  /** category + type + stem of every top-level item so far → its row (a question twice in one file). */
  private readonly seen = new Map<string, number>();

  constructor(private readonly lookups: SheetLookups) {}

  push(rowNumber: number, row: SheetCells): ParsedItem[] {
    const done: ParsedItem[] = [];
    const groupKey = cell(row, Col.GROUP);
    if (this.group && this.group.key !== groupKey) done.push(...this.closeGroup());
    if (!groupKey) {
      const item = this.standalone(rowNumber, row);
      if (item) done.push(...this.unique(item));
      return done;
    }
    if (!this.group) {
      if (this.closedGroups.has(groupKey)) {
        this.fail(rowNumber, Col.GROUP, `组号'${groupKey}'的行须连续排列`);
        return done;
      }
      this.group = { key: groupKey, parent: null, children: [], bad: false, firstRow: rowNumber };
      const parent = this.groupParent(rowNumber, row);
      if (parent) this.group.parent = parent;
      else this.group.bad = true;
      return done;
    }
    const child = this.groupChild(rowNumber, row);
    if (child) this.group.children.push(child);
    else this.group.bad = true;
    return done;
  }

  end(): ParsedItem[] {
    return this.closeGroup();
  }

  private closeGroup(): ParsedItem[] {
    const group = this.group;
    if (!group) return [];
    this.group = null;
    this.closedGroups.add(group.key);
    if (!group.bad && group.children.length === 0) this.fail(group.firstRow, Col.GROUP, `组号'${group.key}'只有共用题干，至少需要一道小题`);
    if (group.bad || !group.parent || group.children.length === 0) return [];
    return this.unique({ question: group.parent, children: group.children });
  }

  private unique(item: ParsedItem): ParsedItem[] {
    const q = item.question;
    const key = itemKey(q.categoryId, q.type, q.content, item.children.map((c) => c.content));
    const first = this.seen.get(key);
    if (first !== undefined) {
      this.fail(q.row, Col.STEM, `与第${first}行的试题重复`);
      return [];
    }
    this.seen.set(key, q.row);
    return [item];
  }

  private fail(row: number, column: string, reason: string) {
    this.errors.push({ row, column, reason });
  }

  private standalone(rowNumber: number, row: SheetCells): ParsedItem | null {
    const type = this.type(rowNumber, row);
    if (type === null) return null;
    if (isGroupType(type)) {
      this.fail(rowNumber, Col.GROUP, `${cell(row, Col.TYPE)}须填写组号（同一组的行填写相同的组号）`);
      return null;
    }
    const question = this.question(rowNumber, row, type, { shared: [], parentRow: false });
    return question ? { question, children: [] } : null;
  }

  private groupParent(rowNumber: number, row: SheetCells): ParsedQuestion | null {
    const type = this.type(rowNumber, row);
    if (type === null) return null;
    if (!isGroupType(type)) {
      this.fail(rowNumber, Col.GROUP, `只有A3型题、A4型题、B型题可以填写组号`);
      return null;
    }
    return this.question(rowNumber, row, type, { shared: [], parentRow: true });
  }

  private groupChild(rowNumber: number, row: SheetCells): ParsedQuestion | null {
    // After a bad first row the children cannot be checked against it; the group is reported there.
    const parent = this.group?.parent;
    if (!parent) return null;
    const typeText = cell(row, Col.TYPE);
    if (typeText && this.lookups.typeByLabel.get(typeText) !== parent.type) {
      this.fail(rowNumber, Col.TYPE, '同一组的试题题型须一致');
      return null;
    }
    if (cell(row, Col.CATEGORY)) {
      const before = this.errors.length;
      const categoryId = this.category(rowNumber, row);
      if (this.errors.length > before) return null;
      if (categoryId !== parent.categoryId) {
        this.fail(rowNumber, Col.CATEGORY, '同一组的试题分类须一致');
        return null;
      }
    }
    return this.question(rowNumber, row, parent.type, { shared: parent.options, parentRow: false, categoryId: parent.categoryId });
  }

  private type(rowNumber: number, row: SheetCells): QuestionTypeValue | null {
    const text = cell(row, Col.TYPE);
    if (!text) {
      this.fail(rowNumber, Col.TYPE, '题型不能为空');
      return null;
    }
    const type = this.lookups.typeByLabel.get(text);
    if (type === undefined) {
      this.fail(rowNumber, Col.TYPE, `题型'${text}'不存在`);
      return null;
    }
    return type;
  }

  private category(rowNumber: number, row: SheetCells): number | null {
    const text = cell(row, Col.CATEGORY);
    if (!text) {
      this.fail(rowNumber, Col.CATEGORY, '分类不能为空');
      return null;
    }
    const parts = text.split(CATEGORY_SEPARATOR).map((s) => s.trim());
    if (parts.length !== 2 || !parts[0] || !parts[1]) {
      this.fail(rowNumber, Col.CATEGORY, `分类'${text}'须写成“一级分类/二级分类”`);
      return null;
    }
    const id = this.lookups.categoryByPath.get(parts.join(CATEGORY_SEPARATOR));
    if (id === undefined) this.fail(rowNumber, Col.CATEGORY, `分类'${text}'不存在`);
    else if (id === null) this.fail(rowNumber, Col.CATEGORY, `分类'${text}'不唯一，请先在分类管理中改名`);
    return id ?? null;
  }

  /**
   * Checks one row's cells for `type` and returns the stored question, or null after reporting its problems.
   * `shared` are the group's options (a child without its own uses them); a group's first row holds the shared
   * stem (and for B the shared options) and no answer.
   */
  private question(
    rowNumber: number,
    row: SheetCells,
    type: QuestionTypeValue,
    ctx: { shared: string[]; parentRow: boolean; categoryId?: number },
  ): ParsedQuestion | null {
    const before = this.errors.length;
    const fail = (column: string, reason: string) => this.fail(rowNumber, column, reason);
    const categoryId = ctx.categoryId ?? this.category(rowNumber, row);

    let content = cell(row, Col.STEM);
    if (!content && ctx.parentRow && type === QuestionType.B) content = B_GROUP_STEM;
    if (!content) fail(Col.STEM, ctx.parentRow ? '共用题干不能为空' : '题干不能为空');
    else if (content.length > SHEET_LIMITS.stem) fail(Col.STEM, `题干不能超过${SHEET_LIMITS.stem}个字符`);

    let options = this.options(rowNumber, row, type);
    if (options.length === 0 && !ctx.parentRow) options = ctx.shared;
    if (type === QuestionType.JUDGE && options.length === 0) options = [...JUDGE_OPTIONS];

    const answer = cell(row, Col.ANSWER);
    let correct = '';
    if (ctx.parentRow) {
      if (answer) fail(Col.ANSWER, '组的第一行是共用题干，不能填写答案（小题写在下面的行）');
    } else {
      correct = this.answer(rowNumber, type, answer, options, content) ?? '';
    }

    const analysis = cell(row, Col.ANALYSIS);
    if (analysis.length > SHEET_LIMITS.analysis) fail(Col.ANALYSIS, `解析不能超过${SHEET_LIMITS.analysis}个字符`);

    const knowledgeTitle = cell(row, Col.KNOWLEDGE);
    let knowledgeId: number | null = null;
    if (knowledgeTitle) {
      knowledgeId = this.lookups.knowledgeByTitle.get(knowledgeTitle) ?? null;
      if (knowledgeId === null) fail(Col.KNOWLEDGE, `知识点'${knowledgeTitle}'不存在`);
    }

    const fileUrl = this.media(rowNumber, row);
    if (this.errors.length > before || categoryId === null) return null;
    return { row: rowNumber, type, categoryId, content, options, correct, analysis, fileUrl, knowledgeId };
  }

  /** 选项A … 选项I: contiguous from A; none for fill-in and essay. */
  private options(rowNumber: number, row: SheetCells, type: QuestionTypeValue): string[] {
    const cells = OPTION_LETTERS.map((letter) => cell(row, optionColumn(letter)));
    const last = cells.findLastIndex((c) => c !== '');
    if (last < 0) return [];
    if (!hasOptions(type)) {
      this.fail(rowNumber, optionColumn(OPTION_LETTERS[last]), `${type === QuestionType.FILL ? '填空题' : '问答题'}不能填写选项`);
      return [];
    }
    const gap = cells.slice(0, last).findIndex((c) => c === '');
    if (gap >= 0) this.fail(rowNumber, optionColumn(OPTION_LETTERS[gap]), `选项须从A起连续填写，缺少选项${OPTION_LETTERS[gap]}`);
    const long = cells.findIndex((c) => c.length > SHEET_LIMITS.option);
    if (long >= 0) this.fail(rowNumber, optionColumn(OPTION_LETTERS[long]), `选项不能超过${SHEET_LIMITS.option}个字符`);
    return cells.slice(0, last + 1);
  }

  /** The stored answer for an answerable row, or null after reporting why it does not fit. */
  private answer(rowNumber: number, type: QuestionTypeValue, answer: string, options: string[], content: string): string | null {
    const fail = (reason: string) => {
      this.fail(rowNumber, Col.ANSWER, reason);
      return null;
    };
    if (answer.length > SHEET_LIMITS.answer) return fail(`答案不能超过${SHEET_LIMITS.answer}个字符`);
    if (type === QuestionType.ESSAY) return answer;
    if (!answer) return fail('答案不能为空');
    if (type === QuestionType.FILL) {
      const blanks = answer.split(BLANK_SEPARATOR).map((blank) =>
        blank
          .split(ALTERNATIVE_SEPARATOR)
          .join(SHEET_ALTERNATIVE_SEPARATOR)
          .split(SHEET_ALTERNATIVE_SEPARATOR)
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const empty = blanks.findIndex((b) => b.length === 0);
      if (empty >= 0) return fail(`第${empty + 1}空没有答案（多个空用[$]分隔，同一空的多个答案用|分隔）`);
      const marks = content.match(BLANK_MARK)?.length ?? 0;
      if (marks > 0 && marks !== blanks.length) return fail(`题干有${marks}个空，答案有${blanks.length}个空`);
      return blanks.map((b) => b.join(ALTERNATIVE_SEPARATOR)).join(BLANK_SEPARATOR);
    }
    if (options.length < 2) {
      this.fail(rowNumber, optionColumn('A'), '选择题至少需要两个选项');
      return null;
    }
    const word = type === QuestionType.JUDGE ? JUDGE_WORDS[answer] : undefined;
    const letters = word ? [word] : choiceLetters(answer);
    if (!letters) return fail(`答案'${answer}'须为选项字母，多选用逗号分隔，如A,C`);
    const missing = letters.find((l) => OPTION_LETTERS.indexOf(l as (typeof OPTION_LETTERS)[number]) >= options.length);
    if (missing) return fail(`答案${missing}没有对应的选项`);
    if (SINGLE_CHOICE.includes(type) && letters.length !== 1) return fail('单选题只能有一个答案');
    return letters.join(CHOICE_SEPARATOR);
  }

  /** 图片/音频/视频: http(s) URLs or server paths, each of its column's kind; stored comma-joined in file_url. */
  private media(rowNumber: number, row: SheetCells): string {
    const urls: string[] = [];
    for (const media of MEDIA_COLUMNS) {
      for (const url of cell(row, media.column).split(URL_SEPARATOR).map((s) => s.trim()).filter(Boolean)) {
        if (url.length > SHEET_LIMITS.url || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url)) {
          this.fail(rowNumber, media.column, `${media.label}地址须为http(s)链接或以/开头的服务器路径`);
        } else if (!(media.extensions as readonly string[]).includes(urlExtension(url))) {
          this.fail(rowNumber, media.column, `${media.label}须为${media.extensions.join('、')}格式`);
        } else urls.push(url);
      }
    }
    return urls.join(URL_SEPARATOR);
  }
}

/**
 * What makes two items the same question (in one file, or a row and a stored question for `updateSupport`): its
 * category, type and stem, and for a group the stems of its sub-questions (B groups often share the stem
 * （共用备选答案）).
 */
export const itemKey = (categoryId: number, type: number, content: string, childContents: readonly string[]) =>
  [categoryId, type, content, ...childContents].join('\u0000');

/** 'A,C' / 'A，C' / 'A、C' / 'AC' → ['A', 'C'] (upper case, unique, sorted); null when it is not letters. */
export function choiceLetters(text: string): string[] | null {
  const parts = text.toUpperCase().split(/[\s,，、;；]+/).filter(Boolean);
  const letters = parts.length === 1 && /^[A-Z]+$/.test(parts[0]) ? [...parts[0]] : parts;
  if (letters.length === 0 || letters.some((l) => !/^[A-Z]$/.test(l))) return null;
  return [...new Set(letters)].sort();
}
