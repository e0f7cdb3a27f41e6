/**
 * Upload rules of spec §5 with their exact messages, plus `uploadFile` (POST multipart to /file/upload → data.url).
 *
 *   const error = validateImages(files);            // or validateFiles(files, { types: ['pdf'] })
 *   if (error) return toast(error);
 *   const { url } = await uploadFile(files[0]);
 *
 * Types are checked by extension, case-insensitively; size must be *under* maxMb (RuoYi: size/1024/1024 < n).
 */
import { IMAGE_TYPES, FILE_TYPES, systemPaths, UPLOAD_MAX_FILES, UPLOAD_MAX_MB, type AjaxResult, type UploadResult } from '@medteach/contract';
import { http, type ApiRequestConfig } from './http';
import { uploadText } from './messages';

export interface UploadRules {
  types: readonly string[];
  maxMb: number;
  maxFiles: number;
}
export const IMAGE_UPLOAD_RULES: UploadRules = { types: IMAGE_TYPES, maxMb: UPLOAD_MAX_MB, maxFiles: UPLOAD_MAX_FILES };
export const FILE_UPLOAD_RULES: UploadRules = { types: FILE_TYPES, maxMb: UPLOAD_MAX_MB, maxFiles: UPLOAD_MAX_FILES };

interface NamedFile {
  name: string;
  size: number;
}
const MB = 1024 * 1024;
export const fileExtension = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

function validate(files: readonly NamedFile[], rules: UploadRules, already: number, image: boolean): string | null {
  if (already + files.length > rules.maxFiles) return uploadText.count(rules.maxFiles);
  for (const file of files) {
    if (rules.types.length && !rules.types.includes(fileExtension(file.name))) {
      return image ? uploadText.imageType(rules.types) : uploadText.fileType(rules.types);
    }
    if (rules.maxMb && !(file.size / MB < rules.maxMb)) return image ? uploadText.imageSize(rules.maxMb) : uploadText.fileSize(rules.maxMb);
  }
  return null;
}

/** First broken rule's message, or null. `already` = files the field already holds (count limit). */
export function validateImages(files: readonly NamedFile[], rules: Partial<UploadRules> = {}, already = 0): string | null {
  return validate(files, { ...IMAGE_UPLOAD_RULES, ...rules }, already, true);
}
export function validateFiles(files: readonly NamedFile[], rules: Partial<UploadRules> = {}, already = 0): string | null {
  return validate(files, { ...FILE_UPLOAD_RULES, ...rules }, already, false);
}

/**
 * Uploads one file (multipart field `file`); rejects with ApiError on any non-200 (its msg is shown).
 * `onProgress` hears the percentage sent so far (0–100), for progress bars on large files (videos).
 */
export async function uploadFile(file: Blob, filename?: string, onProgress?: (percent: number) => void): Promise<UploadResult> {
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  // An explicit multipart type: with the instance's JSON default axios would turn the FormData into JSON.
  const config: ApiRequestConfig = {
    headers: { 'Content-Type': 'multipart/form-data' },
    meta: { repeatSubmit: false },
    ...(onProgress && { onUploadProgress: (e: { loaded: number; total?: number }) => onProgress(Math.min(100, Math.round((e.loaded / (e.total || file.size || 1)) * 100))) }),
  };
  return http.post<AjaxResult<UploadResult>>(systemPaths.upload, form, config).then((res) => res.data.data as UploadResult);
}
