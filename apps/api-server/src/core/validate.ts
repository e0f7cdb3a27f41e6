import type { z } from 'zod';
import { badRequest } from './errors';

/** Parse input against a contract schema; the first issue becomes a Chinese `{code: 400, msg}`. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const msg = isChinese(issue.message) ? issue.message : `参数${field ? ` ${field} ` : ''}格式不正确`;
  throw badRequest(msg);
}

const isChinese = (s: string) => /[\u4e00-\u9fa5]/.test(s);
