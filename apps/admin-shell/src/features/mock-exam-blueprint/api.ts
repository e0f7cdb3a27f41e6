/** 模拟考试设置 calls (/exam/mockExam/blueprint, admin only): query-key factory, the blueprint and its save. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPut } from '@medteach/api-client';
import { mockExamPaths as paths, type MockExamBlueprint, type MockExamBlueprintBody } from '@medteach/contract';

export const blueprintKeys = {
  all: ['mockExamBlueprint'] as const,
  one: (studyBankId: number) => [...blueprintKeys.all, studyBankId] as const,
};

export const blueprintQueries = {
  one: (studyBankId: number) =>
    queryOptions({ queryKey: blueprintKeys.one(studyBankId), queryFn: ({ signal }) => apiGet<MockExamBlueprint>(`${paths.blueprint}/${studyBankId}`, undefined, { signal }), staleTime: 0 }),
};

export const blueprintMutations = {
  save: () => ({
    mutationFn: ({ studyBankId, body }: { studyBankId: number; body: MockExamBlueprintBody }) => apiPut<MockExamBlueprint>(`${paths.blueprint}/${studyBankId}`, body),
    meta: { invalidates: [blueprintKeys.all] },
  }),
};
