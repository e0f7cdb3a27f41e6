/**
 * Workbooks that attack the xlsx import, built in memory: a flood of shared strings, a zip bomb, a sheet far wider
 * than any template, a package of thousands of parts, parts whose declared sizes lie — and, to compare, workbooks
 * as Excel writes them. Used by the import specs and the import-memory bench (tools/bench/xlsx-import-memory.mjs).
 * The zip is written here rather than by exceljs so sizes, compression and part counts can be anything an attacker
 * might send.
 */
import { randomBytes } from 'node:crypto';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * One part of the package. `chunks` is its content (streamed through deflate, so a part of gigabytes costs little
 * memory to build); `compressed` replaces the deflated bytes as they are; `declaredSize` replaces the inflated size
 * written in the headers (a lie when it differs).
 */
export interface ZipPart {
  name: string;
  chunks?: Iterable<Buffer | string>;
  compressed?: Buffer;
  declaredSize?: number;
}

/** DOS date of 1980-01-01, the zip format's epoch. */
const ZIP_EPOCH_DATE = 0x21;
/** General purpose flag: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const MB = 1024 * 1024;

/** Deflates a part's content chunk by chunk. */
async function deflatePart(chunks: Iterable<Buffer | string>): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size, crc };
}

/** A zip package of the parts, in order. */
export async function zipParts(parts: ZipPart[]): Promise<Buffer> {
  const body: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = part.compressed ? { data: part.compressed, size: 0, crc: 0 } : await deflatePart(part.chunks ?? []);
    const size = part.declaredSize ?? packed.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(ZIP_EPOCH_DATE, 12);
    local.writeUInt32LE(packed.crc, 14);
    local.writeUInt32LE(packed.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(ZIP_EPOCH_DATE, 14);
    central.writeUInt32LE(packed.crc, 16);
    central.writeUInt32LE(packed.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    body.push(local, name, packed.data);
    directory.push(central, name);
    offset += local.length + name.length + packed.data.length;
  }
  const directorySize = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...body, ...directory, end]);
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Column letters of a 1-based column number (1 → A, 27 → AA). */
export function columnName(n: number): string {
  let name = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** One row of inline-string cells (empty texts are left out); `r` is the 1-based row number. */
function inlineRow(r: number, texts: readonly string[]): string {
  const cells = texts.map((t, i) => (t ? `<c r="${columnName(i + 1)}${r}" t="inlineStr"><is><t>${xmlText(t)}</t></is></c>` : '')).join('');
  return `<row r="${r}">${cells}</row>`;
}

/** A header row whose cells are shared strings 0 … n-1. */
const sharedHeaderRow = (n: number) => `<row r="1">${Array.from({ length: n }, (_, i) => `<c r="${columnName(i + 1)}1" t="s"><v>${i}</v></c>`).join('')}</row>`;

const SHEET_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';
const SST_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const sharedItem = (text: string) => `<si><t>${xmlText(text)}</t></si>`;

/** The parts every workbook has around its sheet and shared strings: content types, relationships, the workbook. */
function frameParts(withSharedStrings: boolean): ZipPart[] {
  const main = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const sharedType = withSharedStrings ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${main}.sharedStrings+xml"/>` : '';
  const sharedRel = withSharedStrings ? `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>` : '';
  return [
    {
      name: '[Content_Types].xml',
      chunks: [
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${main}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${main}.worksheet+xml"/>${sharedType}</Types>`,
      ],
    },
    { name: '_rels/.rels', chunks: [`${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`] },
    { name: 'xl/workbook.xml', chunks: [`${xml}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`] },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: [`${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>${sharedRel}</Relationships>`],
    },
  ];
}

/** Repeats `text` until `bytes` are produced, in chunks of about 1 MB. */
function* repeated(text: string, bytes: number): Generator<Buffer> {
  const unit = Buffer.from(text);
  const perChunk = Math.max(1, Math.floor(MB / unit.length));
  const chunk = Buffer.concat(Array.from({ length: perChunk }, () => unit));
  let left = Math.ceil(bytes / unit.length);
  for (; left >= perChunk; left -= perChunk) yield chunk;
  if (left > 0) yield chunk.subarray(0, left * unit.length);
}

/** `count` pieces of XML joined into chunks of about half a megabyte. */
function* batched(count: number, piece: (i: number) => string): Generator<string> {
  let batch: string[] = [];
  let size = 0;
  for (let i = 0; i < count; i++) {
    const p = piece(i);
    batch.push(p);
    size += p.length;
    if (size >= MB / 2) {
      yield batch.join('');
      batch = [];
      size = 0;
    }
  }
  if (batch.length) yield batch.join('');
}

/**
 * Text that deflate cannot shrink much, like the varied texts of a real sheet: `length` characters of the common
 * CJK block drawn by a fixed-seed generator (the same text for the same seed).
 */
export function variedText(seed: number, length: number): string {
  let x = Math.imul(seed, 2654435761) >>> 0 || 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out += String.fromCharCode(0x4e00 + (x % 0x5000));
  }
  return out;
}

/** A plain one-sheet workbook, every cell an inline string. */
export function plainWorkbook(header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  return zipParts([...frameParts(false), { name: 'xl/worksheets/sheet1.xml', chunks: [SHEET_OPEN, inlineRow(1, header), ...rows.map((r, i) => inlineRow(i + 2, r)), SHEET_CLOSE] }]);
}

