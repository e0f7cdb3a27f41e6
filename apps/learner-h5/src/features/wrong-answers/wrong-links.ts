import type { PracticeKind } from '../../shared/category-sheet/practice-link';

/** `type` of wrong-answer lists and sheets (spec §2 "type=1", §7 "type 1 wrong"). */
export const WRONG_LIST_TYPE = 1;
/** What the answering screen is told when opened from here (spec §2). */
export const WRONG_TYPE_FLAG = 2;
export const WRONG_SET_UP_TYPES = 1;

/** Spec §2: tapping opens /subjectHomeWork with categoryIds, typeFlag 2, setUpTypes 1, type 1, name errorCorrection. */
export const WRONG_PRACTICE: PracticeKind = {
  name: 'errorCorrection',
  params: { typeFlag: WRONG_TYPE_FLAG, setUpTypes: WRONG_SET_UP_TYPES, type: WRONG_LIST_TYPE },
};
