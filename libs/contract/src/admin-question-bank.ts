import * as z from './zod';
import { pageQuery } from './envelope-schemas';
import { ALTERNATIVE_SEPARATOR, BLANK_SEPARATOR, CHOICE_SEPARATOR, GROUP_QUESTION_TYPES, QuestionType, type QuestionTypeValue } from './question-types';

/**
 * Back office 题库 (issue 16 slice B1): study banks, the two-level category tree and the questions of all nine
 * types, RuoYi's shapes (`/exam/question/list` → `{total, rows}`, `POST`/`PUT` with a JSON body, `DELETE /{ids}`).
 * Admin only. The phone's own study-bank list keeps `/exam/studyBank/list` (spec §7), so the console's paged list of
 * banks sits at `/exam/studyBank/admin/list`. Only the console's lazy pages import this file.
 */
export const questionAdminPaths = {
  studyBank: '/exam/studyBank', // POST / PUT, GET `/{id}`, DELETE `/{ids}`
  studyBankList: '/exam/studyBank/admin/list',
  category: '/exam/category', // POST / PUT, GET `/{id}`, DELETE `/{ids}`
  /** `GET ?majorType&categoryName` → data: CategoryAdminRow[] (flat, parentId 0 = first level; RuoYi's dept list). */
  categoryList: '/exam/category/list',
  question: '/exam/question', // POST / PUT, GET `/{id}`, DELETE `/{ids}`
  questionList: '/exam/question/list',
  /** `PUT {ids, categoryId}`: moves questions (with their children) to another second-level category. */
  questionMove: '/exam/question/move',
  /** `GET /{ids}` → {questions, records}: what DELETE `/{ids}` would remove. */
  questionDeleteImpact: '/exam/question/deleteImpact',
  /** `GET /{id}` (saved) or `POST` (a draft body): the question exactly as the phone receives it (BankQuestion[]). */
  questionPreview: '/exam/question/preview',
} as const;

/** Longest texts of the question form. */
export const QUESTION_LIMITS = { content: 20_000, option: 2_000, options: 10, answer: 20_000, analysis: 200_000, fileUrl: 2_000, children: 50 } as const;
/** Option letters in order (`selectList.type`). */
export const OPTION_LETTERS = 'ABCDEFGHIJ';
/** Options a judgement question always has (A 正确, B 错误). */
export const JUDGE_OPTION_NAMES = ['正确', '错误'] as const;

export const questionAdminMessages = {
  categoryHasQuestions: (name: string, n: number) => `分类'${name}'下有${n}道试题，不能删除`,
  categoryHasChildren: (name: string) => `分类'${name}'存在下级分类，不允许删除`,
  categoryInBank: (name: string) => `分类'${name}'不存在或不属于该专业`,
  parentNotTop: '上级分类必须是一级分类',
  parentSelf: '上级分类不能选择自己',
  parentWithChildren: '该分类下有子分类，不能改为二级分类',
  leafRequired: '试题只能放在二级分类下',
  lockedNeedsProduct: '加锁的分类必须选择解锁商品',
  noSuchProduct: '所选商品不存在',
  noSuchKnowledge: '所选知识点不存在',
  noSuchQuestion: '试题不存在',
  noSuchBank: '题库不存在',
  noSuchCategory: '分类不存在',
  childrenRequired: '该题型至少需要一道子题',
  childrenNotAllowed: '只有A3、A4、B型题可以有子题',
  optionsRequired: (n: number) => `至少需要${n}个选项`,
  answerRequired: '答案不能为空',
  answerLetter: '答案必须是已有选项的字母',
  answerSingle: '该题型只能有一个答案',
  blankRequired: '每个空都需要答案',
  bankNameTaken: (name: string) => `题库'${name}'已存在`,
} as const;

const MAX_ID = 2 ** 31;
const id = /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID);
const nullableId = /*#__PURE__*/ z.preprocess((v) => (v === '' || v === undefined ? null : v), /*#__PURE__*/ id.nullable());
const majorType = /*#__PURE__*/ z.coerce.number().int().min(1).max(99);
const filterText = /*#__PURE__*/ z.string().trim().max(100).optional();
const flag01 = /*#__PURE__*/ z.preprocess((v) => (v === true ? 1 : v === false ? 0 : v), /*#__PURE__*/ z.coerce.number().int().min(0).max(1));
const sort = /*#__PURE__*/ z.coerce.number().int().min(0).max(9999).default(0);

// ---------------------------------------------------------------- study banks

export const studyBankQuery = /*#__PURE__*/ pageQuery.extend({ majorType: /*#__PURE__*/ majorType.optional(), studyBankName: filterText });
export const studyBankBody = /*#__PURE__*/ z.object({
  studyBankId: /*#__PURE__*/ id.optional(),
  studyBankName: /*#__PURE__*/ z.string({ error: '题库名称不能为空' }).trim().min(1, '题库名称不能为空').max(50, '题库名称不能超过50个字符'),
  majorType,
  sort,
  /** First-level categories of the same major type the bank holds. */
  categoryIds: /*#__PURE__*/ z.array(id).max(500).default([]),
});
export type StudyBankBody = z.infer<typeof studyBankBody>;

