import { QUESTION_TYPE_LABELS, toQuestionTypeValue, type QuestionTypeValue } from '@medteach/contract';

/**
 * The one-sheet question template (docs/back-office.md "试题导入"): the same columns for the downloadable
 * template, the import and the export, so an exported list imports again unchanged.
 */

/**
 * Options a row may carry: 选项A … 选项J. The question form (and the seed) allow ten,
 * so the sheet has a column for each, or a ten-option question would not survive export → import.
 */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;

export const SHEET_NAME = '试题';

export const Col = {
  TYPE: '题型',
  CATEGORY: '分类',
  STEM: '题干',
  ANSWER: '答案',
  ANALYSIS: '解析',
  KNOWLEDGE: '知识点',
  IMAGE: '图片',
  AUDIO: '音频',
  VIDEO: '视频',
  GROUP: '组号',
} as const;

export const optionColumn = (letter: string) => `选项${letter}`;

/** Column headers in sheet order. */
export const SHEET_COLUMNS: readonly string[] = [
  Col.TYPE,
  Col.CATEGORY,
  Col.STEM,
  ...OPTION_LETTERS.map(optionColumn),
  Col.ANSWER,
  Col.ANALYSIS,
  Col.KNOWLEDGE,
  Col.IMAGE,
  Col.AUDIO,
  Col.VIDEO,
  Col.GROUP,
];

/** Column widths (characters) for the template and the export: stems and analyses are long. */
export const COLUMN_WIDTHS: Readonly<Record<string, number>> = { [Col.STEM]: 48, [Col.ANALYSIS]: 40, [Col.CATEGORY]: 24, [Col.ANSWER]: 16 };

/** A sheet row by header (cells as trimmed text; a missing cell is ''). */
export type SheetCells = Readonly<Record<string, string>>;

/** The 分类 cell: first-level and second-level category names. */
export const CATEGORY_SEPARATOR = '/';

/** Alternatives of one fill-in blank in the sheet (stored as the contract's `[|]`). */
export const SHEET_ALTERNATIVE_SEPARATOR = '|';

/** A B-type group's stem when the sheet leaves it empty (as the seed writes it). */
export const B_GROUP_STEM = '（共用备选答案）';

/** 判断题 options when the row leaves them empty (the seed's). */
export const JUDGE_OPTIONS = ['正确', '错误'] as const;

/** Attachment columns by kind; extensions as spec §5 "Attachment types by extension". */
export const MEDIA_COLUMNS = [
  { column: Col.IMAGE, label: '图片', extensions: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg'] },
  { column: Col.AUDIO, label: '音频', extensions: ['mp3', 'wav', 'ogg', 'm4a', 'flac'] },
  { column: Col.VIDEO, label: '视频', extensions: ['mp4', 'webm', 'avi', 'mov', 'mkv'] },
] as const;

/** Several URLs in one media cell, or in the stored `file_url`, are comma-separated (spec: file fields). */
export const URL_SEPARATOR = ',';

/** Lower-case extension of a URL's path ('' when none). */
export function urlExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The media column a URL belongs in by its extension; null when it is none of the three kinds. */
export function mediaColumnOf(url: string): string | null {
  const ext = urlExtension(url);
  return MEDIA_COLUMNS.find((m) => (m.extensions as readonly string[]).includes(ext))?.column ?? null;
}

/** The stored `file_url` spread over the three media columns by extension (export; anything else under 图片). */
export function mediaCells(fileUrl: string): Record<string, string> {
  const cells: Record<string, string[]> = { [Col.IMAGE]: [], [Col.AUDIO]: [], [Col.VIDEO]: [] };
  for (const url of fileUrl.split(URL_SEPARATOR).map((u) => u.trim()).filter(Boolean)) cells[mediaColumnOf(url) ?? Col.IMAGE].push(url);
  return Object.fromEntries(Object.entries(cells).map(([column, urls]) => [column, urls.join(URL_SEPARATOR)]));
}

/** Short codes a 题型 cell may also use (A1 … X). */
const SHORT_TYPE_CODES: Readonly<Record<string, QuestionTypeValue>> = { A1: 0, A2: 1, A3: 2, A4: 3, B: 4, X: 5 };

/**
 * 题型 cell → type: the `cmtt_exam_type` dictionary's labels (what the console shows), the built-in labels and the
 * short codes. `dictLabels` are the dictionary's (value, label) pairs.
 */
export function typeLookup(dictLabels: readonly { value: string; label: string }[]): Map<string, QuestionTypeValue> {
  const map = new Map<string, QuestionTypeValue>();
  for (const [code, type] of Object.entries(SHORT_TYPE_CODES)) map.set(code, type);
  for (const [type, label] of Object.entries(QUESTION_TYPE_LABELS)) map.set(label, Number(type) as QuestionTypeValue);
  for (const { value, label } of dictLabels) {
    const type = toQuestionTypeValue(value);
    if (type !== null && label.trim()) map.set(label.trim(), type);
  }
  return map;
}

/** The label an export writes for a type: the dictionary's when it has one. */
export function typeLabeller(dictLabels: readonly { value: string; label: string }[]): (type: number) => string {
  const byType = new Map<number, string>();
  for (const { value, label } of dictLabels) {
    const type = toQuestionTypeValue(value);
    if (type !== null && label.trim()) byType.set(type, label.trim());
  }
  return (type) => byType.get(type) ?? QUESTION_TYPE_LABELS[type as QuestionTypeValue] ?? String(type);
}
