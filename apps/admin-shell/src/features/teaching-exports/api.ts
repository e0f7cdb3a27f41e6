/** 教学导出 calls (/teachingCenter/admin/export): query-key factory, queries and the xlsx downloads. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, download } from '@medteach/api-client';
import {
  teachingExportPaths as paths,
  teachingPaths,
  type ExportPlanOption,
  type ProgressSheet,
  type Semester,
  type TeachingExportKind,
} from '@medteach/contract';
import { exportText } from './messages';

export const teachingExportKeys = {
  all: ['teachingExport'] as const,
  semesters: ['teachingExport', 'semesters'] as const,
  plans: (semesterId: number) => ['teachingExport', 'plans', semesterId] as const,
  progress: (planId: number, classId: number | undefined) => ['teachingExport', 'progress', planId, classId ?? null] as const,
};

export const teachingExportQueries = {
  semesters: () => queryOptions({ queryKey: teachingExportKeys.semesters, queryFn: ({ signal }) => apiGet<Semester[]>(teachingPaths.semesterList, undefined, { signal }), staleTime: 60_000 }),
  plans: (semesterId: number) =>
    queryOptions({ queryKey: teachingExportKeys.plans(semesterId), queryFn: ({ signal }) => apiGet<ExportPlanOption[]>(paths.plans, { semesterId }, { signal }) }),
  progress: (planId: number, classId: number | undefined) =>
    queryOptions({
      queryKey: teachingExportKeys.progress(planId, classId),
      queryFn: ({ signal }) => apiGet<ProgressSheet>(paths.progressSheet, classId ? { planId, classId } : { planId }, { signal }),
    }),
};

/** Downloads one export; resolves true when the file was saved (the request layer shows any refusal). */
export const downloadExport = (kind: TeachingExportKind, plan: ExportPlanOption, classId: number | undefined) =>
  download(`${paths.base}/${kind}`, classId ? { planId: plan.planId, classId } : { planId: plan.planId }, exportText.fileName(plan.planName, kind));
