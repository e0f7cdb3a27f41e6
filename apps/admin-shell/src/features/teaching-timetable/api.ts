/** 课表 calls (/teachingCenter/admin/timetable and /planDetail, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@medteach/api-client';
import {
  teachingLessonAdminPaths as paths,
  type AdminLessonDetail,
  type AdminTimetable,
  type AdminTimetableFilter,
  type CopyWeekBody,
  type CopyWeekResult,
  type PlanDetailBody,
  type TimetableOptions,
} from '@medteach/contract';

export const timetableKeys = {
  all: ['teachingTimetable'] as const,
  options: ['teachingTimetable', 'options'] as const,
  week: (filter: AdminTimetableFilter) => ['teachingTimetable', 'week', filter] as const,
  lesson: (planDetailId: number) => ['teachingTimetable', 'lesson', planDetailId] as const,
};

export const timetableQueries = {
  options: () => queryOptions({ queryKey: timetableKeys.options, queryFn: ({ signal }) => apiGet<TimetableOptions>(paths.timetableOptions, undefined, { signal }) }),
  week: (filter: AdminTimetableFilter) =>
    queryOptions({ queryKey: timetableKeys.week(filter), queryFn: ({ signal }) => apiGet<AdminTimetable>(paths.timetable, filter, { signal }), placeholderData: (previous) => previous }),
  lesson: (planDetailId: number) =>
    queryOptions({ queryKey: timetableKeys.lesson(planDetailId), queryFn: ({ signal }) => apiGet<AdminLessonDetail>(`${paths.planDetail}/${planDetailId}`, undefined, { signal }) }),
};

/** Every write refreshes the grid, the open lesson and the pickers (rooms in use). */
const meta = { invalidates: [timetableKeys.all] };
/** Refusals (a clash named) are shown in the form itself, not as a toast. */
const quiet = { silent: true } as const;

export const timetableMutations = {
  saveLesson: {
    mutationFn: (body: PlanDetailBody) => (body.planDetailId ? apiPut(paths.planDetail, body, quiet) : apiPost(paths.planDetail, body, quiet)),
    meta: { ...meta, silent: true },
  },
  removeLesson: {
    mutationFn: (planDetailId: number) => apiDelete(`${paths.planDetail}/${planDetailId}`),
    meta,
  },
  copyWeek: {
    mutationFn: (body: CopyWeekBody) => apiPost<CopyWeekResult>(paths.copyWeek, body, quiet),
    meta: { ...meta, silent: true },
  },
};
