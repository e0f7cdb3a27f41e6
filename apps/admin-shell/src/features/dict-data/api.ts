/** Dictionary data management calls (spec §7 "Auth and system"; admin-only writes). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable, download, systemKeys } from '@medteach/api-client';
import { systemPaths, type DictData, type DictDataBody } from '@medteach/contract';

export interface DictDataFilter {
  dictType?: string;
  dictLabel?: string;
  status?: '0' | '1';
}
export type DictDataListParams = DictDataFilter & { pageNum: number; pageSize: number };

export const dictDataKeys = {
  all: ['system', 'dictData'] as const,
  list: (params: DictDataListParams) => ['system', 'dictData', 'list', params] as const,
};

export const dictDataQueries = {
  list: (params: DictDataListParams) =>
    queryOptions({
      queryKey: dictDataKeys.list(params),
      queryFn: ({ signal }) => apiTable<DictData>(systemPaths.dictDataList, params, { signal }),
    }),
};

export const getDictData = (dictCode: number) => apiGet<DictData>(`${systemPaths.dictData}/${dictCode}`);

/** Writes refresh the list and the edited type's options (labels shown everywhere through dict tags). */
const invalidate = (queryClient: QueryClient, dictType?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dictDataKeys.all }),
    dictType ? queryClient.invalidateQueries({ queryKey: systemKeys.dict(dictType) }) : undefined,
  ]);

export const dictDataMutations = {
  save: (queryClient: QueryClient) => ({
    mutationFn: (body: DictDataBody) => (body.dictCode ? apiPut(systemPaths.dictData, body) : apiPost(systemPaths.dictData, body)),
    onSuccess: (_: unknown, body: DictDataBody) => invalidate(queryClient, body.dictType),
  }),
  remove: (queryClient: QueryClient) => ({
    mutationFn: ({ dictCodes }: { dictCodes: number[]; dictTypes: string[] }) => apiDelete(`${systemPaths.dictData}/${dictCodes.join(',')}`),
    onSuccess: (_: unknown, { dictTypes }: { dictTypes: string[] }) => Promise.all(dictTypes.map((t) => invalidate(queryClient, t))),
  }),
};

/** RuoYi export file name: `dict_data_<timestamp>.xlsx`. */
export const exportDictData = (filter: DictDataFilter) => download(systemPaths.dictDataExport, filter, `dict_data_${Date.now()}.xlsx`);
