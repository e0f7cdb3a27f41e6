import { UPLOAD_MAX_MB } from '@medteach/contract';
import { uploadText } from '@medteach/api-client';

const MB = 1024 * 1024;
/** Spec §5: images inserted in the rich-text editor must be under 5 MB by default. */
export const EDITOR_IMAGE_MAX_MB = UPLOAD_MAX_MB;

/** The size message for an image too big to insert, or null (RuoYi Editor handleBeforeUpload). */
export function editorImageError(file: { size: number }, maxMb = EDITOR_IMAGE_MAX_MB): string | null {
  return file.size / MB < maxMb ? null : uploadText.fileSize(maxMb);
}
