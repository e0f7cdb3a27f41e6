/**
 * Rows per INSERT of a bulk write (an import): far below both engines' bound-parameter limits for the widest rows
 * written this way (about ten columns).
 */
export const INSERT_CHUNK = 200;

/** Writes `rows` INSERT_CHUNK at a time through `insert`, which returns the new ids; `progress` hears the count written so far. */
export async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<number[]>, progress: (done: number) => void): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    ids.push(...(await insert(rows.slice(start, start + INSERT_CHUNK))));
    progress(ids.length);
  }
  return ids;
}
