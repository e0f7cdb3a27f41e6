import * as z from './zod';
import { QuestionType } from './question-types';

/**
 * Question bank (spec §3, §4, §5, §7 "Question bank"). Both URL families of §7 are listed: `/exam/...` and the
 * parallel `/base/...` variants; which one a build uses is not shown, so the server answers both.
 */
export const questionBankPaths = {
  categoryTree: '/exam/comm/category/getTree',
  studyBankList: '/exam/studyBank/list',
  studyBankById: '/exam/studyBank/getById', // `/{id}` or `/{id}/{flag}`
  studyRecordByBank: '/exam/studyRecord/getByStudyBankId', // `/{id}`
  getQuestions: '/exam/studyRecord/getQuestions',
  answerAdd: '/exam/studyQuestionRecord/add',
  resourceById: '/exam/questionResource/getById', // `/{questionId}`
  resourceAdd: '/exam/questionResource/add',
  resourceList: '/exam/questionResource/list',
  questionOne: '/exam/examQuestion/getOne', // `/{questionId}`
  paperQuestionNum: '/exam/studyPaper/getQuestionNum',
  paperAdd: '/exam/studyPaper/add',
  paperById: '/exam/studyPaper/getById', // `/{studyPaperId}`
  paperAnswerAdd: '/exam/studyPaper/questionResult/add',
  paperPage: '/exam/studyPaper/page',
  answerSheet: '/exam/studyQuestionRecord/answerSheet',
  paperAnswerSheet: '/exam/studyPaper/answerSheet', // `/{studyPaperId}`
} as const;

export const questionBankBasePaths = {
  paperDelete: '/base/studyPaper/delete',
  recordRenew: '/base/studyRecord/renew',
  recordByCategory: '/base/studyRecord/getByStudyCategory',
  answerSheet: '/base/studyRecord/answerSheet',
  wrongAnswerSheet: '/base/studyRecord/wrongAnswerSheet',
  resourceAnswerSheet: '/base/studyRecord/resourceAnswerSheet',
  answerAdd: '/base/studyRecord/add',
  practiceQuestions: '/base/studyQuestionRecord/getPracticeQuestions',
  wrongQuestions: '/base/studyQuestionRecord/getWrongAnswerQuestions',
  resourceQuestions: '/base/studyQuestionRecord/getResourceQuestions',
  onePracticeQuestion: '/base/studyQuestionRecord/getOnePracticeQuestion', // `/{majorType}/{questionId}`
  paperAnswerAdd: '/base/studyPaper/questionResult/add',
  resourceAdd: '/base/questionResource/add',
  resourceList: '/base/questionResource/list',
  paperPage: '/base/studyPaper/page',
  paperQuestionNum: '/base/studyPaper/getQuestionNum',
  paperAnswerSheet: '/base/studyPaper/answerSheet', // `/{studyPaperId}`
  paperById: '/base/studyPaper/getById', // `/{studyPaperId}`
  paperAdd: '/base/studyPaper/add',
} as const;

// ---------------------------------------------------------------- constants (spec §9, §3)

/** Questions open before a skill is unlocked (spec §4 topic lock, §9). */
export const FREE_QUESTION_COUNT = 5;
/** Largest composed paper (spec §5, §9). */
export const COMPOSITION_CAP = 200;
/** Composed-paper records per page (spec §2, §9). */
export const PAPER_PAGE_SIZE = 15;
/** Longest note (spec §5, §9). */
export const NOTE_MAX_LENGTH = 1000;
export const NOTE_TOO_LONG_MSG = `笔记内容不能超过${NOTE_MAX_LENGTH}个字符`;
/** Longest composed-paper title we store. */
export const PAPER_TITLE_MAX_LENGTH = 50;
/** Category-tree `type` the app sends with a bearer token (spec §7). */
export const CATEGORY_TREE_TYPE = 50;

/** Major type (spec §9): 1 clinical thinking, anything else oral clinical reasoning. */
export const MajorType = { CLINICAL: 1, ORAL: 2 } as const;
export const MAJOR_TYPE_TITLES: Record<number, string> = { 1: '临床思维能力', 2: '口腔临床思辨能力' };

// Question types, their labels and the answer wire format live in ./question-types (one table for apps and server).

/** `isRight` (spec §3): 1 right, 0 wrong, anything else unanswered / not auto-graded (essays answer 2). */
export const IsRight = { WRONG: 0, RIGHT: 1, NOT_GRADED: 2 } as const;

