/** Dictionary data management calls (spec §7 "Auth and system"; admin-only writes). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
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

/** Writes refresh the list and every dictionary's options (labels shown everywhere through dict tags). */
const invalidates = [dictDataKeys.all, systemKeys.dicts];

export const dictDataMutations = {
  save: () =>
    mutationOptions({
      mutationFn: (body: DictDataBody) => (body.dictCode ? apiPut(systemPaths.dictData, body) : apiPost(systemPaths.dictData, body)),
      meta: { invalidates },
    }),
  remove: () => mutationOptions({ mutationFn: (dictCodes: number[]) => apiDelete(`${systemPaths.dictData}/${dictCodes.join(',')}`), meta: { invalidates } }),
};

/** RuoYi export file name: `dict_data_<timestamp>.xlsx`. */
export const exportDictData = (filter: DictDataFilter) => download(systemPaths.dictDataExport, filter, `dict_data_${Date.now()}.xlsx`);
