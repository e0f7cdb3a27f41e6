import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from './validate';

const strict = z.strictObject({ name: z.string({ error: '名称不能为空' }), items: z.array(z.strictObject({ id: z.number() })).optional() });
const refusal = (schema: z.ZodType, input: unknown) => {
  try {
    parse(schema, input);
  } catch (err) {
    return { code: (err as { code: number }).code, msg: (err as Error).message };
  }
  return null;
};

describe('parse', () => {
  it('names fields the schema does not know before any other issue', () => {
    expect(refusal(strict, { foo: 1, bar: 2 })).toEqual({ code: 400, msg: '不支持的字段：foo、bar' });
    expect(refusal(strict, { name: 'x', items: [{ id: 1 }, { id: 2, extra: true }] })).toEqual({ code: 400, msg: '不支持的字段：items.extra' });
  });

  it('names only what no shape of a union knows', () => {
    const either = z.strictObject({ body: z.union([z.strictObject({ a: z.string() }), z.strictObject({ b: z.string() })]) });
    expect(refusal(either, { body: { foo: 1 } })).toEqual({ code: 400, msg: '不支持的字段：body.foo' });
    expect(refusal(either, { body: { a: 1 } })?.msg).not.toContain('不支持的字段');
  });

  it("keeps the schema's Chinese message, else a generic one naming the field", () => {
    expect(refusal(strict, {})).toEqual({ code: 400, msg: '名称不能为空' });
    expect(refusal(z.strictObject({ n: z.number() }), { n: 'x' })).toEqual({ code: 400, msg: '参数 n 格式不正确' });
    expect(parse(strict, { name: 'x' })).toEqual({ name: 'x' });
  });
});
