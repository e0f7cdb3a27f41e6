import type { AjaxResult, TableResult } from '@medteach/contract';

export const ok = <T>(data?: T, msg = '操作成功'): AjaxResult<T> =>
  data === undefined ? { code: 200, msg } : { code: 200, msg, data };

export const table = <T>(rows: T[], total: number): TableResult<T> => ({ code: 200, msg: '查询成功', total, rows });
