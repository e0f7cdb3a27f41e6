import { isSecretConfigKey, type ConfigBody, type SysConfig } from '@medteach/contract';
import type { Selectable } from 'kysely';
import type { SysConfigTable } from '../../db/tables';
import { containsText, countRows, onePage, type Page } from './sql-filter';
import type { Queryable } from '../../db/queryable';

type ConfigRow = Selectable<SysConfigTable>;

/** A config as the console sees it: a secret's value never leaves the server (issue 14 row 6), only whether it is set. */
const toConfig = (r: ConfigRow): SysConfig => {
  const base = {
    configId: r.config_id,
    configName: r.config_name,
    configKey: r.config_key,
    configType: r.config_type as SysConfig['configType'],
    remark: r.remark,
    createTime: r.create_time,
  };
  if (!isSecretConfigKey(r.config_key)) return { ...base, configValue: r.config_value };
  return { ...base, configValue: '', secret: true, valueSet: r.config_value !== '' };
};

export interface ConfigFilter {
  configName?: string;
  configKey?: string;
  configType?: 'Y' | 'N';
}

export async function findConfigValue(db: Queryable, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('sys_config').select('config_value').where('config_key', '=', key).executeTakeFirst();
  return row?.config_value;
}

const filtered = (db: Queryable, f: ConfigFilter) => {
  let query = db.selectFrom('sys_config');
  if (f.configName) query = query.where(containsText('config_name', f.configName));
  if (f.configKey) query = query.where(containsText('config_key', f.configKey));
  if (f.configType) query = query.where('config_type', '=', f.configType);
  return query;
};

export async function listConfigs(db: Queryable, f: ConfigFilter, page?: Page): Promise<{ total: number; rows: SysConfig[] }> {
  const rows = await onePage(filtered(db, f).selectAll().orderBy('config_id'), page).execute();
  return { total: await countRows(filtered(db, f)), rows: rows.map(toConfig) };
}

export async function getConfig(db: Queryable, configId: number): Promise<SysConfig | undefined> {
  const row = await db.selectFrom('sys_config').selectAll().where('config_id', '=', configId).executeTakeFirst();
  return row && toConfig(row);
}

/** True when another config (not `exceptId`) already uses the key. */
export async function configKeyTaken(db: Queryable, key: string, exceptId = 0): Promise<boolean> {
  const row = await db.selectFrom('sys_config').select('config_id').where('config_key', '=', key).where('config_id', '<>', exceptId).executeTakeFirst();
  return row !== undefined;
}

export async function insertConfig(db: Queryable, b: ConfigBody): Promise<number> {
  const { config_id } = await db
    .insertInto('sys_config')
    .values({ config_name: b.configName, config_key: b.configKey, config_value: b.configValue, config_type: b.configType, remark: b.remark })
    .returning('config_id')
    .executeTakeFirstOrThrow();
  return config_id;
}

/** Returns false when no such config exists. `keepValue`: leave the stored value as it is. */
export async function updateConfig(db: Queryable, configId: number, b: ConfigBody, keepValue: boolean): Promise<boolean> {
  const result = await db
    .updateTable('sys_config')
    .set({
      config_name: b.configName,
      config_key: b.configKey,
      ...(keepValue ? {} : { config_value: b.configValue }),
      config_type: b.configType,
      remark: b.remark,
    })
    .where('config_id', '=', configId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteConfigs(db: Queryable, configIds: number[]) {
  if (!configIds.length) return;
  await db.deleteFrom('sys_config').where('config_id', 'in', configIds).execute();
}
