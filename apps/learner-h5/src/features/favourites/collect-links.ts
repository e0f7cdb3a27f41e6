import type { PracticeKind } from '../../shared/category-sheet/practice-link';

/** `type` of favourite lists (spec §2 "type=0", §7 "0 favourite"); sheets ask with isFavorite 1. */
export const FAVOURITE_LIST_TYPE = 0;
export const FAVOURITE_SHEET_FLAG = 1;

/** Practice of the favourites: name collect, type 0. */
export const FAVOURITE_PRACTICE: PracticeKind = { name: 'collect', params: { type: FAVOURITE_LIST_TYPE } };
