/** 题库 back-office calls (`/exam/studyBank`, `/exam/category`, `/exam/question`; admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable } from '@medteach/api-client';
import {
  knowledgeAdminPaths,
  productAdminPaths,
  questionAdminPaths as paths,
  type BankQuestion,
  type CategoryAdminRow,
  type CategoryBody,
  type KnowledgeRow,
  type QuestionAdminDetail,
  type QuestionAdminRow,
  type QuestionBody,
  type QuestionDeleteImpact,
  type QuestionMoveBody,
  type StudyBankAdminRow,
  type StudyBankBody,
} from '@medteach/contract';
import { crudResource, type Paged } from '../../shared/crud/crud-resource';

export interface StudyBankFilter {
  majorType?: number;
  studyBankName?: string;
}
export interface QuestionFilter {
  content?: string;
  type?: number;
  majorType?: number;
  categoryId?: number;
  hasMedia?: boolean;
}

/** Picks offered by selects (the server's page-size ceiling). */
const PICK_PAGE = { pageNum: 1, pageSize: 500 };
/** Knowledge articles offered per search in the question form. */
const KNOWLEDGE_PICKS = 30;

export const questionAdminKeys = {
  all: ['questionAdmin'] as const,
  banks: (params: Paged<StudyBankFilter>) => [...questionAdminKeys.all, 'banks', params] as const,
  categories: (majorType?: number, categoryName?: string) => [...questionAdminKeys.all, 'categories', majorType ?? null, categoryName ?? ''] as const,
  questions: (params: Paged<QuestionFilter>) => [...questionAdminKeys.all, 'questions', params] as const,
  question: (id: number) => [...questionAdminKeys.all, 'question', id] as const,
  products: () => [...questionAdminKeys.all, 'products'] as const,
  knowledge: (title: string) => [...questionAdminKeys.all, 'knowledge', title] as const,
};

// The question bank has no export here (试题 export and import: ./import).
const banks = crudResource<StudyBankAdminRow, StudyBankBody, StudyBankFilter>({ base: paths.studyBank, listPath: paths.studyBankList, idName: 'studyBankId', listKey: questionAdminKeys.banks });
const questions = crudResource<QuestionAdminRow, QuestionBody, QuestionFilter>({ base: paths.question, listPath: paths.questionList, idName: 'questionId', listKey: questionAdminKeys.questions });

export const questionAdminQueries = {
  banks: banks.list,
  categories: (majorType?: number, categoryName?: string) =>
    queryOptions({
      queryKey: questionAdminKeys.categories(majorType, categoryName),
      queryFn: ({ signal }) => apiGet<CategoryAdminRow[]>(paths.categoryList, { majorType, categoryName }, { signal }),
    }),
  questions: questions.list,
  question: (id: number) =>
    queryOptions({ queryKey: questionAdminKeys.question(id), queryFn: ({ signal }) => apiGet<QuestionAdminDetail>(`${paths.question}/${id}`, undefined, { signal }), staleTime: 0 }),
  /** The products a lock can name (商品与订单's list). */
  products: () =>
    queryOptions({
      queryKey: questionAdminKeys.products(),
      queryFn: ({ signal }) => apiTable<{ id: number; name: string; skillId: number }>(productAdminPaths.list, PICK_PAGE, { signal }),
    }),
  /** Knowledge articles whose title holds `title` (医学知识's list), for the question's 知识点. */
  knowledge: (title: string) =>
    queryOptions({
      queryKey: questionAdminKeys.knowledge(title),
      queryFn: ({ signal }) => apiTable<KnowledgeRow>(knowledgeAdminPaths.list, { title: title || undefined, pageNum: 1, pageSize: KNOWLEDGE_PICKS }, { signal }),
    }),
};

/** Every write makes the console's lists stale (a question's count shows on its category and bank). */
const invalidates = [questionAdminKeys.all] as const;

export const questionAdminMutations = {
  saveBank: () => ({ mutationFn: banks.save, meta: { invalidates } }),
  removeBanks: () => ({ mutationFn: banks.remove, meta: { invalidates } }),
  saveCategory: () => ({
    mutationFn: async (body: CategoryBody): Promise<void> => void (body.categoryId ? await apiPut(paths.category, body) : await apiPost(paths.category, body)),
    meta: { invalidates },
  }),
  removeCategories: () => ({ mutationFn: (ids: number[]) => apiDelete(`${paths.category}/${ids.join(',')}`), meta: { invalidates } }),
  saveQuestion: () => ({ mutationFn: questions.save, meta: { invalidates } }),
  removeQuestions: () => ({ mutationFn: questions.remove, meta: { invalidates } }),
  moveQuestions: () => ({ mutationFn: (body: QuestionMoveBody) => apiPut(paths.questionMove, body), meta: { invalidates } }),
};

export const deleteImpact = (ids: number[]) => apiGet<QuestionDeleteImpact>(`${paths.questionDeleteImpact}/${ids.join(',')}`);
/** The question as the phone receives it: a saved one by id, or the dialog's draft. */
export const previewSaved = (id: number) => apiGet<BankQuestion[]>(`${paths.questionPreview}/${id}`);
export const previewDraft = (body: QuestionBody) => apiPost<BankQuestion[]>(paths.questionPreview, body);
