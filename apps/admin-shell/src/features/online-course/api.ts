/** 课程管理 calls (/course/admin, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@medteach/api-client';
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
import { crudResource, type Paged } from '../../shared/crud/crud-resource';

export type CourseListParams = Paged<CourseAdminFilter>;

export const courseAdminKeys = {
  all: ['courseAdmin'] as const,
  list: (params: CourseListParams) => ['courseAdmin', 'list', params] as const,
  detail: (id: number) => ['courseAdmin', 'detail', id] as const,
  paper: (paperId: number) => ['courseAdmin', 'paper', paperId] as const,
  classOptions: ['courseAdmin', 'classOptions'] as const,
};

/** RuoYi export file name: `course_<timestamp>.xlsx`. */
const courses = crudResource<CourseAdminRow, CourseAdminBody, CourseAdminFilter, { onlineCourseId: number }>({
  base: paths.base,
  listPath: paths.list,
  idName: 'onlineCourseId',
  listKey: courseAdminKeys.list,
  exportPath: paths.export,
  exportName: 'course',
});

export const courseAdminQueries = {
  list: courses.list,
  detail: (id: number) => queryOptions({ queryKey: courseAdminKeys.detail(id), queryFn: ({ signal }) => apiGet<CourseAdminDetail>(`${paths.base}/${id}`, undefined, { signal }) }),
  paper: (paperId: number) => queryOptions({ queryKey: courseAdminKeys.paper(paperId), queryFn: ({ signal }) => apiGet<CoursePaperAdmin>(`${paths.paper}/${paperId}`, undefined, { signal }) }),
  classOptions: () => queryOptions({ queryKey: courseAdminKeys.classOptions, queryFn: ({ signal }) => apiGet<CourseClassOption[]>(paths.classOptions, undefined, { signal }), staleTime: 60_000 }),
};

/** How many learners would lose progress with these courses (asked before deleting). */
export const learnersWithProgress = (ids: number[]) => apiGet<CourseProgressCount>(`${paths.progress}/${ids.join(',')}`);

/** Every write refreshes the list and the open course (its credits, papers and counts). */
const meta = { invalidates: [courseAdminKeys.all] };

export const courseAdminMutations = {
  /** Answers the course's id: after 新增 the drawer goes on with the new course (its resources tab). */
  save: {
    mutationFn: (body: CourseAdminBody) => (body.onlineCourseId ? courses.update(body).then(() => Number(body.onlineCourseId)) : courses.create(body).then((r) => r.onlineCourseId)),
    meta,
  },
  /** `confirmed`: the page has warned about the learners' progress (learnersWithProgress) and the admin went on. */
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

export const exportCourses = courses.exportXlsx;
