/** Online courses (spec §7 "Online courses", course answer sheets): fetchers, `courseQueries`, `courseMutations`, `courseKeys`. */
import { answerSheetMutations, answerSheetQueries } from './answer-sheet';
import { certificateMutations, certificateQueries } from './certificate';
import { studyMutations, studyQueries } from './study';

export * from './keys';
export * from './study';
export * from './certificate';
export * from './answer-sheet';

export const courseQueries = { ...studyQueries, ...certificateQueries, ...answerSheetQueries };

/** Every mutation is bound to its course and invalidates `courseKeys.course(onlineCourseId)` and `courseKeys.myStudy()`. */
export const courseMutations = { ...studyMutations, ...certificateMutations, ...answerSheetMutations };
