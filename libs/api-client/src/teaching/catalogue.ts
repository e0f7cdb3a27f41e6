/**
 * Filters of the class schedule (semesters, majors, grade/class list) and the course progress table (课表进度表).
 *
 *   const { data: semesters } = useQuery(teachingQueries.semesters());
 *   const { data: plan } = useQuery(teachingQueries.plan(planId));
 */
import { queryOptions } from '@tanstack/react-query';
import { CLASS_LIST_PAGE_SIZE, teachingPaths, type Major, type SchoolClass, type Semester, type TeachingPlan } from '@medteach/contract';
import { apiGet, apiTable } from '../core/http';
import { teachingKeys } from './keys';

export const getSemesters = (signal?: AbortSignal) => apiGet<Semester[]>(teachingPaths.semesterList, undefined, { signal });
export const getMajors = (signal?: AbortSignal) => apiGet<Major[]>(teachingPaths.majorList, undefined, { signal });
/** Spec §7: the grade list is one page of 100 (pageNum 1), answered as rows. */
export async function getClasses(majorId?: number, signal?: AbortSignal): Promise<SchoolClass[]> {
  const { rows } = await apiTable<SchoolClass>(teachingPaths.classList, { pageNum: 1, pageSize: CLASS_LIST_PAGE_SIZE, majorId }, { signal });
  return rows;
}
export const getTeachingPlan = (planId: number, signal?: AbortSignal) => apiGet<TeachingPlan>(`${teachingPaths.planDetail}/${planId}`, undefined, { signal });

export const catalogueQueries = {
  semesters: () => queryOptions({ queryKey: teachingKeys.semesters(), queryFn: ({ signal }) => getSemesters(signal), staleTime: Infinity }),
  majors: () => queryOptions({ queryKey: teachingKeys.majors(), queryFn: ({ signal }) => getMajors(signal), staleTime: Infinity }),
  classes: (majorId?: number) =>
    queryOptions({ queryKey: teachingKeys.classes(majorId), queryFn: ({ signal }) => getClasses(majorId, signal), staleTime: Infinity }),
  plan: (planId: number) => queryOptions({ queryKey: teachingKeys.plan(planId), queryFn: ({ signal }) => getTeachingPlan(planId, signal) }),
};
