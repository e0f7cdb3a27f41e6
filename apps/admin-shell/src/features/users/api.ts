/** 用户管理 calls (/system/user, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiPut, apiTable } from '@medteach/api-client';
import {
  authPaths,
  peoplePaths as paths,
  type ChangeStatusBody,
  type MajorRow,
  type ResetPwdBody,
  type SysClassRow,
  type SysUserRow,
  type UserBody,
  type UserFilter,
} from '@medteach/contract';
import { crudResource } from '../../shared/crud/crud-resource';
import { peopleKeys } from '../../shared/people-keys';

export type { UserFilter };
export type UserListParams = UserFilter & { pageNum: number; pageSize: number };

/** Every class and major fits one page of the pickers (a school has dozens, not thousands). */
const ALL = { pageNum: 1, pageSize: 500 };

export const userKeys = {
  all: peopleKeys.users,
  list: (params: UserListParams) => [...peopleKeys.users, 'list', params] as const,
  // Under the class and major lists' own prefixes: writes on 班级管理 / 专业与年级 refresh these pickers too.
  classOptions: [...peopleKeys.classes, 'options'] as const,
  majorOptions: [...peopleKeys.majors, 'options'] as const,
};

const users = crudResource<SysUserRow, UserBody, UserFilter>({
  base: paths.user,
  listPath: paths.userList,
  idName: 'userId',
  listKey: userKeys.list,
  exportPath: paths.userExport,
  exportName: 'user',
});

export const userQueries = {
  list: users.list,
  classOptions: () =>
    queryOptions({ queryKey: userKeys.classOptions, queryFn: async ({ signal }) => (await apiTable<SysClassRow>(paths.classList, ALL, { signal })).rows }),
  majorOptions: () =>
    queryOptions({ queryKey: userKeys.majorOptions, queryFn: async ({ signal }) => (await apiTable<MajorRow>(paths.majorList, ALL, { signal })).rows }),
};

/** Writes change the list and the classes' student counts. */
const meta = { invalidates: [userKeys.all, peopleKeys.classes] };

export const userMutations = {
  save: { mutationFn: users.save, meta },
  remove: { mutationFn: users.remove, meta },
  changeStatus: { mutationFn: (body: ChangeStatusBody) => apiPut(paths.userChangeStatus, body), meta },
  resetPwd: { mutationFn: (body: ResetPwdBody) => apiPut(authPaths.resetPwd, body) },
};

export const exportUsers = users.exportXlsx;
