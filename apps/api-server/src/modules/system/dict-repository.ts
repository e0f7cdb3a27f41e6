import type { DictData, DictDataBody } from '@medteach/contract';
import type { Selectable } from 'kysely';
import type { SysDictDataTable } from '../../db/tables';
import { containsText, countRows, onePage, type Page } from './sql-filter';
import type { Queryable } from '../../db/queryable';

export const toDictData = (r: Selectable<SysDictDataTable>): DictData => ({
  dictCode: r.dict_code,
  dictSort: r.dict_sort,
  dictLabel: r.dict_label,
  dictValue: r.dict_value,
  dictType: r.dict_type,
  cssClass: r.css_class,
  listClass: r.list_class,
  isDefault: r.is_default as DictData['isDefault'],
  status: r.status as DictData['status'],
  remark: r.remark,
  createTime: r.create_time,
});

/** `sys_dict_data.status` of an enabled entry. */
const ENABLED = '0';

/** Enabled entries of one dictionary type in display order, uncached (dict-store.ts caches them). */
export async function enabledDictEntries(db: Queryable, dictType: string): Promise<DictData[]> {
  const rows = await db
    .selectFrom('sys_dict_data')
    .selectAll()
    .where('dict_type', '=', dictType)
    .where('status', '=', ENABLED)
    .orderBy('dict_sort')
    .orderBy('dict_code')
    .execute();
  return rows.map(toDictData);
}

export interface DictFilter {
  dictType?: string;
  dictLabel?: string;
  status?: '0' | '1';
}

const filtered = (db: Queryable, f: DictFilter) => {
  let query = db.selectFrom('sys_dict_data');
  if (f.dictType) query = query.where('dict_type', '=', f.dictType);
  if (f.dictLabel) query = query.where(containsText('dict_label', f.dictLabel));
  if (f.status) query = query.where('status', '=', f.status);
  return query;
};

export async function listDictData(db: Queryable, f: DictFilter, page?: Page): Promise<{ total: number; rows: DictData[] }> {
  const rows = await onePage(filtered(db, f).selectAll().orderBy('dict_type').orderBy('dict_sort').orderBy('dict_code'), page).execute();
  return { total: await countRows(filtered(db, f)), rows: rows.map(toDictData) };
}

export async function getDictData(db: Queryable, dictCode: number): Promise<DictData | undefined> {
  const row = await db.selectFrom('sys_dict_data').selectAll().where('dict_code', '=', dictCode).executeTakeFirst();
  return row && toDictData(row);
}

const columns = (b: DictDataBody) => ({
  dict_sort: b.dictSort,
  dict_label: b.dictLabel,
  dict_value: b.dictValue,
  dict_type: b.dictType,
  css_class: b.cssClass,
  list_class: b.listClass,
  is_default: b.isDefault,
  status: b.status,
  remark: b.remark,
});

export async function insertDictData(db: Queryable, b: DictDataBody): Promise<number> {
  const { dict_code } = await db.insertInto('sys_dict_data').values(columns(b)).returning('dict_code').executeTakeFirstOrThrow();
  return dict_code;
}

/** Returns false when no such entry exists. */
export async function updateDictData(db: Queryable, dictCode: number, b: DictDataBody): Promise<boolean> {
  const result = await db.updateTable('sys_dict_data').set(columns(b)).where('dict_code', '=', dictCode).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDictData(db: Queryable, dictCodes: number[]): Promise<number> {
  if (!dictCodes.length) return 0;
  const result = await db.deleteFrom('sys_dict_data').where('dict_code', 'in', dictCodes).executeTakeFirst();
  return Number(result.numDeletedRows);
}
