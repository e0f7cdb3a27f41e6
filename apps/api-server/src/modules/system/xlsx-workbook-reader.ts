import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SHARED_STRINGS_PART, XLSX_LIMITS, abnormalWorkbook, type XlsxPackage } from './xlsx-package';
import { utf8Aligned } from './xlsx-utf8';

const WORKBOOK_PART = 'xl/workbook.xml';
const WORKBOOK_RELS_PART = 'xl/_rels/workbook.xml.rels';

type SharedText = string | { richText: ExcelJS.RichText[] } | null;
type ReaderEvent = { eventType: string; value: unknown };
/** The parts of exceljs's WorkbookReader this reader drives (lib/stream/xlsx/workbook-reader.js). */
type ReaderInternals = {
  sharedStrings?: string[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: SharedText }>;
  _parseWorksheet(iterator: AsyncIterable<Uint8Array>, sheetNo: string): Generator<ReaderEvent>;
};
type ReaderOptions = Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>;
// The constructor's input is never read: parse() below takes the parts from the package.
const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (input: null, options: ReaderOptions) => ExcelJS.stream.xlsx.WorkbookReader & ReaderInternals;

/** A shared string as the import reads it: rich text as its plain text, once, rather than once per cell using it. */
const plainText = (text: SharedText): string => (text === null ? '' : typeof text === 'string' ? text : text.richText.map((r) => r.text).join(''));

/**
 * exceljs's streaming WorkbookReader, fed from a checked package (xlsx-package.ts) instead of a zip stream:
 * - the workbook, its relationships and the shared strings are read first, then the worksheets stream row by row
 *   (exceljs's own reader writes each sheet that comes before the shared strings to a temporary file);
 * - the shared strings are counted as they are read and refused past `XLSX_LIMITS.sharedStrings`;
 * - text parts reach the XML parser in whole characters (xlsx-utf8.ts).
 */
export class PackageWorkbookReader extends Base {
  readonly #pkg: XlsxPackage;

  constructor(pkg: XlsxPackage) {
    super(null, { sharedStrings: 'emit', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
    this.#pkg = pkg;
  }

  override async *parse(): AsyncGenerator<ReaderEvent> {
    const pkg = this.#pkg;
    if (pkg.has(WORKBOOK_RELS_PART)) await this._parseRels(await pkg.read(WORKBOOK_RELS_PART));
    if (pkg.has(WORKBOOK_PART)) await this._parseWorkbook(await pkg.read(WORKBOOK_PART));
    if (pkg.has(SHARED_STRINGS_PART)) this.sharedStrings = await this.#sharedStrings(await pkg.read(SHARED_STRINGS_PART));
    for (const sheet of pkg.worksheets()) yield* this._parseWorksheet(utf8Aligned(await pkg.read(sheet.name)), sheet.sheetNo);
  }

  async #sharedStrings(part: Readable): Promise<string[]> {
    const strings: string[] = [];
    // 'emit' mode: exceljs hands each string over instead of keeping them all, so they can be counted on the way.
    for await (const { text } of this._parseSharedStrings(Readable.from(utf8Aligned(part)))) {
      if (strings.length >= XLSX_LIMITS.sharedStrings) throw abnormalWorkbook();
      strings.push(plainText(text));
    }
    return strings;
  }
}
