/** 考生管理 and 考站安排 calls (/examStation/admin/examinee, admin only). */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, download, stationConsoleKeys } from '@medteach/api-client';
import { examineeAdminPaths as paths, type ExamSchedule, type ExamineeAdminRow, type ExamineeBody, type ExamineeFilter } from '@medteach/contract';
import { crudResource, type Paged } from '../../shared/crud/crud-resource';
import { stationAdminKeys } from '../station-admin';

export type { ExamineeFilter };

/** Under 考站管理's prefix: a write on its exams, stations or rooms refreshes the examinee lists and schedules too. */
const ROOT = [...stationAdminKeys.all, 'examinee'] as const;
export const examineeKeys = {
  all: ROOT,
  list: (params: Paged<ExamineeFilter>) => [...ROOT, 'list', params] as const,
  schedule: (examId: number, stationId?: number) => [...ROOT, 'schedule', examId, stationId ?? null] as const,
};

// RuoYi export file names: `<resource>_<timestamp>.xlsx`.
const examinees = crudResource<ExamineeAdminRow, ExamineeBody, ExamineeFilter>({
  base: paths.examinee,
  listPath: paths.examineeList,
  idName: 'examineeId',
  listKey: examineeKeys.list,
  exportPath: paths.examineeExport,
  exportName: 'examinee',
});

export const examineeQueries = {
  list: examinees.list,
  schedule: (examId: number, stationId?: number) =>
    queryOptions({ queryKey: examineeKeys.schedule(examId, stationId), queryFn: ({ signal }) => apiGet<ExamSchedule>(paths.schedule, { examId, stationId }, { signal }) }),
};

/** Any write changes the lists, the schedule and the call console's line. */
const everything = { invalidates: [examineeKeys.all, stationConsoleKeys.all] };

export const examineeMutations = {
  save: { mutationFn: examinees.save, meta: everything },
  remove: { mutationFn: examinees.remove, meta: everything },
};

export const exportExaminees = examinees.exportXlsx;
export const exportSchedule = (examId: number, stationId?: number) => download(paths.scheduleExport, { examId, stationId }, `schedule_${Date.now()}.xlsx`);
