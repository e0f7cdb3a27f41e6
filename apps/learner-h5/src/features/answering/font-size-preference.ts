import { DEFAULT_FONT_SIZE, FONT_SIZE_NAMES, type FontSizeName } from '@medteach/question-engine';

/** The learner's font size (spec §9: small / medium (default) / large) is remembered on the device. */
const STORAGE_KEY = 'medteach.answering.fontSize';

export function readFontSize(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): FontSizeName {
  const saved = storage?.getItem(STORAGE_KEY);
  return (FONT_SIZE_NAMES as readonly string[]).includes(saved ?? '') ? (saved as FontSizeName) : DEFAULT_FONT_SIZE;
}

export function saveFontSize(size: FontSizeName, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, size);
  } catch {
    // Private mode: the size still applies to this page.
  }
}
