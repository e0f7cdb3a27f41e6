/** Dictionary data management calls (spec §7 "Auth and system"; admin-only writes). */
import { mutationOptions } from '@tanstack/react-query';
import { apiGet, systemKeys } from '@medteach/api-client';
import { systemPaths, type DictData, type DictDataBody } from '@medteach/contract';
import { crudResource } from '../../shared/crud/crud-resource';

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

const dictData = crudResource<DictData, DictDataBody, DictDataFilter>({
  base: systemPaths.dictData,
  listPath: systemPaths.dictDataList,
  idName: 'dictCode',
  listKey: dictDataKeys.list,
  exportPath: systemPaths.dictDataExport,
  exportName: 'dict_data',
});

export const dictDataQueries = { list: dictData.list };

export const getDictData = (dictCode: number) => apiGet<DictData>(`${systemPaths.dictData}/${dictCode}`);

/** Writes refresh the list and every dictionary's options (labels shown everywhere through dict tags). */
const invalidates = [dictDataKeys.all, systemKeys.dicts];

export const dictDataMutations = {
  save: () => mutationOptions({ mutationFn: dictData.save, meta: { invalidates } }),
  remove: () => mutationOptions({ mutationFn: dictData.remove, meta: { invalidates } }),
};

export const exportDictData = dictData.exportXlsx;
