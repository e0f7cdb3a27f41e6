/** 课程管理 calls (/course/admin, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable, download } from '@medteach/api-client';
import {
  courseAdminPaths as paths,
  type CourseAdminBody,
  type CourseAdminDetail,
  type CourseAdminFilter,
  type CourseAdminRow,
  type CourseClassOption,
  type CoursePaperAdmin,
  type CoursePaperBody,
  type CourseProgressCount,
  type CourseResourceBody,
  type ResourceSortBody,
} from '@medteach/contract';

export type CourseListParams = CourseAdminFilter & { pageNum: number; pageSize: number };

export const courseAdminKeys = {
  all: ['courseAdmin'] as const,
  list: (params: CourseListParams) => ['courseAdmin', 'list', params] as const,
  detail: (id: number) => ['courseAdmin', 'detail', id] as const,
  paper: (paperId: number) => ['courseAdmin', 'paper', paperId] as const,
  classOptions: ['courseAdmin', 'classOptions'] as const,
};

export const courseAdminQueries = {
  list: (params: CourseListParams) => queryOptions({ queryKey: courseAdminKeys.list(params), queryFn: ({ signal }) => apiTable<CourseAdminRow>(paths.list, params, { signal }) }),
  detail: (id: number) => queryOptions({ queryKey: courseAdminKeys.detail(id), queryFn: ({ signal }) => apiGet<CourseAdminDetail>(`${paths.base}/${id}`, undefined, { signal }) }),
  paper: (paperId: number) => queryOptions({ queryKey: courseAdminKeys.paper(paperId), queryFn: ({ signal }) => apiGet<CoursePaperAdmin>(`${paths.paper}/${paperId}`, undefined, { signal }) }),
  classOptions: () => queryOptions({ queryKey: courseAdminKeys.classOptions, queryFn: ({ signal }) => apiGet<CourseClassOption[]>(paths.classOptions, undefined, { signal }), staleTime: 60_000 }),
};

/** How many learners would lose progress with these courses (asked before deleting). */
export const learnersWithProgress = (ids: number[]) => apiGet<CourseProgressCount>(`${paths.progress}/${ids.join(',')}`);

/** Every write refreshes the list and the open course (its credits, papers and counts). */
const meta = { invalidates: [courseAdminKeys.all] };

export const courseAdminMutations = {
  save: {
    mutationFn: (body: CourseAdminBody) =>
      body.onlineCourseId ? apiPut(paths.base, body).then(() => Number(body.onlineCourseId)) : apiPost<{ onlineCourseId: number }>(paths.base, body).then((r) => r.onlineCourseId),
    meta,
  },
  remove: {
    mutationFn: (ids: number[]) => apiDelete(`${paths.base}/${ids.join(',')}`, { confirmed: true }),
    meta,
  },
  saveResource: {
    mutationFn: (body: CourseResourceBody) => (body.onlineCourseResourceId ? apiPut(paths.resource, body) : apiPost(paths.resource, body)),
    meta,
  },
  sortResources: {
    mutationFn: (body: ResourceSortBody) => apiPut(paths.resourceSort, body),
    meta,
  },
  removeResource: {
    mutationFn: (id: number) => apiDelete(`${paths.resource}/${id}`),
    meta,
  },
  savePaper: {
    mutationFn: (body: CoursePaperBody) => (body.paperId ? apiPut(paths.paper, body) : apiPost(paths.paper, body)),
    meta,
  },
  removePaper: {
    mutationFn: (paperId: number) => apiDelete(`${paths.paper}/${paperId}`),
    meta,
  },
};

/** RuoYi export file name: `course_<timestamp>.xlsx`. */
export const exportCourses = (filter: CourseAdminFilter) => download(paths.export, filter, `course_${Date.now()}.xlsx`);
