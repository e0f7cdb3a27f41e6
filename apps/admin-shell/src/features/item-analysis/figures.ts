import type { SortOrder } from 'antd/es/table/interface';

/** Number formatting of the analysis figures, shared by the question and class tables. */
export const percent = (share: number | null) => (share == null ? '—' : `${Math.round(share * 100)}%`);
export const signed = (value: number | null) => (value == null ? '—' : value.toFixed(2));
/** A column sorter by a figure; figures that could not be computed (null, e.g. 问答题) stay last in either direction. */
export const byFigure =
  <T,>(figure: (row: T) => number | null) =>
  (a: T, b: T, order?: SortOrder) => {
    const x = figure(a);
    const y = figure(b);
    if (x == null || y == null) return x == null && y == null ? 0 : (x == null ? 1 : -1) * (order === 'descend' ? -1 : 1);
    return x - y;
  };
