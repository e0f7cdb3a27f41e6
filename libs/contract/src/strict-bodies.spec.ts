import { describe, expect, it } from 'vitest';
import * as contract from './index';

type Def = { type: string; catchall?: { _zod: { def: { type: string } } }; in?: Wrapped; innerType?: Wrapped; schema?: Wrapped };
type Wrapped = { _zod: { def: Def } };

const isSchema = (v: unknown): v is Wrapped => !!v && typeof v === 'object' && '_zod' in v;

/** The object a schema checks, through optional/default wrappers, refinements, preprocessing and transforms. */
function objectOf(s: Wrapped): Def | undefined {
  const def = s._zod.def;
  if (def.type === 'object') return def;
  if (def.type === 'pipe') return (def.in && objectOf(def.in)) ?? undefined;
  const inner = def.innerType ?? def.schema;
  return inner ? objectOf(inner) : undefined;
}

/** Preprocessed schemas are pipes whose `in` is a transform: the object is their `out`. */
function objectsOf(s: Wrapped): Def[] {
  const def = s._zod.def as Def & { out?: Wrapped };
  if (def.type === 'pipe') return [def.in, def.out].filter(isSchema).flatMap(objectsOf);
  const found = objectOf(s);
  return found ? [found] : [];
}

const objects = Object.entries(contract).flatMap(([name, value]) => (isSchema(value) ? objectsOf(value).map((def) => ({ name, def })) : []));

describe('request schemas refuse fields they do not know', () => {
  it('finds the contract object schemas', () => {
    expect(objects.length).toBeGreaterThan(100);
  });

  it('every object schema is strict, except the query strings of reads (z.queryObject, named …Query)', () => {
    const lenient = objects.filter(({ def }) => def.catchall?._zod.def.type !== 'never').map(({ name }) => name);
    const misnamed = [...new Set(lenient)].filter((name) => !/Query$/.test(name) || /ExportQuery$/.test(name));
    expect(misnamed).toEqual([]);
  });

  it('names the unknown field in the issue zod reports', () => {
    const result = contract.configBody.safeParse({ configName: 'x', configKey: 'k', configValue: 'v', foo: 1 });
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['foo'] })]);
  });

  it('exports take RuoYi date ranges (params[beginTime]) and refuse other unknown fields', () => {
    expect(contract.operLogExportQuery.parse({ 'params[beginTime]': '2026-01-01', title: 'x' })).toMatchObject({ beginTime: '2026-01-01', title: 'x' });
    expect(contract.operLogExportQuery.safeParse({ pageNum: 1 }).success).toBe(false);
    expect(contract.userExportQuery.safeParse({ classId: 1, foo: 1 }).success).toBe(false);
    // A read's query string may carry parameters the server has no use for.
    expect(contract.userQuery.parse({ classId: '1', _t: '123' })).toEqual({ pageNum: 1, pageSize: 20, classId: 1 });
  });
});