/** getQuestions `type` (spec §7): 2 topic practice, 1 wrong answers, 0 favourites. */
/** 3 (issue 18, beyond the spec): 错题复习 — the student's review list due today (FSRS, reviewPaths). */
export const QuestionListType = { FAVORITE: 0, WRONG: 1, TOPIC: 2, REVIEW: 3 } as const;
/** Composition `type` (spec §3): 1 undone, 2 wrong, 3 favourite; absent = any question. */
export const CompositionType = { UNDONE: 1, WRONG: 2, FAVORITE: 3 } as const;
/** questionResource `type` (spec §7): 0 favourite, 1 note. */
export const ResourceType = { FAVORITE: 0, NOTE: 1 } as const;

// ---------------------------------------------------------------- input helpers

const id = (msg: string) => z.coerce.number({ error: msg }).int(msg).positive(msg).max(2 ** 31, msg);
const majorType = /*#__PURE__*/ z.coerce.number({ error: '专业类型不正确' }).int('专业类型不正确').min(1, '专业类型不正确').max(9, '专业类型不正确');
const flag01 = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(0, msg).max(1, msg);

/**
 * A list of positive integers sent as an array, a comma-joined string or JSON array text (routes pass
 * `categoryIds` as JSON text, RuoYi GET params arrive as `name[0]=…`, which the server folds into an array).
 */
export const numberList = (msg: string, max = 1000) =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.string().max(20000), z.number()])
    .transform((v, ctx) => {
      let parts: unknown[];
      if (Array.isArray(v)) parts = v;
      else if (typeof v === 'number') parts = [v];
      else {
        const text = v.trim();
        if (text.startsWith('[')) {
          try {
            const parsed: unknown = JSON.parse(text);
            parts = Array.isArray(parsed) ? parsed : [NaN];
          } catch {
            parts = [NaN];
          }
        } else parts = text.split(',').filter((s) => s.trim() !== '');
      }
      const nums = parts.map((p) => Number(p));
      if (nums.length > max || nums.some((n) => !Number.isInteger(n) || n < 0 || n > 2 ** 31)) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return [...new Set(nums)];
    });

const questionTypeList = /*#__PURE__*/ numberList('题型不正确', 9).refine((types) => types.every((t) => t <= QuestionType.ESSAY), '题型不正确');
const categoryIdList = /*#__PURE__*/ numberList('分类编号不正确');
/** Answers are short (choices) or free text (essay); the cap keeps a record row small. */
export const ANSWER_MAX_LENGTH = 5000;
const result = /*#__PURE__*/ z.string({ error: '请作答后提交' }).trim().min(1, '请作答后提交').max(ANSWER_MAX_LENGTH, '答案内容过长');

// ---------------------------------------------------------------- input schemas

export const categoryTreeQuery = /*#__PURE__*/ z.queryObject({
  majorType,
  type: /*#__PURE__*/ z.coerce.number().int().min(0).max(99).optional(),
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
});
export type CategoryTreeQuery = z.infer<typeof categoryTreeQuery>;

export const studyBankListQuery = /*#__PURE__*/ z.queryObject({ majorType: /*#__PURE__*/ majorType.optional() });
export const studyBankParams = /*#__PURE__*/ z.object({ id: /*#__PURE__*/ id('题库编号不正确'), flag: /*#__PURE__*/ flag01('参数 flag 格式不正确').optional() });
export const idPathParams = /*#__PURE__*/ z.object({ id: /*#__PURE__*/ id('编号不正确') });

/** getQuestions (spec §7): {categoryIds, questionIds, studyBankId, type (2 topic, 1 wrong, 0 favourite), majorType}. */
export const getQuestionsBody = /*#__PURE__*/ z.object({
  categoryIds: /*#__PURE__*/ categoryIdList.optional(),
  questionIds: /*#__PURE__*/ numberList('试题编号不正确').optional(),
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  type: /*#__PURE__*/ z.coerce.number().int().min(0, '类型不正确').max(3, '类型不正确').default(QuestionListType.TOPIC),
  majorType,
});
export type GetQuestionsBody = Omit<z.infer<typeof getQuestionsBody>, 'type'> & { type?: number };

/** Answer in a bank (spec §7): {questionId, studyBankId, result, categoryId, majorType}. */
export const answerAddBody = /*#__PURE__*/ z.object({
  questionId: /*#__PURE__*/ id('试题编号不正确'),
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  result,
  categoryId: /*#__PURE__*/ id('分类编号不正确').optional(),
  majorType,
});
export type AnswerAddBody = z.infer<typeof answerAddBody>;

