/**
 * Dictionary data by type (fetched once per type and cached, as RuoYi's console does) and config
 * values by key. `staleTime: Infinity` makes React Query fetch each type once per client.
 *
 *   const { data: examTypes } = useQuery(dictQueries.byType(DictType.EXAM_TYPE));   // [{label, value, …}]
 *   const { data: value } = useQuery(configQueries.byKey('sys.account.registerUser'));
 */
import { queryOptions } from '@tanstack/react-query';
import { systemPaths, type DictData } from '@medteach/contract';
import { apiGet, apiRaw } from '../core/http';

/** The shape screens use (RuoYi `useDict`). */
export interface DictOption {
  label: string;
  value: string;
  listClass: string;
  cssClass: string;
  raw: DictData;
}

export const toDictOption = (d: DictData): DictOption => ({
  label: d.dictLabel,
  value: d.dictValue,
  listClass: d.listClass,
  cssClass: d.cssClass,
  raw: d,
});

/** Labels for a value that may hold several comma-joined values; unmatched values stay as text. */
export function dictLabels(options: readonly DictOption[], value: string | number | null | undefined): string[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(',')
    .map((v) => options.find((o) => o.value === v)?.label ?? v);
}

export async function getDictByType(dictType: string, signal?: AbortSignal): Promise<DictOption[]> {
  const rows = await apiGet<DictData[] | null>(`${systemPaths.dictDataByType}/${encodeURIComponent(dictType)}`, undefined, { signal });
  return (rows ?? []).map(toDictOption);
}

/** RuoYi answers configKey with the value in `msg` (newer back ends also in `data`). */
export async function getConfigByKey(configKey: string, signal?: AbortSignal): Promise<string> {
  const body = await apiRaw<{ msg?: string; data?: unknown }>({
    url: `${systemPaths.configByKey}/${encodeURIComponent(configKey)}`,
    method: 'get',
    signal,
  });
  return typeof body.data === 'string' ? body.data : (body.msg ?? '');
}

export const systemKeys = {
  /** Every dictionary's options (what a dictionary write invalidates). */
  dicts: ['system', 'dict'] as const,
  dict: (dictType: string) => ['system', 'dict', dictType] as const,
  /** Every config value read by key. */
  configs: ['system', 'config'] as const,
  config: (configKey: string) => ['system', 'config', configKey] as const,
};

export const dictQueries = {
  byType: (dictType: string) =>
    queryOptions({ queryKey: systemKeys.dict(dictType), queryFn: ({ signal }) => getDictByType(dictType, signal), staleTime: Infinity }),
};
export const configQueries = {
  byKey: (configKey: string) =>
    queryOptions({ queryKey: systemKeys.config(configKey), queryFn: ({ signal }) => getConfigByKey(configKey, signal), staleTime: Infinity }),
};
