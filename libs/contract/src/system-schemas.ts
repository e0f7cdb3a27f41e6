/**
 * System request schemas (dictionaries, configs, agreement), apart from system.ts's paths and types, which the
 * apps' entry chunks import: a bundler places a module in one chunk whole, so schemas beside those paths pulled
 * zod (~25 kB gzip) into every entry; here they travel with the pages and the server that validate with them.
 */
import * as z from './zod';
import { pageQuery } from './envelope';

const dictKey = /*#__PURE__*/ z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_]+$/, '字典类型只能包含字母、数字和下划线');
/** `GET /system/dict/data/type/{dictType}` path parameter. */
export const dictTypeParams = /*#__PURE__*/ z.object({ dictType: dictKey });
export const dictDataQuery = /*#__PURE__*/ pageQuery.extend({
  dictType: /*#__PURE__*/ dictKey.optional(),
  dictLabel: /*#__PURE__*/ z.string().trim().max(100).optional(),
  status: /*#__PURE__*/ z.enum(['0', '1']).optional(),
});
/** Export filters: the list filters without paging (sent form-encoded by the download helper). */
export const dictDataExportQuery = /*#__PURE__*/ dictDataQuery.omit({ pageNum: true, pageSize: true }).strict();
export const dictDataBody = /*#__PURE__*/ z.object({
  dictCode: /*#__PURE__*/ z.coerce.number().int().positive().max(2 ** 31).optional(),
  dictSort: /*#__PURE__*/ z.coerce.number().int().min(0).max(9999).default(0),
  dictLabel: /*#__PURE__*/ z.string({ error: '数据标签不能为空' }).trim().min(1, '数据标签不能为空').max(100, '数据标签长度不能超过100个字符'),
  dictValue: /*#__PURE__*/ z.string({ error: '数据键值不能为空' }).trim().min(1, '数据键值不能为空').max(100, '数据键值长度不能超过100个字符'),
  dictType: dictKey,
  cssClass: /*#__PURE__*/ z.string().trim().max(100).default(''),
  listClass: /*#__PURE__*/ z.enum(['', 'default', 'primary', 'success', 'info', 'warning', 'danger']).default('default'),
  isDefault: /*#__PURE__*/ z.enum(['Y', 'N']).default('N'),
  status: /*#__PURE__*/ z.enum(['0', '1']).default('0'),
  remark: /*#__PURE__*/ z.string().max(500).default(''),
});
export type DictDataBody = z.infer<typeof dictDataBody>;

export const configQuery = /*#__PURE__*/ pageQuery.extend({
  configName: /*#__PURE__*/ z.string().trim().max(100).optional(),
  configKey: /*#__PURE__*/ z.string().trim().max(100).optional(),
  configType: /*#__PURE__*/ z.enum(['Y', 'N']).optional(),
});
export const configExportQuery = /*#__PURE__*/ configQuery.omit({ pageNum: true, pageSize: true }).strict();
export const configBody = /*#__PURE__*/ z.object({
  configId: /*#__PURE__*/ z.coerce.number().int().positive().max(2 ** 31).optional(),
  configName: /*#__PURE__*/ z.string({ error: '参数名称不能为空' }).trim().min(1, '参数名称不能为空').max(100, '参数名称不能超过100个字符'),
  configKey: /*#__PURE__*/ z.string({ error: '参数键名不能为空' }).trim().min(1, '参数键名不能为空').max(100, '参数键名长度不能超过100个字符'),
  configValue: /*#__PURE__*/ z.string({ error: '参数键值不能为空' }).max(500, '参数键值长度不能超过500个字符'),
  configType: /*#__PURE__*/ z.enum(['Y', 'N']).default('N'),
  remark: /*#__PURE__*/ z.string().max(500).default(''),
});
export type ConfigBody = z.infer<typeof configBody>;

/** Agreement (spec §2 "Agreement page"): query category, port, application (default 1). */
export const agreementQuery = /*#__PURE__*/ z.queryObject({
  category: /*#__PURE__*/ z.coerce.number().int().min(0).max(99).default(1),
  port: /*#__PURE__*/ z.coerce.number().int().min(0).max(99).default(1),
  application: /*#__PURE__*/ z.coerce.number().int().min(0).max(99).default(1),
});
export const agreementBody = /*#__PURE__*/ agreementQuery.strict().extend({
  title: /*#__PURE__*/ z.string().trim().min(1, '标题不能为空').max(100),
  content: /*#__PURE__*/ z.string().max(200_000, '内容过长'),
});
export type AgreementBody = z.infer<typeof agreementBody>;