/** Answer in a composed paper (spec §7): {questionId, studyPaperId, result, majorType}. */
export const paperAnswerAddBody = /*#__PURE__*/ z.object({
  questionId: /*#__PURE__*/ id('试题编号不正确'),
  studyPaperId: /*#__PURE__*/ id('试卷编号不正确'),
  result,
  majorType,
});
export type PaperAnswerAddBody = z.infer<typeof paperAnswerAddBody>;

/** Favourite {categoryId, questionId, isFavorite, type 0, majorType} or note {categoryId, questionId, mark, type 1, majorType}. */
export const favoriteBody = /*#__PURE__*/ z.object({
  type: /*#__PURE__*/ z.coerce.number().pipe(/*#__PURE__*/ z.literal(ResourceType.FAVORITE)),
  categoryId: /*#__PURE__*/ id('分类编号不正确').optional(),
  questionId: /*#__PURE__*/ id('试题编号不正确'),
  isFavorite: /*#__PURE__*/ flag01('收藏状态不正确'),
  majorType,
});
export const noteBody = /*#__PURE__*/ z.object({
  type: /*#__PURE__*/ z.coerce.number().pipe(/*#__PURE__*/ z.literal(ResourceType.NOTE)),
  categoryId: /*#__PURE__*/ id('分类编号不正确').optional(),
  questionId: /*#__PURE__*/ id('试题编号不正确'),
  /** The note text; empty removes the note. */
  mark: /*#__PURE__*/ z.string({ error: '请输入笔记内容' }).max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MSG),
  majorType,
});
export const resourceAddBody = /*#__PURE__*/ z.union([favoriteBody, noteBody], { error: '类型不正确' });
export type FavoriteBody = z.infer<typeof favoriteBody>;
export type NoteBody = z.infer<typeof noteBody>;

/**
 * Resource list: `/exam` sends {isFavorite 1, type 1, majorType} for notes; `/base` sends {studyBankId, isMark}.
 * type 1 or isMark 1 lists notes, otherwise favourites. Without pageNum every row comes back (RuoYi startPage).
 */
