import * as z from './zod';

/**
 * xlsx imports of the back office (docs/back-office.md, "Imports"): RuoYi's
 * `POST <base>/importData` (multipart `file` + `updateSupport`) with two of our own flags — `validOnly` imports the
 * rows without errors when some have them (otherwise nothing is imported), `jobId` names the import so the console
 * can poll its progress.
 */
export const importPaths = {
  /** `/{jobId}`: how far an import has come (any instance of a cluster answers). */
  progress: '/system/import/progress',
} as const;

/** The multipart field of the file (RuoYi's upload component). */
export const IMPORT_FILE_FIELD = 'file';
/** Largest accepted workbook (a 10,000-question file is about 2 MB). */
export const IMPORT_MAX_MB = 20;
/** Most data rows one file may hold. */
export const IMPORT_MAX_ROWS = 50_000;
/** Errors listed in the result message; the report carries all of them. */
export const IMPORT_MESSAGE_ERRORS = 20;

const flag = /*#__PURE__*/ z.preprocess((v) => v === true || v === 'true' || v === '1', /*#__PURE__*/ z.boolean());

export const importQuery = /*#__PURE__*/ z.queryObject({
  updateSupport: /*#__PURE__*/ flag.default(false),
  validOnly: /*#__PURE__*/ flag.default(false),
  jobId: /*#__PURE__*/ z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'jobId 格式不正确').optional(),
});
export type ImportQuery = z.infer<typeof importQuery>;

/** One refused cell or row: the sheet's row number (the header is row 1), the column's header, and why. */
export interface ImportRowError {
  row: number;
  column: string;
  reason: string;
}

export interface ImportReport {
  /** Data rows read (blank rows are not counted). */
  total: number;
  inserted: number;
  updated: number;
  /** Rows not imported because they (or their group) have errors. */
  skipped: number;
  errors: ImportRowError[];
  /** Ids of the records written, so the list can highlight them. */
  ids: number[];
}

export type ImportPhase = 'read' | 'check' | 'write' | 'done' | 'failed';

export interface ImportProgress {
  jobId: string;
  phase: ImportPhase;
  /** Rows read / checked / written so far, of `total` (0 while unknown). */
  done: number;
  total: number;
}

export const ImportMessages = {
  noFile: '请选择要导入的文件',
  wrongType: '文件格式不正确，请上传 xlsx 格式的文件',
  tooLarge: `导入文件大小不能超过 ${IMPORT_MAX_MB} MB!`,
  tooManyRows: `导入数据不能超过 ${IMPORT_MAX_ROWS} 条`,
  empty: '导入数据不能为空！',
  unreadable: '文件无法读取，请使用导入模板填写后再上传',
  /** A workbook that unpacks past the import limits (a zip bomb, a flood of shared strings, thousands of columns). */
  abnormal: '文件过大或内容异常，无法导入',
  missingColumns: (names: string[]) => `导入模板不正确，缺少列：${names.join('、')}`,
  /** RuoYi's success text. */
  allImported: (n: number) => `恭喜您，数据已全部导入成功！共 ${n} 条`,
  /** Our own: the valid rows went in, the others were left out. */
  validImported: (n: number, skipped: number) => `已导入正确的数据 ${n} 条，跳过有误的数据 ${skipped} 条`,
  /** RuoYi's failure text, followed by numbered lines. */
  failed: (n: number) => `很抱歉，导入失败！共 ${n} 条数据格式不正确，错误如下：`,
  errorLine: (i: number, e: ImportRowError) => `${i}、第 ${e.row} 行${e.column ? `「${e.column}」` : ''}：${e.reason}`,
  moreErrors: (n: number) => `…… 另有 ${n} 条错误，见错误报告`,
} as const;

/** The one-message result of a refused import: RuoYi's header, then the first errors as numbered lines. */
export function importFailureMessage(errorRows: number, errors: ImportRowError[]): string {
  const shown = errors.slice(0, IMPORT_MESSAGE_ERRORS).map((e, i) => ImportMessages.errorLine(i + 1, e));
  const more = errors.length > IMPORT_MESSAGE_ERRORS ? [ImportMessages.moreErrors(errors.length - IMPORT_MESSAGE_ERRORS)] : [];
  return [ImportMessages.failed(errorRows), ...shown, ...more].join('\n');
}
