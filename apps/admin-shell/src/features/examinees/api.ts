/** 考生管理 and 考站安排 calls (/examStation/admin/examinee, admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable, download, stationConsoleKeys } from '@medteach/api-client';
import { examineeAdminPaths as paths, type ExamSchedule, type ExamineeAdminRow, type ExamineeBody, type ExamineeFilter } from '@medteach/contract';
import { stationAdminKeys } from '../station-admin';

type Paged<F> = F & { pageNum: number; pageSize: number };
export type { ExamineeFilter };

/** Under 考站管理's prefix: a write on its exams, stations or rooms refreshes the examinee lists and schedules too. */
const ROOT = [...stationAdminKeys.all, 'examinee'] as const;
export const examineeKeys = {
  all: ROOT,
  list: (params: Paged<ExamineeFilter>) => [...ROOT, 'list', params] as const,
  schedule: (examId: number, stationId?: number) => [...ROOT, 'schedule', examId, stationId ?? null] as const,
};

export const examineeQueries = {
  list: (params: Paged<ExamineeFilter>) => queryOptions({ queryKey: examineeKeys.list(params), queryFn: ({ signal }) => apiTable<ExamineeAdminRow>(paths.examineeList, params, { signal }) }),
  schedule: (examId: number, stationId?: number) =>
    queryOptions({ queryKey: examineeKeys.schedule(examId, stationId), queryFn: ({ signal }) => apiGet<ExamSchedule>(paths.schedule, { examId, stationId }, { signal }) }),
};

/** Any write changes the lists, the schedule and the call console's line. */
const everything = { invalidates: [examineeKeys.all, stationConsoleKeys.all] };

export const examineeMutations = {
  save: { mutationFn: (body: ExamineeBody) => (body.examineeId ? apiPut(paths.examinee, body) : apiPost(paths.examinee, body)), meta: everything },
  remove: { mutationFn: (ids: number[]) => apiDelete(`${paths.examinee}/${ids.join(',')}`), meta: everything },
};

/** RuoYi export file names: `<resource>_<timestamp>.xlsx`. */
export const exportExaminees = (filter: ExamineeFilter) => download(paths.examineeExport, filter, `examinee_${Date.now()}.xlsx`);
export const exportSchedule = (examId: number, stationId?: number) => download(paths.scheduleExport, { examId, stationId }, `schedule_${Date.now()}.xlsx`);
