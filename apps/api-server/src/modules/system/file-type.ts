import { SERVER_UPLOAD_TYPES } from '@medteach/contract';

export type UploadType = (typeof SERVER_UPLOAD_TYPES)[number];

/**
 * The extension of a client file name when it is an allowed, plain name. Anything that looks like a path
 * (separators, `..`, control characters) is refused: names are never used to build paths, but such a name
 * is a sign of tampering.
 */
const hasControlChar = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function uploadExtension(fileName: string): UploadType | null {
  if (!fileName || fileName.length > 255 || /[/\\]/.test(fileName) || hasControlChar(fileName) || fileName.includes('..')) return null;
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return (SERVER_UPLOAD_TYPES as readonly string[]).includes(ext) ? (ext as UploadType) : null;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // docx, xlsx, pptx are zip packages
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy doc, xls, ppt

/**
 * Does the content match the extension? Checked by magic bytes so a renamed script or page is not served
 * back as an image or document. Text must be free of NUL bytes.
 */
export function contentMatches(ext: UploadType, buf: Buffer): boolean {
  switch (ext) {
    case 'png':
      return startsWith(buf, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(buf, JPEG);
    case 'gif':
      return startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'));
    case 'webp':
      return startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8);
    case 'pdf':
      return startsWith(buf, ascii('%PDF-'));
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(buf, ZIP);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(buf, OLE);
    case 'mp3':
      // ID3 tag, or a bare MPEG audio frame (11 sync bits).
      return startsWith(buf, ascii('ID3')) || (buf[0] === 0xff && (buf[1] & 0xe0) === 0xe0);
    case 'mp4':
      return startsWith(buf, ascii('ftyp'), 4);
    case 'txt':
      return !buf.includes(0);
  }
}
