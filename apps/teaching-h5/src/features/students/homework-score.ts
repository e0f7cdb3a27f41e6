import { HOMEWORK_SCORE_DEFAULT, HOMEWORK_SCORE_MAX, HOMEWORK_SCORE_MIN } from '@medteach/contract';

/** The score field accepts digits only (spec §5): anything else typed is dropped. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** The dialog opens with the spec default (100). */
export const defaultScoreText = () => String(HOMEWORK_SCORE_DEFAULT);

/** A score to send, or null when the text is empty or outside 0–100 (then 分数范围为0-100 and nothing is sent). */
export function parseHomeworkScore(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= HOMEWORK_SCORE_MIN && n <= HOMEWORK_SCORE_MAX ? n : null;
}
