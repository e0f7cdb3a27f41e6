/** One field of an edited record as the 数据变更 table shows it. */
export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as text: strings as they are, numbers and booleans printed, lists and objects as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields of the record before and after an edit, in the record's own order (fields only one side has are
 * listed too: a record created has no before, one deleted no after). A record that is not an object (cut at the
 * log's size cap) is one row.
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [b, a] = [valueText(before), valueText(after)];
    return b === '' && a === '' ? [] : [{ field: '', before: b, after: a, changed: b !== a }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => {
    const [b, a] = [valueText(from[field]), valueText(to[field])];
    return { field, before: b, after: a, changed: b !== a };
  });
}
