/** Spec §4 "Waiting screen" and §9 numbers for the call board. */
export { STATION_CALL_POPUP_MS, STATION_REFRESH_MS } from '@medteach/contract';

/** popUp 1 shows the waiting list, 2 the current-call list. */
export const POPUP_WAITING = 1;
export const POPUP_CALLING = 2;
export type PopUp = typeof POPUP_WAITING | typeof POPUP_CALLING;

/** Tables auto-scroll 2 px every 50 ms; the call list 2 px every 1000 ms. */
export const TABLE_SCROLL_STEP_PX = 2;
export const TABLE_SCROLL_INTERVAL_MS = 50;
export const CALL_LIST_SCROLL_STEP_PX = 2;
export const CALL_LIST_SCROLL_INTERVAL_MS = 1000;

/** The display clock refreshes every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

/** Query flag that masks examinee names on the board (`?codeAddress=A1&maskName=1`). */
export const MASK_NAME_PARAM = 'maskName';