export const resourceListQuery = /*#__PURE__*/ z.queryObject({
  type: /*#__PURE__*/ flag01('类型不正确').optional(),
  isMark: /*#__PURE__*/ flag01('参数 isMark 格式不正确').optional(),
  isFavorite: /*#__PURE__*/ flag01('收藏状态不正确').optional(),
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  questionId: /*#__PURE__*/ id('试题编号不正确').optional(),
  majorType: /*#__PURE__*/ majorType.optional(),
  pageNum: /*#__PURE__*/ z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: /*#__PURE__*/ z.coerce.number().int().min(1).max(500).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuery>;

/** Answer sheet {categoryId|categoryIds, studyBankId, majorType, type 1 wrong or isFavorite 1 favourite}. */
export const answerSheetBody = /*#__PURE__*/ z.object({
  categoryId: /*#__PURE__*/ id('分类编号不正确').optional(),
  categoryIds: /*#__PURE__*/ categoryIdList.optional(),
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  majorType,
  type: /*#__PURE__*/ z.coerce.number().int().min(0).max(2).optional(),
  isFavorite: /*#__PURE__*/ flag01('收藏状态不正确').optional(),
});
export type AnswerSheetBody = z.infer<typeof answerSheetBody>;

/** Reset record (spec §7): {categoryId, majorType}. */
export const renewRecordBody = /*#__PURE__*/ z.object({ categoryId: /*#__PURE__*/ id('分类编号不正确'), majorType });
export type RenewRecordBody = z.infer<typeof renewRecordBody>;

/** Per-category counts of wrong answers (type 1, default) or favourites (type 0). */
export const recordByCategoryQuery = /*#__PURE__*/ z.queryObject({
  majorType,
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  type: /*#__PURE__*/ flag01('类型不正确').optional(),
});
export type RecordByCategoryQuery = z.infer<typeof recordByCategoryQuery>;

/** Composition count (spec §7): {studyBankId, questionTypes, type, categoryIds, majorType}; empty lists mean all. */
export const compositionCountQuery = /*#__PURE__*/ z.queryObject({
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  questionTypes: /*#__PURE__*/ questionTypeList.optional(),
  type: /*#__PURE__*/ z.coerce.number({ error: '分类不正确' }).int('分类不正确').min(0, '分类不正确').max(3, '分类不正确').optional(),
  categoryIds: /*#__PURE__*/ categoryIdList.optional(),
  majorType,
});
export type CompositionCountQuery = z.infer<typeof compositionCountQuery>;

/** Composition create: the count filters plus title and num (1 … COMPOSITION_CAP). */
export const compositionCreateBody = /*#__PURE__*/ compositionCountQuery.strict().extend({
  title: /*#__PURE__*/ z.string().trim().max(PAPER_TITLE_MAX_LENGTH, `试卷名称不能超过${PAPER_TITLE_MAX_LENGTH}个字符`).optional(),
  num: /*#__PURE__*/ z.coerce
    .number({ error: '请选择题目数量' })
    .int('题目数量不正确')
    .min(1, '请选择题目数量')
    .max(COMPOSITION_CAP, `题目数量不能超过${COMPOSITION_CAP}道`),
});
export type CompositionCreateBody = z.infer<typeof compositionCreateBody>;

export const paperPageQuery = /*#__PURE__*/ z.queryObject({
  pageNum: /*#__PURE__*/ z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: /*#__PURE__*/ z.coerce.number().int().min(1).max(100).default(PAPER_PAGE_SIZE),
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  majorType: /*#__PURE__*/ majorType.optional(),
});
export type PaperPageQuery = Omit<z.infer<typeof paperPageQuery>, 'pageNum' | 'pageSize'> & { pageNum?: number; pageSize?: number };

/** Paper by id: {studyPaperId, questionIds comma-joined} (questionIds narrows the list). */
export const paperByIdQuery = /*#__PURE__*/ z.queryObject({ questionIds: /*#__PURE__*/ numberList('试题编号不正确').optional() });
export const paperDeleteQuery = /*#__PURE__*/ z.object({ idList: /*#__PURE__*/ numberList('试卷编号不正确', 200).refine((ids) => ids.length > 0, '请选择要删除的记录') });
export type PaperDeleteQuery = z.infer<typeof paperDeleteQuery>;

export const onePracticeParams = /*#__PURE__*/ z.object({ majorType, questionId: /*#__PURE__*/ id('试题编号不正确') });

// ---------------------------------------------------------------- outputs

export interface BankQuestionOption {
  /** Option letter A, B, … */
  type: string;
  name: string;
  /** 1 when the user's answer picked it. */
  selected: 0 | 1;
}

export interface BankQuestion {
  id: number;
  questionId: number;
  /** Question type 0–8 (same value as questionType). */
  type: number;
  questionType: number;
  typeName: string;
  content: string;
  /** Shared stem of an A3/A4/B group, set on children. */
  publicContent: string;
  parentId: number | null;
  childedList: BankQuestion[];
  selectList: BankQuestionOption[];
  /** One entry per blank (fill-in only): the reference answer of that blank; several accepted ones joined by '[|]'. */
  blanksList: string[];
  /** Option letters (choices) or blank answers (fill-in, each possibly 'a[|]b': see ALTERNATIVE_SEPARATOR). */
  correctList: string[];
  /** Machine answer: letters joined by ',', blanks by '[$]' (a blank's accepted answers by '[|]'), the reference text for essays. */
  correct: string;
  /** Human-readable reference answer. */
  answer: string;
  analysis: string;
  /** Attachment path `/file/qb-…` or ''. */
  fileUrl: string;
  /** The user's answer, '' when unanswered. */
  result: string;
  isRight: number | null;
  isFavorite: 0 | 1;
  /** The user's note, '' when none. */
  mark: string;
  categoryId: number;
  studyBankId: number | null;
  /** Bank name. */
  bank: string;
  /** Position within its category (1-based, children share the parent's). */
  sort: number;
  /** true: beyond the free questions of a locked skill; content, options and answers are withheld. */
  locked: boolean;
  /** The knowledge article the answering screen's 知识点 entry opens (/medical?id=…), null when none is linked. */
  knowledgeId: number | null;
}

export interface CategoryTreeNode {
  id: number;
  pid: number;
  label: string;
  studyNum: number;
  totalNum: number;
  children: CategoryTreeNode[];
  productInfoId: number | null;
  skillId: number | null;
  skillName: string;
  skillIntegral: number;
  isUnlock: boolean;
  isDemo: boolean;
  code: string;
}

export interface StudyBankCategory {
  id: number;
  categoryId: number;
  label: string;
  categoryName: string;
  totalNum: number;
  parentCategoryId: number;
  parentCategoryName: string;
}

export interface StudyBank {
  studyBankId: number;
  studyBankName: string;
  majorType: number;
  studyBankCategories: StudyBankCategory[];
}

export interface StudyRecordSummary {
  studyBankId: number;
  studyNum: number;
  totalNum: number;
  rightNum: number;
  wrongNum: number;
  lastQuestionId: number | null;
  lastCategoryId: number | null;
  updateTime: string | null;
}

export interface BankAnswerSheetItem {
  questionId: number;
  isRight: number | null;
}
export interface BankAnswerSheet {
  paperName: string;
  finishCount: number;
  /** Percentage of right answers over all questions of the sheet, 0–100. */
  score: number;
  questionList: BankAnswerSheetItem[];
}

export interface BankAnswerResult {
  questionId: number;
  isRight: number;
  correct: string;
}

export interface QuestionResource {
  questionId: number;
  isFavorite: 0 | 1;
  mark: string;
  updateTime: string | null;
}

/** A note (type 1) or favourite (type 0) row; `content` is the question stem, `mark` the note text. */
export interface BankNoteItem {
  questionId: number;
  categoryId: number;
  content: string;
  mark: string;
  isFavorite: 0 | 1;
  updateTime: string;
}

export interface PaperRecord {
  studyPaperId: number;
  title: string;
  questionNum: number;
  answerNum: number;
  studyBankId: number | null;
  majorType: number;
  createTime: string;
}

export interface StudyPaperDetail extends PaperRecord {
  questionList: BankQuestion[];
}

// ---------------------------------------------------------------- 搜索试题 (issue 18)

/**
 * Search across the banks a student can open (issue 18 "search across the banks"): question stems and option texts
 * of every bank's categories (the banks studyBank/list gives), a group found through a child's text named by its
 * parent. Locked questions are listed too (so they can be bought), but with no text: no stem, answer or analysis.
 */
export const questionSearchPaths = {
  /** `GET ?keyword&majorType&studyBankId&pageNum&pageSize` → `{total, rows: QuestionSearchRow[]}`. */
  search: '/exam/search/questions',
} as const;

export const QUESTION_SEARCH_KEYWORD_MAX = 50;
export const QUESTION_SEARCH_PAGE_SIZE_MAX = 50;
export const QuestionSearchMessages = {
  keyword: '请输入搜索内容',
  keywordTooLong: `搜索内容不能超过${QUESTION_SEARCH_KEYWORD_MAX}个字`,
  pageSize: `每页最多${QUESTION_SEARCH_PAGE_SIZE_MAX}条`,
} as const;

export const questionSearchQuery = /*#__PURE__*/ z.queryObject({
  keyword: /*#__PURE__*/ z
    .string({ error: QuestionSearchMessages.keyword })
    .trim()
    .min(1, QuestionSearchMessages.keyword)
    .max(QUESTION_SEARCH_KEYWORD_MAX, QuestionSearchMessages.keywordTooLong),
  majorType: /*#__PURE__*/ majorType.optional(),
  studyBankId: /*#__PURE__*/ id('题库编号不正确').optional(),
  pageNum: /*#__PURE__*/ z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(100000, '页码不正确').default(1),
  pageSize: /*#__PURE__*/ z.coerce
    .number({ error: QuestionSearchMessages.pageSize })
    .int(QuestionSearchMessages.pageSize)
    .min(1, QuestionSearchMessages.pageSize)
    .max(QUESTION_SEARCH_PAGE_SIZE_MAX, QuestionSearchMessages.pageSize)
    .default(20),
});
export type QuestionSearchQuery = z.input<typeof questionSearchQuery>;

/** Longest stem snippet of a search row (plain text around the match, `…` where cut). */
export const QUESTION_SEARCH_SNIPPET_MAX = 80;

export interface QuestionSearchRow {
  /** The top-level question: a group's parent when the match was in one of its children. */
  questionId: number;
  /** Plain text (no HTML), ≤ 80 characters, around the first match (stem, then sub-question stems, then options); '' when locked. */
  stem: string;
  typeName: string;
  studyBankId: number;
  studyBankName: string;
  majorType: number;
  /** The second-level category (the practice's sub-category), its first-level parent and the lock fields of the answering link. */
  categoryId: number;
  categoryName: string;
  parentCategoryId: number;
  parentCategoryName: string;
  code: string;
  skillId: number | null;
  skillName: string;
  skillIntegral: number;
  productInfoId: number | null;
  /** The category is open to the student (no skill, or bought): the answering link's `isUnlock`, as the category tree's. */
  isUnlock: boolean;
  /** This question is not open to the student (past the free questions of a skill they have not bought). */
  locked: boolean;
}
