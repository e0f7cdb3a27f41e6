import { randomUUID } from 'node:crypto';

/**
 * Names of stored uploads: 32 random hex digits, a dot and the (lower-case) extension. Nothing else in the upload
 * folder is named like this (seeded media are `qb-…` or live in subfolders), which is how the cleanup knows what it
 * may ever remove.
 */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
const STEM_LENGTH = 32;

export const newUploadName = (ext: string) => `${randomUUID().replace(/-/g, '')}.${ext}`;

/** The random part of a stored name: what a mention of the file must contain. */
export const uploadStem = (name: string) => name.slice(0, STEM_LENGTH);

/**
 * Every run of 32 hex digits inside `text` (lower case), overlapping ones included, so a name is found however it
 * is spelled around: any extension, any case, glued to other letters.
 */
export function stemsIn(text: string): string[] {
  const stems: string[] = [];
  for (const [run] of text.matchAll(/[0-9a-f]{32,}/gi)) {
    const lower = run.toLowerCase();
    for (let i = 0; i + STEM_LENGTH <= lower.length; i++) stems.push(lower.slice(i, i + STEM_LENGTH));
  }
  return stems;
}
