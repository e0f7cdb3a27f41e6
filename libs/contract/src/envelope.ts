import { z } from 'zod';

/** RuoYi response envelope: `{code, msg, data}`; lists `{code, msg, total, rows}`. */
export interface AjaxResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
export interface TableResult<T = unknown> {
  code: number;
  msg: string;
  total: number;
  rows: T[];
}

/** Business codes the clients act on (spec §8, REFERENCE-BEHAVIOURS.md). */
export const ResultCode = {
  SUCCESS: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  ERROR: 500,
  WARN: 601,
} as const;

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Numeric id in a path or query, as text or number. */
export const idParam = z.coerce.number().int().positive().max(2 ** 31);
/** Comma-joined list of ids, e.g. `1,2,3`. */
export const idList = z
  .union([z.string().max(20000), z.array(z.coerce.number())])
  .transform((v, ctx) => {
    const parts = Array.isArray(v) ? v.map(Number) : v.split(',').filter(Boolean).map(Number);
    if (parts.some((n) => !Number.isInteger(n) || n <= 0)) {
      ctx.addIssue({ code: 'custom', message: '编号格式不正确' });
      return z.NEVER;
    }
    return parts;
  });
