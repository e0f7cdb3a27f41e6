/** Teaching domain (spec §7 "Teaching"): fetchers, `teachingQueries`, `teachingMutations` and `teachingKeys`. */
import { catalogueQueries } from './catalogue';
import { lessonMutations, lessonQueries } from './lesson';
import { paperMutations, paperQueries } from './paper';
import { ratingMutations, ratingQueries } from './rating';
import { studentMutations, studentQueries } from './students';
import { suggestMutations, suggestQueries } from './suggest';
import { timetableQueries } from './timetable';

export * from './keys';
export * from './catalogue';
export * from './timetable';
export * from './lesson';
export * from './students';
export * from './rating';
export * from './suggest';
export * from './paper';

export const teachingQueries = {
  ...catalogueQueries,
  ...timetableQueries,
  ...lessonQueries,
  ...studentQueries,
  ...ratingQueries,
  ...suggestQueries,
  ...paperQueries,
};

/** Every mutation is bound to its lesson and invalidates `teachingKeys.lesson(planDetailId)`. */
export const teachingMutations = {
  ...lessonMutations,
  ...studentMutations,
  ...ratingMutations,
  ...suggestMutations,
  ...paperMutations,
};
