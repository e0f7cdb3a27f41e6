/** Attachment kinds by file extension (spec §5 "Attachment types by extension"). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'm4a', 'flac'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'avi', 'mov', 'mkv'] as const;

export type AttachmentKind = 'image' | 'audio' | 'video' | 'file';

export interface Attachment {
  url: string;
  kind: AttachmentKind;
}

const KIND_BY_EXTENSION = new Map<string, AttachmentKind>([
  ...IMAGE_EXTENSIONS.map((ext) => [ext, 'image'] as const),
  ...AUDIO_EXTENSIONS.map((ext) => [ext, 'audio'] as const),
  ...VIDEO_EXTENSIONS.map((ext) => [ext, 'video'] as const),
]);

/** Lower-case extension of the path part of a URL (query and fragment ignored), '' when there is none. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function attachmentKind(url: string): AttachmentKind {
  return KIND_BY_EXTENSION.get(fileExtension(url)) ?? 'file';
}

/**
 * Only paths (`/file/x.png`, `x.png`) and http(s) URLs are files; anything with another scheme (`javascript:`,
 * `data:`) is server text that must never become a link or a media source.
 */
export function isFileUrl(url: string): boolean {
  // Browsers ignore tabs, new lines and control characters inside a scheme (`java\tscript:`); so does this check.
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''));
  return scheme === null || /^https?$/i.test(scheme[1] ?? '');
}

/** `fileUrl` may hold several comma-separated URLs, like the other file fields of the spec. */
export function parseAttachments(fileUrl: string | null | undefined): Attachment[] {
  if (!fileUrl) return [];
  return fileUrl
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '' && isFileUrl(url))
    .map((url) => ({ url, kind: attachmentKind(url) }));
}