/** A one-sheet workbook as Excel writes one: every text a shared string, each distinct text stored once. */
export function sharedStringsWorkbook(header: readonly string[], rows: readonly (readonly string[])[]): Promise<Buffer> {
  const index = new Map<string, number>();
  const ref = (t: string) => {
    let i = index.get(t);
    if (i === undefined) index.set(t, (i = index.size));
    return i;
  };
  const row = (texts: readonly string[], r: number) => `<row r="${r}">${texts.map((t, i) => (t ? `<c r="${columnName(i + 1)}${r}" t="s"><v>${ref(t)}</v></c>` : '')).join('')}</row>`;
  // Spread at once: writing the sheet numbers the texts, which the shared strings part then lists in order.
  const sheet = [SHEET_OPEN, row(header, 1), ...batched(rows.length, (i) => row(rows[i], i + 2)), SHEET_CLOSE];
  const texts = [...index.keys()];
  return zipParts([
    ...frameParts(true),
    { name: 'xl/worksheets/sheet1.xml', chunks: sheet },
    { name: 'xl/sharedStrings.xml', chunks: [SST_OPEN, ...batched(texts.length, (i) => sharedItem(texts[i])), '</sst>'] },
  ]);
}

/**
 * The reported attack: a small workbook whose sharedStrings.xml holds a flood of strings. The header row names the
 * import's columns (so the file passes every other check); the flood follows as `strings` strings: copies of `text`,
 * which compress to almost nothing, or `text(i)` for strings that differ (and compress like real ones).
 */
export function sharedStringsFlood({ header, strings, text = '甲' }: { header: readonly string[]; strings: number; text?: string | ((i: number) => string) }): Promise<Buffer> {
  const flood = typeof text === 'string' ? repeated(sharedItem(text), strings * Buffer.byteLength(sharedItem(text))) : batched(strings, (i) => sharedItem(text(i)));
  return zipParts([
    ...frameParts(true),
    { name: 'xl/worksheets/sheet1.xml', chunks: [SHEET_OPEN, sharedHeaderRow(header.length), inlineRow(2, header.map((h) => `${h}1`)), SHEET_CLOSE] },
    { name: 'xl/sharedStrings.xml', chunks: [SST_OPEN, ...header.map(sharedItem), ...flood, '</sst>'] },
  ]);
}

/** A zip bomb: the sheet inflates to `inflatedMb` megabytes of blank rows (a ratio near deflate's maximum). */
export function zipBomb({ header, inflatedMb }: { header: readonly string[]; inflatedMb: number }): Promise<Buffer> {
  return zipParts([...frameParts(false), { name: 'xl/worksheets/sheet1.xml', chunks: [SHEET_OPEN, inlineRow(1, header), ...repeated('<row/>', inflatedMb * MB), SHEET_CLOSE] }]);
}

/**
 * A sheet far wider than any template: `columns` named columns, then `rows` rows with one filled cell each (the
 * importer keeps a cell for every named column of every row).
 */
export function wideSheet({ header, columns, rows }: { header: readonly string[]; columns: number; rows: number }): Promise<Buffer> {
  const names = [...header, ...Array.from({ length: Math.max(0, columns - header.length) }, (_, i) => `列${i + 1}`)];
  return zipParts([
    ...frameParts(true),
    { name: 'xl/worksheets/sheet1.xml', chunks: [SHEET_OPEN, sharedHeaderRow(names.length), ...Array.from({ length: rows }, (_, i) => inlineRow(i + 2, ['乙'])), SHEET_CLOSE] },
    { name: 'xl/sharedStrings.xml', chunks: [SST_OPEN, ...names.map(sharedItem), '</sst>'] },
  ]);
}

/** A workbook padded with `extra` tiny parts (a package no spreadsheet program writes). */
export function manyParts({ header, extra }: { header: readonly string[]; extra: number }): Promise<Buffer> {
  return zipParts([
    ...frameParts(false),
    { name: 'xl/worksheets/sheet1.xml', chunks: [SHEET_OPEN, inlineRow(1, header), inlineRow(2, header.map((h) => `${h}1`)), SHEET_CLOSE] },
    ...Array.from({ length: extra }, (_, i) => ({ name: `xl/media/pad${i}.xml`, chunks: ['<a/>'] })),
  ]);
}

/**
 * A workbook whose sheet declares `declaredSize` inflated bytes. With `inflatedMb` the sheet really inflates to that
 * many megabytes of blank rows (more than declared: the headers lie); without it the sheet's deflated bytes are
 * `storedBytes` random bytes, so a reader that inflates before checking the sizes fails on them instead of refusing
 * the size.
 */
export function lyingSizes({ header, declaredSize, inflatedMb, storedBytes = 4096 }: { header: readonly string[]; declaredSize: number; inflatedMb?: number; storedBytes?: number }): Promise<Buffer> {
  const sheet = 'xl/worksheets/sheet1.xml';
  if (inflatedMb === undefined) return zipParts([...frameParts(false), { name: sheet, compressed: randomBytes(storedBytes), declaredSize }]);
  return zipParts([...frameParts(false), { name: sheet, chunks: [SHEET_OPEN, inlineRow(1, header), ...repeated('<row/>', inflatedMb * MB), SHEET_CLOSE], declaredSize }]);
}
