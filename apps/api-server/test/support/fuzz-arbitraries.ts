import fc from 'fast-check';
import type { z } from 'zod';
import * as contract from '@medteach/contract';
import { TARGET_SHAPES } from './request-targets';

/**
 * Hostile scalars every endpoint must survive: wrong types, out-of-range and huge numbers, path and SQL tricks,
 * control characters, unicode, malformed percent-encoding. None of them contains a stack-trace look-alike, so a
 * body that echoes one back is not mistaken for a leak.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2147483648',
  'abc',
  '1,2,abc',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "1' OR '1'='1",
  "'; DROP TABLE sys_user; --",
  '%00',
  'a\u0000b',
  '\u202e\u0000\u001f',
  '<script>window.__xss=1</script>',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 中文 🙂',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  'x'.repeat(5000),
];

export const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1.5, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('id', '__proto__', 'constructor', 'x'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

const isSchema = (v: unknown): v is AnySchema => !!v && typeof v === 'object' && '_zod' in v;

/** Every object schema the contract exports (request shapes of all domains). */
export const CONTRACT_OBJECT_SCHEMAS: [string, AnySchema][] = (Object.entries(contract) as [string, unknown][]).filter(
  (e): e is [string, AnySchema] => isSchema(e[1]) && e[1]._zod.def.type === 'object',
);

/** Field names the contract uses anywhere: fuzzed queries and bodies use real names so validation is reached. */
export const CONTRACT_FIELD_NAMES: string[] = [...new Set(CONTRACT_OBJECT_SCHEMAS.flatMap(([, s]) => Object.keys(shapeOf(s))))].sort();

function shapeOf(s: AnySchema): Record<string, AnySchema> {
  return (s._zod.def.shape ?? {}) as Record<string, AnySchema>;
}

function checkValue(s: AnySchema, check: string, key: 'minimum' | 'maximum' | 'value'): number | undefined {
  const checks = (s._zod.def.checks ?? []) as unknown as { _zod: { def: Record<string, unknown> } }[];
  const found = checks.map((c) => c._zod.def).find((d) => d.check === check);
  return found ? Number(found[key]) : undefined;
}

/**
 * A value that the schema would probably accept (a best-effort generator over zod 4 definitions): the base that
 * `contractShaped` then breaks in one field, so the fuzz reaches the code behind validation too.
 */
export function plausible(s: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  const def = s._zod.def;
  switch (def.type) {
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(shapeOf(s)).map(([k, v]) => [k, depth > 3 ? fc.constant(undefined) : plausible(v, depth + 1)])));
    case 'string': {
      const max = checkValue(s, 'max_length', 'maximum') ?? 20;
      const min = checkValue(s, 'min_length', 'minimum') ?? 0;
      return fc.string({ minLength: Math.min(min, max), maxLength: Math.min(max, 30) });
    }
    case 'number':
    case 'int':
    case 'bigint':
      return fc.integer({ min: 1, max: 50 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return fc.array(plausible(def.element as AnySchema, depth + 1), { maxLength: 3 });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return plausible(def.innerType as AnySchema, depth);
    case 'pipe':
      return plausible(def.in as AnySchema, depth);
    case 'union':
      return fc.oneof(...(def.options as AnySchema[]).map((o) => plausible(o, depth + 1)));
    default:
      return hostileValue;
  }
}

/** A contract-shaped object with one field replaced by a hostile value or removed. */
export const contractShaped: fc.Arbitrary<Record<string, unknown>> = fc
  .constantFrom(...CONTRACT_OBJECT_SCHEMAS)
  .chain(([, schema]) => fc.tuple(plausible(schema) as fc.Arbitrary<Record<string, unknown>>, fc.nat(), hostileValue, fc.boolean()))
  .map(([base, pick, bad, remove]) => {
    const keys = Object.keys(base);
    if (!keys.length) return base;
    const key = keys[pick % keys.length];
    const broken = { ...base };
    if (remove) delete broken[key];
    else broken[key] = bad;
    return broken;
  });

const fieldName = fc.oneof(fc.constantFrom(...CONTRACT_FIELD_NAMES), fc.constantFrom('__proto__', 'pageNum', 'pageSize', 'token'), fc.string({ maxLength: 8 }));

/** A query string of contract field names with hostile (sometimes repeated, sometimes raw) values. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.tuple(fieldName, hostileString), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
  fc.constantFrom('%E0%A4%A', 'a=%', '&&&=', 'pageNum=1&pageNum=2&pageSize=-5', 'pageSize=100000000', '=x', 'a[b][c]=1'),
);

/** A path parameter: hostile strings, percent-encoded so the request line itself stays valid. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((v) => v.length > 0).map((v) => encodeURIComponent(v)),
  fc.constantFrom('%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%FF', '1%00', '-0'),
);

const BOUNDARY = 'fuzzboundary';
export const MANY_FIELDS_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body of `count` plain fields, then optionally a tiny PNG under the upload field name. */
export function manyFields(count: number, withFile: boolean): string {
  let body = '';
  for (let i = 0; i < count; i++) body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`;
  if (withFile) body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n`;
  return `${body}--${BOUNDARY}--\r\n`;
}

export interface FuzzBody {
  contentType?: string;
  payload?: string;
}

/** Request bodies: missing, malformed JSON, wrong JSON types, contract-shaped with a broken field, wrong content type. */
export const hostileBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constant<FuzzBody>({}),
  fc.constantFrom('{"a":', '{', '[1,2', 'null', '"x"', '{"__proto__":{"admin":true}}', '\u0000').map((p): FuzzBody => ({ contentType: 'application/json', payload: p })),
  hostileValue.map((v): FuzzBody => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' })),
  fc.dictionary(fieldName, hostileValue, { maxKeys: 6 }).map((o): FuzzBody => ({ contentType: 'application/json', payload: JSON.stringify(o) })),
  contractShaped.map((o): FuzzBody => ({ contentType: 'application/json', payload: JSON.stringify(o) })),
  fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x').map((t): FuzzBody => ({ contentType: t, payload: 'a=1&b=%&<x/>' })),
  // Issue 14 row 10: more form fields than the multipart limit (20), with or without a file after them.
  fc.tuple(fc.integer({ min: 21, max: 40 }), fc.boolean()).map(([fields, withFile]): FuzzBody => ({ contentType: MANY_FIELDS_TYPE, payload: manyFields(fields, withFile) })),
);

type Mangle = (path: string, host: string) => string;

/** One letter of the path percent-encoded, in either hex case. */
const encodeOneLetter: fc.Arbitrary<Mangle> = fc.tuple(fc.nat(), fc.boolean()).map(([n, upper]) => (path) => {
  const letters = [...path.matchAll(/[A-Za-z]/g)];
  if (!letters.length) return path;
  const { index } = letters[n % letters.length];
  const code = path.charCodeAt(index).toString(16);
  return `${path.slice(0, index)}%${upper ? code.toUpperCase() : code}${path.slice(index + 1)}`;
});

/**
 * A request target mangled the ways routers and proxies disagree on: the fixed shapes of request-targets.ts and
 * single encoded letters, one to three applied in turn.
 */
export const hostileTarget: fc.Arbitrary<Mangle> = fc
  .array(fc.oneof(fc.constantFrom(...TARGET_SHAPES.map((s) => s.target)), encodeOneLetter), { minLength: 1, maxLength: 3 })
  .map((mangles) => (path, host) => mangles.reduce((target, mangle) => (/^https?:/.test(target) ? target : mangle(target, host)), path));
