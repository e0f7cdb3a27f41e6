/**
 * exceljs's streaming reader decodes each inflated chunk of a sheet on its own (utils/parse-sax.js →
 * TextDecoder#decode without `stream`), so a character whose UTF-8 bytes straddle two chunks becomes two U+FFFD:
 * Chinese text (three bytes a character) in any sheet larger than one chunk came out with 乱码 here and there.
 * The import's reader (xlsx-workbook-reader.ts) hands the parser chunks cut at character boundaries instead.
 */

/** Bytes of `buf` that end on a character boundary (a trailing incomplete UTF-8 sequence is left out). */
export function completeUtf8Length(buf: Uint8Array): number {
  // Look back at most 3 bytes for the lead byte of the last sequence.
  for (let back = 1; back <= Math.min(3, buf.length); back++) {
    const byte = buf[buf.length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: keep looking for the lead
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? buf.length - back : buf.length;
  }
  return buf.length;
}

/** The same bytes, re-chunked so no chunk ends inside a character. */
export async function* utf8Aligned(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<Buffer> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const buf = carry.length ? Buffer.concat([carry, bytes]) : bytes;
    const cut = completeUtf8Length(buf);
    carry = buf.subarray(cut);
    if (cut > 0) yield buf.subarray(0, cut);
  }
  if (carry.length) yield carry;
}
