/** The question bank as the paper dialogs pick from it (top-level questions by category, type and stem; admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiTable } from '@medteach/api-client';
import { courseAdminPaths as paths, type BankCategoryOption, type BankQuestionFilter, type BankQuestionRow } from '@medteach/contract';

export type BankQuestionParams = BankQuestionFilter & { pageNum: number; pageSize: number };

export const bankPickerKeys = {
  categories: ['bankPicker', 'categories'] as const,
  questions: (params: BankQuestionParams) => ['bankPicker', 'questions', params] as const,
};

export const bankPickerQueries = {
  categories: () =>
    queryOptions({ queryKey: bankPickerKeys.categories, queryFn: ({ signal }) => apiGet<BankCategoryOption[]>(paths.bankCategories, undefined, { signal }), staleTime: 60_000 }),
  questions: (params: BankQuestionParams) =>
    queryOptions({ queryKey: bankPickerKeys.questions(params), queryFn: ({ signal }) => apiTable<BankQuestionRow>(paths.bankQuestions, params, { signal }) }),
};
