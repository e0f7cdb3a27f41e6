/**
 * The back office's xlsx imports (users, questions, examinees), RuoYi's `importData` with what we promise beyond it
 * (docs/back-office.md, "Imports"):
 * - the workbook is checked against XLSX_LIMITS (xlsx-package.ts) before anything is inflated, then its sheet is read
 *   as a stream (exceljs WorkbookReader): only the parsed cell texts are kept, never the unpacked file;
 * - every refused cell or row is reported (row, column, reason), and nothing is written when any row is refused
 *   unless the admin asked for the valid rows only (`validOnly`);
 * - all rows are written in one transaction: a failure half-way leaves the database as it was;
 * - progress (read → check → write) is published for the console's progress bar.
 *
 *   app.post(`${base}/importData`, adminImport, (req) => runImport(req, userImport));
 */
import type { MultipartFile } from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_MB,
  IMPORT_MAX_ROWS,
  ImportMessages,
  ResultCode,
  importFailureMessage,
  importQuery,
  type AjaxResult,
  type ImportPhase,
  type ImportQuery,
  type ImportReport,
  type ImportRowError,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { AppError, badRequest } from '../../core/errors';
import { parse } from '../../core/validate';
import { importProgressBoard } from './import-progress';
import { XLSX_LIMITS, XlsxPackage, abnormalWorkbook, isOversizedPart } from './xlsx-package';
import { PackageWorkbookReader } from './xlsx-workbook-reader';
import { atomically, type Queryable } from '../../db/queryable';

export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** One data row of the sheet: its row number (the header is row 1) and its cells by header text, trimmed. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

/** What one import writes as a unit: one record, or a group of rows (an A3/A4/B question and its children). */
export interface ImportUnit<T> {
  rows: number[];
  value: T;
}

export interface ImportContext {
  db: Queryable;
  options: ImportQuery;
  /** Call as rows are checked or written; throttled and published for the progress bar. */
  progress: (done: number) => void;
}

export interface ImportSpec<T> {
  /** Headers the sheet must have (the template's required columns). */
  requiredColumns: readonly string[];
  /**
   * Turns rows into units and finds every problem: formats, duplicates inside the file, clashes with the database
   * (a clash is not an error when `options.updateSupport`: the unit updates instead). Reads only; never writes.
   */
  check(rows: SheetRow[], ctx: ImportContext): Promise<{ units: ImportUnit<T>[]; errors: ImportRowError[] }>;
  /** Writes the units (inside the import's transaction: use `trx`, not ctx.db). */
  write(trx: Queryable, units: ImportUnit<T>[], ctx: ImportContext): Promise<{ inserted: number; updated: number; ids: number[] }>;
}

/** A cell's text, whatever exceljs made of it (numbers, rich text, formulas, links, dates). */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

/** Whether the bytes start as a zip package does: a renamed csv, an old .xls or a script is refused at once. */
const isZip = (bytes: Buffer) => bytes.length >= ZIP_MAGIC.length && ZIP_MAGIC.every((b, i) => bytes[i] === b);

/** The uploaded file's bytes (at most IMPORT_MAX_MB: the package is read from its end, where its directory lies). */
async function uploadedBytes(file: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file.file) if (!file.file.truncated) chunks.push(chunk as Buffer);
  } catch {
    throw badRequest(ImportMessages.unreadable);
  }
  if (file.file.truncated) throw badRequest(ImportMessages.tooLarge);
  return Buffer.concat(chunks);
}

/**
 * Reads the first sheet of an xlsx: the first row names the columns; blank rows are skipped. The package is checked
 * against XLSX_LIMITS before anything is inflated and the sheet streams row by row; only the cells of named columns
 * are kept. Throws a clear 400 for a file that is not xlsx, has no data, lacks a required column, has too many rows
 * or unpacks past the limits.
 */
