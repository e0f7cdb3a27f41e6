import { isSecretConfigKey, type ConfigBody, type SysConfig } from '@medteach/contract';
import type { Db } from '../../db/db';
import { LIKE, containsPattern, whereClause } from './sql-filter';

interface ConfigRow {
  config_id: number;
  config_name: string;
  config_key: string;
  config_value: string;
  config_type: 'Y' | 'N';
  remark: string;
  create_time: string;
}

/** A config as the console sees it: a secret's value never leaves the server (issue 14 row 6), only whether it is set. */
const toConfig = (r: ConfigRow): SysConfig => {
  const base = { configId: r.config_id, configName: r.config_name, configKey: r.config_key, configType: r.config_type, remark: r.remark, createTime: r.create_time };
  if (!isSecretConfigKey(r.config_key)) return { ...base, configValue: r.config_value };
  return { ...base, configValue: '', secret: true, valueSet: r.config_value !== '' };
};

/** Config values by key, cached per database; writes and `refreshCache` clear it. */
const valueCache = new WeakMap<Db, Map<string, string>>();

/** The value of a config key ('' when missing, as RuoYi). Other modules read settings through this. */
export function configValue(db: Db, key: string): string {
  let cache = valueCache.get(db);
  if (!cache) valueCache.set(db, (cache = new Map()));
  let value = cache.get(key);
  if (value === undefined) {
    const row = db.prepare('SELECT config_value FROM sys_config WHERE config_key = ?').get(key) as { config_value: string } | undefined;
    value = row?.config_value ?? '';
    cache.set(key, value);
  }
  return value;
}

export const configFlag = (db: Db, key: string) => configValue(db, key) === 'true';
export const clearConfigCache = (db: Db) => valueCache.delete(db);

export interface ConfigFilter {
  configName?: string;
  configKey?: string;
  configType?: 'Y' | 'N';
}

export function listConfigs(db: Db, f: ConfigFilter, page?: { pageNum: number; pageSize: number }) {
  const { sql: w, args } = whereClause([
    [`config_name ${LIKE}`, containsPattern(f.configName)],
    [`config_key ${LIKE}`, containsPattern(f.configKey)],
    ['config_type = ?', f.configType],
  ]);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM sys_config ${w}`).get(...args) as { n: number }).n;
  const limit = page ? ` LIMIT ${page.pageSize} OFFSET ${(page.pageNum - 1) * page.pageSize}` : '';
  const rows = db.prepare(`SELECT * FROM sys_config ${w} ORDER BY config_id${limit}`).all(...args) as ConfigRow[];
  return { total, rows: rows.map(toConfig) };
}

export function getConfig(db: Db, configId: number): SysConfig | undefined {
  const row = db.prepare('SELECT * FROM sys_config WHERE config_id = ?').get(configId) as ConfigRow | undefined;
  return row && toConfig(row);
}

/** True when another config (not `exceptId`) already uses the key. */
export function configKeyTaken(db: Db, key: string, exceptId = 0): boolean {
  return !!db.prepare('SELECT 1 FROM sys_config WHERE config_key = ? AND config_id <> ?').get(key, exceptId);
}

export function insertConfig(db: Db, b: ConfigBody): number {
  const r = db
    .prepare('INSERT INTO sys_config (config_name, config_key, config_value, config_type, remark) VALUES (?, ?, ?, ?, ?)')
    .run(b.configName, b.configKey, b.configValue, b.configType, b.remark);
  clearConfigCache(db);
  return Number(r.lastInsertRowid);
}

/** Secrets are write-only: saving one with an empty value keeps the stored value (the console never had it). */
export function updateConfig(db: Db, configId: number, b: ConfigBody): boolean {
  const keep = isSecretConfigKey(b.configKey) && b.configValue === '';
  const r = db
    .prepare('UPDATE sys_config SET config_name = ?, config_key = ?, config_value = CASE WHEN ? THEN config_value ELSE ? END, config_type = ?, remark = ? WHERE config_id = ?')
    .run(b.configName, b.configKey, keep ? 1 : 0, b.configValue, b.configType, b.remark, configId);
  clearConfigCache(db);
  return r.changes > 0;
}

export function deleteConfigs(db: Db, configIds: number[]) {
  const del = db.prepare('DELETE FROM sys_config WHERE config_id = ?');
  db.transaction(() => configIds.forEach((id) => del.run(id)))();
  clearConfigCache(db);
}
