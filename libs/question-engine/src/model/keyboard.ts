/** Keys 1–9 or A–I pick the option at that position. */
export const MAX_KEYBOARD_OPTIONS = 9;
const LETTER_KEYS = 'abcdefghi'.slice(0, MAX_KEYBOARD_OPTIONS);
const NATIVE_ENTER_TAGS = new Set(['TEXTAREA', 'SELECT', 'BUTTON', 'A']);

export type QuestionKeyAction =
  | { type: 'pick'; optionIndex: number }
  | { type: 'submit' }
  | { type: 'prev' }
  | { type: 'next' };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** Tag name of the focused element: typing into a field must not pick options or move. */
  targetTag?: string;
}

/** Maps a key press to an answering action, or null when the key is not ours. */
export function keyToQuestionAction({ key, ctrlKey, metaKey, altKey, targetTag }: KeyInput): QuestionKeyAction | null {
  if (ctrlKey || metaKey || altKey) return null;
  const tag = (targetTag ?? '').toUpperCase();
  const typing = tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
  // Enter in a fill-in input submits; in a textarea it is a new line; on a button or link it activates that control.
  if (key === 'Enter') return NATIVE_ENTER_TAGS.has(tag) ? null : { type: 'submit' };
  if (typing) return null;
  if (key === 'ArrowLeft') return { type: 'prev' };
  if (key === 'ArrowRight') return { type: 'next' };
  const digit = /^[1-9]$/.test(key) ? Number(key) : 0;
  if (digit >= 1 && digit <= MAX_KEYBOARD_OPTIONS) return { type: 'pick', optionIndex: digit - 1 };
  const letterIndex = key.length === 1 ? LETTER_KEYS.indexOf(key.toLowerCase()) : -1;
  return letterIndex >= 0 ? { type: 'pick', optionIndex: letterIndex } : null;
}
