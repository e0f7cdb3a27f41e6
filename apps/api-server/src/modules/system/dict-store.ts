import type { DictData, DictDataBody } from '@medteach/contract';
import type { Db } from '../../db/db';
import { LIKE, containsPattern, whereClause } from './sql-filter';

interface DictRow {
  dict_code: number;
  dict_sort: number;
  dict_label: string;
  dict_value: string;
  dict_type: string;
  css_class: string;
  list_class: string;
  is_default: 'Y' | 'N';
  status: '0' | '1';
  remark: string;
  create_time: string;
}

export const toDictData = (r: DictRow): DictData => ({
  dictCode: r.dict_code,
  dictSort: r.dict_sort,
  dictLabel: r.dict_label,
  dictValue: r.dict_value,
  dictType: r.dict_type,
  cssClass: r.css_class,
  listClass: r.list_class,
  isDefault: r.is_default,
  status: r.status,
  remark: r.remark,
  createTime: r.create_time,
});

/** Dictionary data by type, cached per database; every write clears the cache (RuoYi DictUtils). */
const byTypeCache = new WeakMap<Db, Map<string, DictData[]>>();

/** Enabled entries of one dictionary type in display order (what clients and other modules read). */
export function dictByType(db: Db, dictType: string): DictData[] {
  let cache = byTypeCache.get(db);
  if (!cache) byTypeCache.set(db, (cache = new Map()));
  let entries = cache.get(dictType);
  if (!entries) {
    const rows = db
      .prepare("SELECT * FROM sys_dict_data WHERE dict_type = ? AND status = '0' ORDER BY dict_sort, dict_code")
      .all(dictType) as DictRow[];
    entries = rows.map(toDictData);
    cache.set(dictType, entries);
  }
  return entries;
}

export const clearDictCache = (db: Db) => byTypeCache.delete(db);

export interface DictFilter {
  dictType?: string;
  dictLabel?: string;
  status?: '0' | '1';
}

const where = (f: DictFilter) =>
  whereClause([
    ['dict_type = ?', f.dictType],
    [`dict_label ${LIKE}`, containsPattern(f.dictLabel)],
    ['status = ?', f.status],
  ]);

export function listDictData(db: Db, f: DictFilter, page?: { pageNum: number; pageSize: number }) {
  const w = where(f);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM sys_dict_data ${w.sql}`).get(...w.args) as { n: number }).n;
  const limit = page ? ` LIMIT ${page.pageSize} OFFSET ${(page.pageNum - 1) * page.pageSize}` : '';
  const rows = db.prepare(`SELECT * FROM sys_dict_data ${w.sql} ORDER BY dict_type, dict_sort, dict_code${limit}`).all(...w.args) as DictRow[];
  return { total, rows: rows.map(toDictData) };
}

export function getDictData(db: Db, dictCode: number): DictData | undefined {
  const row = db.prepare('SELECT * FROM sys_dict_data WHERE dict_code = ?').get(dictCode) as DictRow | undefined;
  return row && toDictData(row);
}

const columns = (b: DictDataBody) => [b.dictSort, b.dictLabel, b.dictValue, b.dictType, b.cssClass, b.listClass, b.isDefault, b.status, b.remark];

export function insertDictData(db: Db, b: DictDataBody): number {
  const r = db
    .prepare(
      `INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type, css_class, list_class, is_default, status, remark)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(...columns(b));
  clearDictCache(db);
  return Number(r.lastInsertRowid);
}

/** Returns false when no such entry exists. */
export function updateDictData(db: Db, dictCode: number, b: DictDataBody): boolean {
  const r = db
    .prepare(
      `UPDATE sys_dict_data SET dict_sort = ?, dict_label = ?, dict_value = ?, dict_type = ?, css_class = ?, list_class = ?,
       is_default = ?, status = ?, remark = ? WHERE dict_code = ?`,
    )
    .run(...columns(b), dictCode);
  clearDictCache(db);
  return r.changes > 0;
}

export function deleteDictData(db: Db, dictCodes: number[]): number {
  const del = db.prepare('DELETE FROM sys_dict_data WHERE dict_code = ?');
  const removed = db.transaction(() => dictCodes.reduce((n, code) => n + del.run(code).changes, 0))();
  clearDictCache(db);
  return removed;
}
