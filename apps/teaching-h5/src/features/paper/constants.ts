/** Spec §9 "card close delay 500 ms": 答题卡 closes this long after a question was picked, so the jump is seen. */
export const CARD_CLOSE_DELAY_MS = 500;
