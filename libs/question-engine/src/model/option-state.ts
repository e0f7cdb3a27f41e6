import { normaliseLetters } from './answer-format';

/**
 * Colour state of one option (spec §4): green for a correct pick, green border for a missed correct option, red
 * for a wrong pick. `correct` marks the key in recite mode, where nobody picked anything.
 */
export type OptionState = 'idle' | 'picked' | 'correct-picked' | 'correct-missed' | 'wrong-picked' | 'correct';

/** hidden: no feedback yet; graded: compare picks with the key; recite: just show the key. */
export type Reveal = 'hidden' | 'graded' | 'recite';

export function optionState(picked: boolean, correct: boolean, reveal: Reveal): OptionState {
  if (reveal === 'recite') return correct ? 'correct' : 'idle';
  if (reveal === 'hidden') return picked ? 'picked' : 'idle';
  if (correct) return picked ? 'correct-picked' : 'correct-missed';
  return picked ? 'wrong-picked' : 'idle';
}

export function optionStates(
  letters: readonly string[],
  picked: readonly string[],
  correct: readonly string[],
  reveal: Reveal,
): Record<string, OptionState> {
  const pickedSet = new Set(normaliseLetters(picked));
  const correctSet = new Set(normaliseLetters(correct));
  const states: Record<string, OptionState> = {};
  for (const letter of letters) {
    const key = letter.trim().toUpperCase();
    states[letter] = optionState(pickedSet.has(key), correctSet.has(key), reveal);
  }
  return states;
}
