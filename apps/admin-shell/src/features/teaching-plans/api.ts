/** 学期管理, 教学计划 and 评分标准 calls (/teachingCenter/admin/semester, /plan, /rating; admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@medteach/api-client';
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
import { crudResource, type Paged } from '../../shared/crud/crud-resource';
import { timetableKeys } from '../teaching-timetable';
import { userQueries } from '../users';

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

// RuoYi export file names: `<resource>_<timestamp>.xlsx`.
const semesters = crudResource<SemesterAdminRow, SemesterBody, SemesterFilter>({
  base: paths.semester,
  listPath: paths.semesterList,
  idName: 'semesterId',
  listKey: teachingPlanKeys.semesterList,
  exportPath: paths.semesterExport,
  exportName: 'semester',
});
const plans = crudResource<PlanAdminRow, PlanBody, PlanFilter>({
  base: paths.plan,
  listPath: paths.planList,
  idName: 'planId',
  listKey: teachingPlanKeys.planList,
  exportPath: paths.planExport,
  exportName: 'plan',
});
const ratings = crudResource<RatingAdminRow, RatingBody, RatingFilter>({
  base: paths.rating,
  listPath: paths.ratingList,
  idName: 'ratingId',
  listKey: teachingPlanKeys.ratingList,
  exportPath: paths.ratingExport,
  exportName: 'rating',
});

export const teachingPlanQueries = {
  semesters: semesters.list,
  semesterOptions: () => teachingPlanQueries.semesters(ALL),
  plans: plans.list,
  ratings: ratings.list,
  rating: (ratingId: number) =>
    queryOptions({ queryKey: teachingPlanKeys.rating(ratingId), queryFn: ({ signal }) => apiGet<RatingAdminDetail>(`${paths.rating}/${ratingId}`, undefined, { signal }) }),
  /** The users page's own list query, filtered to teachers: a user write there refreshes the teacher picker. */
  teachers: () => userQueries.list({ role: 'teacher', ...ALL }),
};

/** Semesters and plans count each other (plan counts, semester names) and feed 课表's pickers and grid. */
const planning = { invalidates: [teachingPlanKeys.semesters, teachingPlanKeys.plans, timetableKeys.all] };
const rating = { invalidates: [teachingPlanKeys.ratings, timetableKeys.all] };

export const teachingPlanMutations = {
  saveSemester: { mutationFn: semesters.save, meta: planning },
  removeSemesters: { mutationFn: semesters.remove, meta: planning },
  savePlan: { mutationFn: plans.save, meta: planning },
  removePlans: { mutationFn: plans.remove, meta: planning },
  /** A refusal (a clash named) is shown in the dialog, not as a toast. */
  copyPlan: { mutationFn: (body: PlanCopyBody) => apiPost<{ planId: number }>(paths.planCopy, body, { silent: true }), meta: { ...planning, silent: true } },
  saveRating: { mutationFn: ratings.save, meta: rating },
  removeRatings: { mutationFn: ratings.remove, meta: rating },
};

export const planDeleteImpact = (planIds: number[]) => apiGet<PlanDeleteImpact>(`${paths.planDeleteImpact}/${planIds.join(',')}`);

export const exportSemesters = semesters.exportXlsx;
export const exportPlans = plans.exportXlsx;
export const exportRatings = ratings.exportXlsx;
