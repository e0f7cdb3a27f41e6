import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportMessages } from '@medteach/contract';
import { AppError, badRequest } from '../../core/errors';

const MB = 1024 * 1024;

/**
 * What one uploaded workbook may unpack to. An xlsx is a zip of XML parts; 20 MB of zip can inflate a thousand-fold,
 * and exceljs keeps every shared string in memory, so the upload limit alone bounds nothing. A question template
 * filled to the row limit (50,000 rows of 22 columns) unpacks to about 50 MB, and its parts deflate at most 20 : 1;
 * its shared strings (stems, options, analyses: 7 or 8 distinct texts a row) hold about 400,000 texts, up to
 * 40 MB of them when the texts are long. Real Chinese text deflates about 2.5 : 1, so 50 MB of shared strings is
 * what a 20 MB upload of text can honestly hold.
 */
export const XLSX_LIMITS = {
  /** Parts in the package: a workbook has a dozen or so, a few hundred with many sheets and pictures. */
  parts: 1_000,
  /** All parts, inflated. */
  unpackedBytes: 100 * MB,
  /** xl/sharedStrings.xml, inflated. */
  sharedStringsBytes: 50 * MB,
  /** Texts in the shared strings: twenty a row at the row limit. */
  sharedStrings: 1_000_000,
  /** Inflated : stored size of a part above `ratioFrom`; spreadsheet XML deflates 10–20 : 1, deflate tops at ~1,000 : 1. */
  ratio: 200,
  ratioFrom: 1 * MB,
  /** Cells the reader keeps: data rows × named columns (a 22-column template at the row limit keeps 1.1 million). */
  cells: 2_000_000,
} as const;

export const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';
const WORKSHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const STORED = 0;
const DEFLATED = 8;

/** The refusal of a workbook past the limits, in the import's words. */
export const abnormalWorkbook = () => badRequest(ImportMessages.abnormal);
const unreadable = () => badRequest(ImportMessages.unreadable);

/** yauzl's error when a part inflates to more than the size its headers declare (the reading stops there). */
const INFLATED_PAST_DECLARED = /^too many bytes in the stream/;

/** Whether an error of reading a part means it lied about its size: a hostile package, not a damaged one. */
export const isOversizedPart = (err: unknown) => err instanceof Error && INFLATED_PAST_DECLARED.test(err.message);

/**
 * An uploaded xlsx, opened from its central directory (yauzl): every part's sizes are checked against
 * `XLSX_LIMITS` before anything is inflated, and a part is inflated only when read, never past the size it declares.
 * Parts are read by name, in any order, so the reader never parks a sheet on disk while it waits for the shared
 * strings, and never touches the parts an import does not need.
 */
export class XlsxPackage {
  readonly #zip: ZipFile;
  readonly #parts: Map<string, Entry>;
  readonly #open = new Set<Readable>();

  private constructor(zip: ZipFile, parts: Map<string, Entry>) {
    this.#zip = zip;
    this.#parts = parts;
  }

  /** Opens and checks the package; a clear 400 when it is damaged or past the limits. */
  static async open(bytes: Buffer): Promise<XlsxPackage> {
    let zip: ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
    } catch {
      throw unreadable();
    }
    try {
      if (zip.entryCount > XLSX_LIMITS.parts) throw abnormalWorkbook();
      const parts = new Map<string, Entry>();
      let unpacked = 0;
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith('/')) continue;
        if (entry.isEncrypted() || (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)) throw unreadable();
        // A stored part is read as it lies in the file, whatever size it declares.
        const size = entry.compressionMethod === STORED ? Math.max(entry.uncompressedSize, entry.compressedSize) : entry.uncompressedSize;
        unpacked += size;
        if (unpacked > XLSX_LIMITS.unpackedBytes) throw abnormalWorkbook();
        if (size > XLSX_LIMITS.ratioFrom && size / Math.max(1, entry.compressedSize) > XLSX_LIMITS.ratio) throw abnormalWorkbook();
        if (entry.fileName === SHARED_STRINGS_PART && size > XLSX_LIMITS.sharedStringsBytes) throw abnormalWorkbook();
        if (!parts.has(entry.fileName)) parts.set(entry.fileName, entry);
      }
      return new XlsxPackage(zip, parts);
    } catch (err) {
      zip.close();
      throw err instanceof AppError ? err : unreadable();
    }
  }

  has(name: string): boolean {
    return this.#parts.has(name);
  }

  /** The worksheets, in the package's order, with the number of their part (`sheet3.xml` → '3'). */
  worksheets(): { name: string; sheetNo: string }[] {
    return [...this.#parts.keys()].flatMap((name) => {
      const match = WORKSHEET_PART.exec(name);
      return match ? [{ name, sheetNo: match[1] }] : [];
    });
  }

  /** A part's inflated bytes; the stream fails when the part inflates past the size it declares. */
  async read(name: string): Promise<Readable> {
    const entry = this.#parts.get(name);
    if (!entry) throw unreadable();
    const stream = await this.#zip.openReadStreamPromise(entry);
    this.#open.add(stream);
    stream.once('close', () => this.#open.delete(stream));
    return stream;
  }

  /** Stops every part still being read (an import refused half-way) and releases the package. */
  close() {
    for (const stream of this.#open) stream.destroy();
    this.#open.clear();
    this.#zip.close();
  }
}
