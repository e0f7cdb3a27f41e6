/** 问答管理 calls (/system/chatDirectory, /system/chatProblem, admin only): query-key factory, queries and mutations. */
import {
  chatAdminPaths as paths,
  type ChatDirectoryBody,
  type ChatDirectoryFilter,
  type ChatDirectoryRow,
  type ChatProblemBody,
  type ChatProblemFilter,
  type ChatProblemRow,
} from '@medteach/contract';
import { crudResource, type Paged } from '../../shared/crud/crud-resource';

/** Every business, for the question dialog's 所属业务 pick. */
const ALL = { pageNum: 1, pageSize: 500 };

export const chatAdminKeys = {
  all: ['chatAdmin'] as const,
  directories: (params: Paged<ChatDirectoryFilter>) => ['chatAdmin', 'directory', params] as const,
  problems: (params: Paged<ChatProblemFilter>) => ['chatAdmin', 'problem', params] as const,
};

const directories = crudResource<ChatDirectoryRow, ChatDirectoryBody, ChatDirectoryFilter>({
  base: paths.directory,
  listPath: paths.directoryList,
  idName: 'id',
  listKey: chatAdminKeys.directories,
  exportPath: paths.directoryExport,
  exportName: 'chat_directory',
});
const problems = crudResource<ChatProblemRow, ChatProblemBody, ChatProblemFilter>({
  base: paths.problem,
  listPath: paths.problemList,
  idName: 'id',
  listKey: chatAdminKeys.problems,
  exportPath: paths.problemExport,
  exportName: 'chat_problem',
});

export const chatAdminQueries = {
  directories: directories.list,
  directoryOptions: () => chatAdminQueries.directories(ALL),
  problems: problems.list,
};

/** A question write changes its business's question count; a business rename shows in the questions. */
const meta = { invalidates: [chatAdminKeys.all] };

export const chatAdminMutations = {
  saveDirectory: { mutationFn: directories.save, meta },
  removeDirectories: { mutationFn: directories.remove, meta },
  saveProblem: { mutationFn: problems.save, meta },
  removeProblems: { mutationFn: problems.remove, meta },
};

export const exportDirectories = directories.exportXlsx;
export const exportProblems = problems.exportXlsx;
