import type { z } from 'zod';

type Def = { type: string; shape?: Record<string, unknown>; in?: { _zod: { def: Def } }; innerType?: { _zod: { def: Def } } };

/** The keys a contract body declares, through the refinements and transforms wrapped around its object. */
export function bodyKeys(schema: z.ZodType): string[] {
  let def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  while (def.type !== 'object') {
    const inner = def.in ?? def.innerType;
    if (!inner) throw new Error(`not an object schema: ${def.type}`);
    def = inner._zod.def;
  }
  return Object.keys(def.shape ?? {});
}

/**
 * A write's body from a row as a read answers it: only the fields `schema` declares. A row carries more (createTime,
 * the names of what it refers to…), and a write refuses fields it does not know.
 */
export function bodyOf<T extends object>(schema: z.ZodType, row: T, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const keys = new Set(bodyKeys(schema));
  return { ...Object.fromEntries(Object.entries(row).filter(([k]) => keys.has(k))), ...changes };
}