export interface StudyBankAdminRow {
  studyBankId: number;
  studyBankName: string;
  majorType: number;
  sort: number;
  categoryIds: number[];
  categoryNames: string[];
  /** Answerable questions in the bank's categories. */
  questionCount: number;
}

// ---------------------------------------------------------------- categories

export const categoryAdminQuery = /*#__PURE__*/ z.queryObject({ majorType: /*#__PURE__*/ majorType.optional(), categoryName: filterText });
export const categoryBody = /*#__PURE__*/ z.object({
  categoryId: /*#__PURE__*/ id.optional(),
  /** 0: first level; else a first-level category of the same major type. */
  parentId: /*#__PURE__*/ z.coerce.number().int().min(0).max(MAX_ID).default(0),
  majorType,
  categoryName: /*#__PURE__*/ z.string({ error: '分类名称不能为空' }).trim().min(1, '分类名称不能为空').max(50, '分类名称不能超过50个字符'),
  /** The phone's `code` (6 hides the knowledge entry, spec §6). */
  code: /*#__PURE__*/ z.string().trim().max(20).default(''),
  sort,
  isDemo: /*#__PURE__*/ flag01.default(0),
  /** Locked until a product is bought: the product (and so the skill) that unlocks it. */
  locked: /*#__PURE__*/ z.boolean().default(false),
  productInfoId: /*#__PURE__*/ nullableId.default(null),
});
export type CategoryBody = z.infer<typeof categoryBody>;

export interface CategoryAdminRow {
  categoryId: number;
  parentId: number;
  majorType: number;
  categoryName: string;
  code: string;
  sort: number;
  isDemo: 0 | 1;
  /** Derived: a skill unlocks it (the phone locks it past the free questions until bought). */
  locked: boolean;
  productInfoId: number | null;
  skillId: number | null;
  skillName: string;
  /** Questions filed directly under it (top-level items: a group counts once). */
  questionCount: number;
}

// ---------------------------------------------------------------- questions

const questionType = /*#__PURE__*/ z.coerce.number().int().min(0).max(8);
const boolFlag = /*#__PURE__*/ z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), /*#__PURE__*/ z.boolean());

export const questionAdminQuery = /*#__PURE__*/ pageQuery.extend({
  /** Words of the stem (or of a child's stem). */
  content: filterText,
  type: /*#__PURE__*/ questionType.optional(),
  majorType: /*#__PURE__*/ majorType.optional(),
  /** A second-level category, or a first-level one (its children). */
  categoryId: /*#__PURE__*/ id.optional(),
  hasMedia: /*#__PURE__*/ boolFlag.optional(),
  knowledgeId: /*#__PURE__*/ id.optional(),
});
export type QuestionAdminQuery = z.infer<typeof questionAdminQuery>;

const text = (max: number, msg: string) => /*#__PURE__*/ z.string().max(max, msg).default('');
const childBody = /*#__PURE__*/ z.object({
  questionId: /*#__PURE__*/ id.optional(),
  content: /*#__PURE__*/ text(QUESTION_LIMITS.content, '题干过长'),
  /** Option texts A, B, … (B-type children use the parent's and send none). */
  options: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string().trim().max(QUESTION_LIMITS.option, '选项过长')).max(QUESTION_LIMITS.options, '选项最多10个').default([]),
  /** Wire form: letters comma-joined; blanks `[$]`-joined, a blank's accepted answers `[|]`-joined; essays free text. */
  answer: /*#__PURE__*/ text(QUESTION_LIMITS.answer, '答案过长'),
  /** Rich text; sanitised by the server. */
  analysis: /*#__PURE__*/ text(QUESTION_LIMITS.analysis, '解析过长'),
  /** Attachments: comma-joined `/file/…` paths from the upload (image, audio, video). */
  fileUrl: /*#__PURE__*/ text(QUESTION_LIMITS.fileUrl, '附件过多'),
});
export const questionBody = /*#__PURE__*/ childBody.extend({
  type: questionType,
  categoryId: id,
  knowledgeId: /*#__PURE__*/ nullableId.default(null),
  /** A3/A4/B only: the answerable children (a B parent's options are shared by them). */
  children: /*#__PURE__*/ z.array(childBody).max(QUESTION_LIMITS.children, '子题最多50道').default([]),
});
export type QuestionBody = z.infer<typeof questionBody>;
export type QuestionChildBody = z.infer<typeof childBody>;

