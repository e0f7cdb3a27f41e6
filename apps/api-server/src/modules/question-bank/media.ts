import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Attachments of the seeded questions, kept in the repository (apps/api-server/assets/question-bank). */
const ASSET_CANDIDATES = [
  fileURLToPath(new URL('../../../assets/question-bank/', import.meta.url)),
  resolve('apps/api-server/assets/question-bank'),
];

export function questionBankAssetDir(): string | null {
  return ASSET_CANDIDATES.find((dir) => existsSync(dir)) ?? null;
}

/**
 * Copies the seed media into the upload folder (served at /file/) when missing. The seed only gets `db`, so this
 * runs when the routes register; it is a handful of small files and skips those already present.
 */
export function ensureQuestionBankMedia(uploadDir: string): string[] {
  const dir = questionBankAssetDir();
  if (!dir) return [];
  mkdirSync(uploadDir, { recursive: true });
  const copied: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('qb-')) continue;
    const target = join(uploadDir, name);
    if (existsSync(target)) continue;
    copyFileSync(join(dir, name), target);
    copied.push(name);
  }
  return copied;
}
