/** Attachment kinds by extension (spec §5). */
const IMAGE = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg'];
const AUDIO = ['mp3', 'wav', 'ogg', 'm4a', 'flac'];
const VIDEO = ['mp4', 'webm', 'avi', 'mov', 'mkv'];

export type MediaKind = 'image' | 'audio' | 'video' | 'file';

export function mediaKind(url: string): MediaKind {
  const ext = url.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  if (IMAGE.includes(ext)) return 'image';
  if (AUDIO.includes(ext)) return 'audio';
  if (VIDEO.includes(ext)) return 'video';
  return 'file';
}

/** `descriptionFileUrl` / `fileUrl` are comma-separated. */
export const splitUrls = (urls: string | null | undefined) => (urls ?? '').split(',').map((u) => u.trim()).filter(Boolean);
