/** Parameter settings calls (spec §7 "Auth and system"; admin-only writes). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, apiTable, download, systemKeys } from '@medteach/api-client';
import { systemPaths, type ConfigBody, type SysConfig } from '@medteach/contract';

export interface ConfigFilter {
  configName?: string;
  configKey?: string;
  configType?: 'Y' | 'N';
}
export type ConfigListParams = ConfigFilter & { pageNum: number; pageSize: number };

export const configKeys = {
  all: ['system', 'configAdmin'] as const,
  list: (params: ConfigListParams) => ['system', 'configAdmin', 'list', params] as const,
};

export const configAdminQueries = {
  list: (params: ConfigListParams) =>
    queryOptions({ queryKey: configKeys.list(params), queryFn: ({ signal }) => apiTable<SysConfig>(systemPaths.configList, params, { signal }) }),
};

/** Config values read by key elsewhere are cached under systemKeys.config(key): every write drops them too. */
const invalidates = [configKeys.all, systemKeys.configs];

export const configAdminMutations = {
  save: () =>
    mutationOptions({
      mutationFn: (body: ConfigBody) => (body.configId ? apiPut(systemPaths.config, body) : apiPost(systemPaths.config, body)),
      meta: { invalidates },
    }),
  remove: () => mutationOptions({ mutationFn: (configIds: number[]) => apiDelete(`${systemPaths.config}/${configIds.join(',')}`), meta: { invalidates } }),
  refreshCache: () => mutationOptions({ mutationFn: () => apiDelete(systemPaths.configRefreshCache), meta: { invalidates } }),
};

export const exportConfigs = (filter: ConfigFilter) => download(systemPaths.configExport, filter, `config_${Date.now()}.xlsx`);
