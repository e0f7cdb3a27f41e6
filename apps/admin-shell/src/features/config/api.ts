/** Parameter settings calls (spec §7 "Auth and system"; admin-only writes). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, apiTable, download } from '@medteach/api-client';
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

/** Config values read by key elsewhere are cached under ['system','config',key]: every write drops them too. */
const invalidate = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: configKeys.all }), queryClient.invalidateQueries({ queryKey: ['system', 'config'] })]);

export const configAdminMutations = {
  save: (queryClient: QueryClient) => ({
    mutationFn: (body: ConfigBody) => (body.configId ? apiPut(systemPaths.config, body) : apiPost(systemPaths.config, body)),
    onSuccess: () => invalidate(queryClient),
  }),
  remove: (queryClient: QueryClient) => ({
    mutationFn: (configIds: number[]) => apiDelete(`${systemPaths.config}/${configIds.join(',')}`),
    onSuccess: () => invalidate(queryClient),
  }),
  refreshCache: (queryClient: QueryClient) => ({
    mutationFn: () => apiDelete(systemPaths.configRefreshCache),
    onSuccess: () => invalidate(queryClient),
  }),
};

export const exportConfigs = (filter: ConfigFilter) => download(systemPaths.configExport, filter, `config_${Date.now()}.xlsx`);
