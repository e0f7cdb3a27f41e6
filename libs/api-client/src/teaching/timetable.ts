/**
 * Week timetables: the class-schedule grid (periodVOList) and the H5 day lists (mondayList..sundayList).
 *
 *   useQuery(teachingQueries.h5Timetable({ weekday: '2026-09-01', queryType: 1 }))
 */
import { queryOptions } from '@tanstack/react-query';
import { teachingPaths, type H5SchoolTimetable, type SchoolTimetable, type TimetableQuery } from '@medteach/contract';
import { apiGet } from '../core/http';
import { teachingKeys } from './keys';

/** Spec §7: the timetable is always asked for one week (periodType 0). */
export const WEEK_PERIOD_TYPE = 0;

export const getSchoolTimetable = (query: TimetableQuery, signal?: AbortSignal) =>
  apiGet<SchoolTimetable>(teachingPaths.schoolTimetable, { periodType: WEEK_PERIOD_TYPE, ...query }, { signal });
export const getH5SchoolTimetable = (query: TimetableQuery, signal?: AbortSignal) =>
  apiGet<H5SchoolTimetable>(teachingPaths.h5SchoolTimetable, { periodType: WEEK_PERIOD_TYPE, ...query }, { signal });

export const timetableQueries = {
  timetable: (query: TimetableQuery) =>
    queryOptions({ queryKey: teachingKeys.timetable(query), queryFn: ({ signal }) => getSchoolTimetable(query, signal) }),
  h5Timetable: (query: TimetableQuery) =>
    queryOptions({ queryKey: teachingKeys.h5Timetable(query), queryFn: ({ signal }) => getH5SchoolTimetable(query, signal) }),
};
