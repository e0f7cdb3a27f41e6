/**
 * Request schemas every domain builds on (paging, ids), apart from envelope.ts's ResultCode, which every app's
 * entry chunk imports: a bundler places a module in one chunk whole (issue 9 bundle budget).
 */
import * as z from './zod';

export const pageQuery = /*#__PURE__*/ z.queryObject({
  pageNum: /*#__PURE__*/ z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: /*#__PURE__*/ z.coerce.number().int().min(1).max(500).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The largest id a path, query or list may name: beyond every stored id, and inside both engines' integer range. */
const MAX_ID = 2 ** 31;
/** Numeric id in a path or query, as text or number. */
export const idParam = /*#__PURE__*/ z.coerce.number().int().positive().max(MAX_ID);
/** Comma-joined list of ids, e.g. `1,2,3`. */
export const idList = /*#__PURE__*/ z
  .union([/*#__PURE__*/ z.string().max(20000), /*#__PURE__*/ z.array(/*#__PURE__*/ z.coerce.number())])
  .transform((v, ctx) => {
    const parts = Array.isArray(v) ? v.map(Number) : v.split(',').filter(Boolean).map(Number);
    // An id past MAX_ID (99999999999999999999999) overflowed PostgreSQL's bigint: a 500 there, found by the fuzz harness.
    if (parts.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_ID)) {
      ctx.addIssue({ code: 'custom', message: '编号格式不正确' });
      return z.NEVER;
    }
    return parts;
  });
