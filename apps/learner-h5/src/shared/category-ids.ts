/**
 * `categoryIds` travels between the bank screens as JSON array text (spec §2: `[3,4]`), in links to the answering
 * screen and back, and in deep links that open a list pre-filtered.
 */

/** `[3,4]` → [3, 4]; a bare comma list is tolerated, anything else is no ids. */
export function parseCategoryIds(value: string | null): number[] {
  if (!value) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    raw = value.split(',');
  }
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
}

export const categoryIdsText = (ids: readonly number[]) => JSON.stringify(ids);
