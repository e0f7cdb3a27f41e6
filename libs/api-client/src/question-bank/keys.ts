import type {
  AnswerSheetBody,
  CompositionCountQuery,
  GetQuestionsBody,
  PaperPageQuery,
  RecordByCategoryQuery,
  ResourceListQuery,
} from '@medteach/contract';

/**
 * Query keys of the question bank. Every key starts with `questionBankKeys.all`; the group keys (`trees()`,
 * `questionLists()`, …) are the prefixes mutations invalidate.
 */
export const questionBankKeys = {
  all: ['question-bank'] as const,
  trees: () => [...questionBankKeys.all, 'tree'] as const,
  tree: (majorType: number, studyBankId?: number) => [...questionBankKeys.trees(), majorType, studyBankId ?? null] as const,
  /** Read from the trees, so it goes stale with them (a purchase invalidates questionBankKeys.all). */
  skillPlace: (skillId: number) => [...questionBankKeys.trees(), 'skill', skillId] as const,
  banks: (majorType?: number) => [...questionBankKeys.all, 'banks', majorType ?? null] as const,
  bank: (studyBankId: number) => [...questionBankKeys.all, 'bank', studyBankId] as const,
  studyRecords: () => [...questionBankKeys.all, 'studyRecord'] as const,
  studyRecord: (studyBankId: number) => [...questionBankKeys.studyRecords(), studyBankId] as const,
  categoryCounts: (q?: RecordByCategoryQuery) => [...questionBankKeys.all, 'categoryCounts', ...(q ? [q] : [])] as const,
  questionLists: () => [...questionBankKeys.all, 'questions'] as const,
  questions: (body: GetQuestionsBody) => [...questionBankKeys.questionLists(), 'list', body] as const,
  question: (questionId: number) => [...questionBankKeys.questionLists(), 'one', questionId] as const,
  answerSheets: () => [...questionBankKeys.all, 'answerSheet'] as const,
  answerSheet: (body: AnswerSheetBody) => [...questionBankKeys.answerSheets(), body] as const,
  resources: () => [...questionBankKeys.all, 'resources'] as const,
  resourceList: (q: ResourceListQuery) => [...questionBankKeys.resources(), 'list', q] as const,
  resource: (questionId: number) => [...questionBankKeys.resources(), 'one', questionId] as const,
  counts: () => [...questionBankKeys.all, 'compositionCount'] as const,
  count: (q: CompositionCountQuery) => [...questionBankKeys.counts(), q] as const,
  papers: () => [...questionBankKeys.all, 'papers'] as const,
  paperPages: (q: Omit<PaperPageQuery, 'pageNum'>) => [...questionBankKeys.papers(), 'pages', q] as const,
  paper: (studyPaperId: number, questionIds?: readonly number[]) => [...questionBankKeys.papers(), 'detail', studyPaperId, questionIds ?? null] as const,
  paperSheet: (studyPaperId: number) => [...questionBankKeys.papers(), 'sheet', studyPaperId] as const,
  reviews: () => [...questionBankKeys.all, 'review'] as const,
  reviewSummary: (majorType?: number) => [...questionBankKeys.reviews(), 'summary', majorType ?? null] as const,
};

/** What a practice answer changes: counts on the tree and bank, lists, sheets, the composition and review counts. */
export const practiceAnswerInvalidates = [
  questionBankKeys.reviews(),
  questionBankKeys.trees(),
  questionBankKeys.studyRecords(),
  questionBankKeys.categoryCounts(),
  questionBankKeys.questionLists(),
  questionBankKeys.answerSheets(),
  questionBankKeys.counts(),
] as const;