export const questionMoveBody = /*#__PURE__*/ z.object({
  ids: /*#__PURE__*/ z.array(id).min(1, '请选择试题').max(1000, '一次最多移动1000道试题'),
  categoryId: id,
});
export type QuestionMoveBody = z.infer<typeof questionMoveBody>;

export interface QuestionAdminRow {
  questionId: number;
  type: QuestionTypeValue;
  content: string;
  categoryId: number;
  categoryName: string;
  parentCategoryName: string;
  majorType: number;
  hasMedia: boolean;
  childCount: number;
  knowledgeId: number | null;
  /** Position in its category (the topic lock opens 1–5). */
  seq: number;
}

export interface QuestionAdminChild {
  questionId: number;
  content: string;
  options: string[];
  answer: string;
  analysis: string;
  fileUrl: string;
}

export interface QuestionAdminDetail extends QuestionAdminChild {
  type: QuestionTypeValue;
  categoryId: number;
  majorType: number;
  knowledgeId: number | null;
  knowledgeTitle: string;
  children: QuestionAdminChild[];
}

export interface QuestionDeleteImpact {
  /** Questions removed, children included. */
  questions: number;
  /** Student answer records removed with them. */
  records: number;
}

// ---------------------------------------------------------------- the answer key by type (form and server agree)

export const isGroupType = (type: number) => (GROUP_QUESTION_TYPES as readonly number[]).includes(type);
export const isChoiceType = (type: number) => type !== QuestionType.FILL && type !== QuestionType.ESSAY;
/** How many options a type needs at least (judgement: exactly its two). */
export const minOptions = (type: number) => (type === QuestionType.JUDGE ? 2 : isChoiceType(type) ? 2 : 0);

/** The blanks of a fill-in key, each with its accepted answers: `a[|]b[$]c` → [[a, b], [c]]. */
export const blanksOfKey = (answer: string): string[][] =>
  answer === '' ? [] : answer.split(BLANK_SEPARATOR).map((blank) => blank.split(ALTERNATIVE_SEPARATOR).map((s) => s.trim()));
/** The inverse of blanksOfKey (empty alternatives dropped). */
export const keyOfBlanks = (blanks: readonly (readonly string[])[]): string =>
  blanks.map((accepted) => accepted.map((s) => s.trim()).filter(Boolean).join(ALTERNATIVE_SEPARATOR)).join(BLANK_SEPARATOR);
/** Letters of a choice key, canonical (upper case, unique, sorted). */
export const lettersOfKey = (answer: string): string[] =>
  [...new Set(answer.split(CHOICE_SEPARATOR).map((s) => s.trim().toUpperCase()).filter(Boolean))].sort();

/**
 * What is wrong with one answerable question's key, or null: choice types need their options and letters among
 * them (one for single-choice types), fill-in needs an answer for every blank, essays a reference text.
 */
export function answerProblem(type: number, options: readonly string[], answer: string): string | null {
  if (isChoiceType(type)) {
    if (options.filter((o) => o.trim() !== '').length < minOptions(type)) return questionAdminMessages.optionsRequired(minOptions(type));
    const letters = lettersOfKey(answer);
    if (letters.length === 0) return questionAdminMessages.answerRequired;
    if (letters.some((l) => { const i = OPTION_LETTERS.indexOf(l); return i < 0 || i >= options.length; })) return questionAdminMessages.answerLetter;
    if (type !== QuestionType.X && letters.length !== 1) return questionAdminMessages.answerSingle;
    return null;
  }
  if (type === QuestionType.FILL) {
    const blanks = blanksOfKey(answer);
    if (blanks.length === 0) return questionAdminMessages.answerRequired;
    return blanks.some((accepted) => accepted.every((s) => s === '')) ? questionAdminMessages.blankRequired : null;
  }
  return answer.trim() === '' ? questionAdminMessages.answerRequired : null;
}

// ---------------------------------------------------------------- the console's phone preview

/**
 * The console previews a question in learner-h5 itself (an iframe of this hash route, same origin), so it is drawn
 * by the phone's own renderer: the desktop console may not import the mobile question-engine (platform tags). The
 * page says `ready`; the console answers with the questions as the phone receives them (BankQuestion[]).
 */
export const QUESTION_PREVIEW_ROUTE = '/questionPreview';
export const QUESTION_PREVIEW_SOURCE = 'medteach-question-preview';
export type QuestionPreviewMessage =
  | { source: typeof QUESTION_PREVIEW_SOURCE; kind: 'ready' }
  | { source: typeof QUESTION_PREVIEW_SOURCE; kind: 'questions'; questions: unknown[] };

export function isQuestionPreviewMessage(data: unknown): data is QuestionPreviewMessage {
  const m = data as Partial<QuestionPreviewMessage> | null;
  return typeof m === 'object' && m !== null && m.source === QUESTION_PREVIEW_SOURCE && (m.kind === 'ready' || (m.kind === 'questions' && Array.isArray(m.questions)));
}
