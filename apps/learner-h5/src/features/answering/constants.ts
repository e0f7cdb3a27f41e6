/** Spec §9 numbers of the answering screen. */
export { TOAST_MS } from '@medteach/ui-kit';
export { SWIPE_THRESHOLD_PX, FREE_QUESTION_COUNT } from '@medteach/question-engine';

/** 答题卡 closes this long after a question was picked, so the learner sees the jump. */
export const CARD_CLOSE_DELAY_MS = 500;
/** Favourite taps are debounced: only the last tap within this window is sent. */
export const FAVOURITE_DEBOUNCE_MS = 500;
/** Note text limit (§5 "Note maximum 1000 characters"). */
export const NOTE_MAX_LENGTH = 1000;
