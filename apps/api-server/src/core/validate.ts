import type { z } from 'zod';
import { badRequest } from './errors';

/** How the refusal of fields a write does not know begins (the names follow, joined with 、). */
export const UNKNOWN_FIELDS_MSG = '不支持的字段：';

/**
 * Parse input against a contract schema; the first issue becomes a Chinese `{code: 400, msg}`. Fields the schema
 * does not know are named before anything else: the contract's objects are strict (libs/contract/src/zod.ts), and a
 * caller who sends a field under a name the server does not use should learn that, not that another one is missing.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const unknown = unknownFields(result.error.issues);
  if (unknown.length) throw badRequest(`${UNKNOWN_FIELDS_MSG}${unknown.join('、')}`);
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const msg = isChinese(issue.message) ? issue.message : `参数${field ? ` ${field} ` : ''}格式不正确`;
  throw badRequest(msg);
}

/**
 * The fields no schema of the input's place declares: `data.foo` for a nested object's field (list positions left
 * out). Of a union (one of several bodies), only the fields none of its shapes knows.
 */
function unknownFields(issues: readonly z.core.$ZodIssue[]): string[] {
  const found = new Set<string>();
  for (const issue of issues) {
    const at = issue.path.filter((p) => typeof p === 'string');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) found.add([...at, key].join('.'));
    } else if (issue.code === 'invalid_union' && issue.errors.length) {
      // A branch's issues are placed relative to the union.
      const [first, ...others] = issue.errors.map((branch) => new Set(unknownFields(branch)));
      for (const name of first) if (others.every((branch) => branch.has(name))) found.add([...at, name].join('.'));
    }
  }
  return [...found];
}

const isChinese = (s: string) => /[\u4e00-\u9fa5]/.test(s);
