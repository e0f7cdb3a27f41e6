/** 问答管理 calls (/system/chatDirectory, /system/chatProblem, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, apiTable, download } from '@medteach/api-client';
import {
  chatAdminPaths as paths,
  type ChatDirectoryBody,
  type ChatDirectoryFilter,
  type ChatDirectoryRow,
  type ChatProblemBody,
  type ChatProblemFilter,
  type ChatProblemRow,
} from '@medteach/contract';

type Paged<F> = F & { pageNum: number; pageSize: number };
/** Every business, for the question dialog's 所属业务 pick. */
const ALL = { pageNum: 1, pageSize: 500 };

export const chatAdminKeys = {
  all: ['chatAdmin'] as const,
  directories: (params: Paged<ChatDirectoryFilter>) => ['chatAdmin', 'directory', params] as const,
  problems: (params: Paged<ChatProblemFilter>) => ['chatAdmin', 'problem', params] as const,
};

export const chatAdminQueries = {
  directories: (params: Paged<ChatDirectoryFilter>) =>
    queryOptions({ queryKey: chatAdminKeys.directories(params), queryFn: ({ signal }) => apiTable<ChatDirectoryRow>(paths.directoryList, params, { signal }) }),
  directoryOptions: () => chatAdminQueries.directories(ALL),
  problems: (params: Paged<ChatProblemFilter>) =>
    queryOptions({ queryKey: chatAdminKeys.problems(params), queryFn: ({ signal }) => apiTable<ChatProblemRow>(paths.problemList, params, { signal }) }),
};

/** A question write changes its business's question count; a business rename shows in the questions. */
const meta = { invalidates: [chatAdminKeys.all] };
const saveOrCreate = <B extends { id?: number }>(path: string) => ({ mutationFn: (body: B) => (body.id ? apiPut(path, body) : apiPost(path, body)), meta });
const removeMany = (path: string) => ({ mutationFn: (ids: number[]) => apiDelete(`${path}/${ids.join(',')}`), meta });

export const chatAdminMutations = {
  saveDirectory: saveOrCreate<ChatDirectoryBody>(paths.directory),
  removeDirectories: removeMany(paths.directory),
  saveProblem: saveOrCreate<ChatProblemBody>(paths.problem),
  removeProblems: removeMany(paths.problem),
};

export const exportDirectories = (filter: ChatDirectoryFilter) => download(paths.directoryExport, filter, `chat_directory_${Date.now()}.xlsx`);
export const exportProblems = (filter: ChatProblemFilter) => download(paths.problemExport, filter, `chat_problem_${Date.now()}.xlsx`);
