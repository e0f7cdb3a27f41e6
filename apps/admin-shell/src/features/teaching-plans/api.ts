/** 学期管理, 教学计划 and 评分标准 calls (/teachingCenter/admin/semester, /plan, /rating; admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable, download } from '@medteach/api-client';
import {
  teachingPlanPaths as paths,
  type PlanAdminRow,
  type PlanBody,
  type PlanCopyBody,
  type PlanDeleteImpact,
  type PlanFilter,
  type RatingAdminDetail,
  type RatingAdminRow,
  type RatingBody,
  type RatingFilter,
  type SemesterAdminRow,
  type SemesterBody,
  type SemesterFilter,
} from '@medteach/contract';
import { timetableKeys } from '../teaching-timetable';
import { userQueries } from '../users';

type Paged<F> = F & { pageNum: number; pageSize: number };
export type { PlanFilter, RatingFilter, SemesterFilter };

/** Every semester and teacher fits one page of the pickers. */
const ALL = { pageNum: 1, pageSize: 500 };

export const teachingPlanKeys = {
  semesters: ['teachingCenter', 'semester'] as const,
  semesterList: (params: Paged<SemesterFilter>) => ['teachingCenter', 'semester', 'list', params] as const,
  plans: ['teachingCenter', 'plan'] as const,
  planList: (params: Paged<PlanFilter>) => ['teachingCenter', 'plan', 'list', params] as const,
  ratings: ['teachingCenter', 'rating'] as const,
  ratingList: (params: Paged<RatingFilter>) => ['teachingCenter', 'rating', 'list', params] as const,
  rating: (ratingId: number) => ['teachingCenter', 'rating', 'detail', ratingId] as const,
};

export const teachingPlanQueries = {
  semesters: (params: Paged<SemesterFilter>) =>
    queryOptions({ queryKey: teachingPlanKeys.semesterList(params), queryFn: ({ signal }) => apiTable<SemesterAdminRow>(paths.semesterList, params, { signal }) }),
  semesterOptions: () => teachingPlanQueries.semesters(ALL),
  plans: (params: Paged<PlanFilter>) => queryOptions({ queryKey: teachingPlanKeys.planList(params), queryFn: ({ signal }) => apiTable<PlanAdminRow>(paths.planList, params, { signal }) }),
  ratings: (params: Paged<RatingFilter>) =>
    queryOptions({ queryKey: teachingPlanKeys.ratingList(params), queryFn: ({ signal }) => apiTable<RatingAdminRow>(paths.ratingList, params, { signal }) }),
  rating: (ratingId: number) =>
    queryOptions({ queryKey: teachingPlanKeys.rating(ratingId), queryFn: ({ signal }) => apiGet<RatingAdminDetail>(`${paths.rating}/${ratingId}`, undefined, { signal }) }),
  /** The users page's own list query, filtered to teachers: a user write there refreshes the teacher picker. */
  teachers: () => userQueries.list({ role: 'teacher', ...ALL }),
};

/** Semesters and plans count each other (plan counts, semester names) and feed 课表's pickers and grid. */
const planning = { invalidates: [teachingPlanKeys.semesters, teachingPlanKeys.plans, timetableKeys.all] };
const rating = { invalidates: [teachingPlanKeys.ratings, timetableKeys.all] };

const saveOrCreate = <B extends object>(path: string, idOf: (b: B) => number | undefined, meta: Record<string, unknown>) => ({
  mutationFn: (body: B) => (idOf(body) ? apiPut(path, body) : apiPost(path, body)),
  meta,
});
const removeMany = (path: string, meta: Record<string, unknown>) => ({ mutationFn: (ids: number[]) => apiDelete(`${path}/${ids.join(',')}`), meta });

export const teachingPlanMutations = {
  saveSemester: saveOrCreate<SemesterBody>(paths.semester, (b) => b.semesterId, planning),
  removeSemesters: removeMany(paths.semester, planning),
  savePlan: saveOrCreate<PlanBody>(paths.plan, (b) => b.planId, planning),
  removePlans: removeMany(paths.plan, planning),
  /** A refusal (a clash named) is shown in the dialog, not as a toast. */
  copyPlan: { mutationFn: (body: PlanCopyBody) => apiPost<{ planId: number }>(paths.planCopy, body, { silent: true }), meta: { ...planning, silent: true } },
  saveRating: saveOrCreate<RatingBody>(paths.rating, (b) => b.ratingId, rating),
  removeRatings: removeMany(paths.rating, rating),
};

export const planDeleteImpact = (planIds: number[]) => apiGet<PlanDeleteImpact>(`${paths.planDeleteImpact}/${planIds.join(',')}`);

/** RuoYi export file names: `<resource>_<timestamp>.xlsx`. */
export const exportSemesters = (filter: SemesterFilter) => download(paths.semesterExport, filter, `semester_${Date.now()}.xlsx`);
export const exportPlans = (filter: PlanFilter) => download(paths.planExport, filter, `plan_${Date.now()}.xlsx`);
export const exportRatings = (filter: RatingFilter) => download(paths.ratingExport, filter, `rating_${Date.now()}.xlsx`);
