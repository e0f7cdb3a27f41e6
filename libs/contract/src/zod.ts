/**
 * The zod every contract schema is built with (`import * as z from './zod'`): zod itself, except that `z.object`
 * refuses keys it does not declare (zod's `strictObject`). A request the server accepts is stored whole, so a field
 * it does not know is refused (`不支持的字段：<name>`, core/validate.ts on the server) rather than dropped while the
 * write answers success. Schemas derived with `.extend`, `.pick`, `.omit` and `.partial` stay strict.
 *
 * `z.queryObject` is zod's own `object`, which drops unknown keys: only for query strings of reads, where links and
 * clients carry parameters the server has no use for and nothing is written. A query schema whose fields also
 * arrive as a write's body (an export's filters) is made strict again with `.strict()`.
 */
export * from 'zod';
export { strictObject as object, object as queryObject } from 'zod';
