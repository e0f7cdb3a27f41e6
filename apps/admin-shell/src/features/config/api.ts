/** Parameter settings calls (spec §7 "Auth and system"; admin-only writes). */
import { mutationOptions } from '@tanstack/react-query';
import { apiDelete, systemKeys } from '@medteach/api-client';
import { systemPaths, type ConfigBody, type SysConfig } from '@medteach/contract';
import { crudResource } from '../../shared/crud/crud-resource';

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

const configs = crudResource<SysConfig, ConfigBody, ConfigFilter>({
  base: systemPaths.config,
  listPath: systemPaths.configList,
  idName: 'configId',
  listKey: configKeys.list,
  exportPath: systemPaths.configExport,
  exportName: 'config',
});

export const configAdminQueries = { list: configs.list };

/** Config values read by key elsewhere are cached under systemKeys.config(key): every write drops them too. */
const invalidates = [configKeys.all, systemKeys.configs];

export const configAdminMutations = {
  save: () => mutationOptions({ mutationFn: configs.save, meta: { invalidates } }),
  remove: () => mutationOptions({ mutationFn: configs.remove, meta: { invalidates } }),
  refreshCache: () => mutationOptions({ mutationFn: () => apiDelete(systemPaths.configRefreshCache), meta: { invalidates } }),
};

export const exportConfigs = configs.exportXlsx;
