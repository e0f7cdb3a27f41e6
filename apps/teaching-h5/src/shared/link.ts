type Params = Record<string, string | number | null | undefined>;

/** `path?query` from the defined, non-empty values, in the order given (spec §2 query parameter names). */
export function link(path: string, params: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** A numeric query parameter, or null when absent / not a number. */
export function numberParam(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}