export async function readSheetRows(bytes: Buffer, requiredColumns: readonly string[], onRow?: (count: number) => void): Promise<SheetRow[]> {
  if (!isZip(bytes)) throw badRequest(ImportMessages.wrongType);
  const pkg = await XlsxPackage.open(bytes);
  const rows: SheetRow[] = [];
  /** The named columns: index in the row's values, header text. */
  let columns: [number, string][] | null = null;
  try {
    for await (const sheet of new PackageWorkbookReader(pkg)) {
      for await (const row of sheet) {
        const values = (row.values as ExcelJS.CellValue[]) ?? [];
        if (!columns) {
          const headers = values.map((v) => cellText(v));
          const missing = requiredColumns.filter((c) => !headers.includes(c));
          if (missing.length) throw badRequest(ImportMessages.missingColumns(missing));
          columns = headers.flatMap((header, i): [number, string][] => (header ? [[i, header]] : []));
          continue;
        }
        const cells: Record<string, string> = {};
        let blank = true;
        for (const [i, header] of columns) {
          const text = cellText(values[i]);
          cells[header] = text;
          if (text) blank = false;
        }
        if (blank) continue;
        if (rows.length >= IMPORT_MAX_ROWS) throw badRequest(ImportMessages.tooManyRows);
        if ((rows.length + 1) * columns.length > XLSX_LIMITS.cells) throw abnormalWorkbook();
        rows.push({ row: row.number, cells });
        onRow?.(rows.length);
      }
      break; // the first sheet only: a template's notes may live on the others
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isOversizedPart(err)) throw abnormalWorkbook();
    throw badRequest(ImportMessages.unreadable);
  } finally {
    pkg.close();
  }
  if (!columns) throw badRequest(ImportMessages.unreadable);
  if (!rows.length) throw badRequest(ImportMessages.empty);
  return rows;
}

/** The rows that have at least one error. */
const rowsWithErrors = (errors: ImportRowError[]) => new Set(errors.map((e) => e.row));

/** Runs one import request end to end and answers RuoYi's one-message result (with the report as `data`). */
export async function runImport<T>(req: FastifyRequest, spec: ImportSpec<T>): Promise<AjaxResult<ImportReport>> {
  const options = parse(importQuery, req.query);
  const user = currentUser(req);
  const board = importProgressBoard(req.server.ctx.bus);
  let phase: ImportPhase = 'read';
  let total = 0;
  const progress = (done: number) => options.jobId && board.report(user.userId, { jobId: options.jobId, phase, done, total });

  if (!req.isMultipart()) throw badRequest(ImportMessages.noFile);
  const file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== IMPORT_FILE_FIELD) throw badRequest(ImportMessages.noFile);
  if (!/\.xlsx$/i.test(file.filename)) {
    file.file.resume();
    throw badRequest(ImportMessages.wrongType);
  }

  try {
    const rows = await readSheetRows(await uploadedBytes(file), spec.requiredColumns, progress);
    total = rows.length;
    const ctx: ImportContext = { db: req.server.ctx.db, options, progress };

    phase = 'check';
    progress(0);
    const { units, errors } = await spec.check(rows, ctx);
    const bad = rowsWithErrors(errors);
    const valid = units.filter((u) => !u.rows.some((r) => bad.has(r)));
    const failed = (): AjaxResult<ImportReport> => {
      phase = 'failed';
      progress(0);
      const report: ImportReport = { total, inserted: 0, updated: 0, skipped: total, errors, ids: [] };
      return { code: ResultCode.ERROR, msg: importFailureMessage(bad.size, errors), data: report };
    };
    if ((errors.length && !options.validOnly) || !valid.length) return failed();

    phase = 'write';
    total = valid.reduce((n, u) => n + u.rows.length, 0);
    progress(0);
    const written = await atomically(req.server.ctx.db, (trx) => spec.write(trx, valid, ctx));
    phase = 'done';
    progress(total);
    const imported = written.inserted + written.updated;
    const skipped = rows.length - total;
    const report: ImportReport = { total: rows.length, ...written, skipped, errors };
    return { code: ResultCode.SUCCESS, msg: errors.length ? ImportMessages.validImported(imported, skipped) : ImportMessages.allImported(imported), data: report };
  } catch (err) {
    phase = 'failed';
    progress(0);
    throw err;
  }
}
