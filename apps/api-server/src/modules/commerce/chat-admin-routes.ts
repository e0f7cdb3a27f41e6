import type { FastifyInstance } from 'fastify';
import {
  chatAdminPaths as paths,
  chatDirectoryBody,
  chatDirectoryFilter,
  chatDirectoryQuery,
  chatProblemBody,
  chatProblemFilter,
  chatProblemQuery,
  type ChatDirectoryBody,
  type ChatDirectoryFilter,
  type ChatDirectoryRow,
  type ChatProblemBody,
  type ChatProblemFilter,
  type ChatProblemRow,
} from '@medteach/contract';
import { badRequest, refused } from '../../core/errors';
import { registerAdminResource } from '../system/admin-resource';
import {
  deleteDirectories,
  deleteProblems,
  directoryNameTaken,
  getDirectory,
  getProblem,
  insertDirectory,
  insertProblem,
  listDirectories,
  listProblems,
  problemAskedCount,
  updateDirectory,
  updateProblem,
} from './chat-admin-repository';
import type { Queryable } from '../../db/queryable';

const TITLE = '问答管理';
const lineOf = async (db: Queryable, pid: number) => {
  const d = await getDirectory(db, pid);
  if (!d) throw badRequest('所属业务不存在');
  return d.identify;
};

/**
 * 问答管理 (issue 17): the businesses and question/answer lists `/artificial` shows. Nothing is cached on the server:
 * the phone shows an edit the next time it opens the chat.
 */
export async function chatAdminRoutes(app: FastifyInstance) {
  registerAdminResource<ChatDirectoryRow, ChatDirectoryBody, ChatDirectoryFilter>(app, {
    title: TITLE,
    label: '业务',
    base: paths.directory,
    listPath: paths.directoryList,
    exportPath: paths.directoryExport,
    idName: 'id',
    query: chatDirectoryQuery,
    exportQuery: chatDirectoryFilter,
    body: chatDirectoryBody,
    idOf: (b) => b.id,
    list: listDirectories,
    get: getDirectory,
    check: async (db, b, verb, exceptId) => {
      if (await directoryNameTaken(db, b, exceptId)) throw refused(`${verb}业务'${b.directoryName}'失败，该客服线路下已存在同名业务`);
    },
    insert: insertDirectory,
    update: (db, id, b) => updateDirectory(db, id, b),
    inUse: async (_db, d) => (d.problemCount > 0 ? `业务'${d.directoryName}'下还有${d.problemCount}个问题，不能删除` : null),
    remove: deleteDirectories,
    sheetName: '客服业务',
    columns: [
      { header: '编号', value: (d) => d.id },
      { header: '客服线路', value: (d) => d.identify },
      { header: '业务名称', value: (d) => d.directoryName, width: 24 },
      { header: '排序', value: (d) => d.sort },
      { header: '问题数', value: (d) => d.problemCount },
    ],
  });

  registerAdminResource<ChatProblemRow, ChatProblemBody, ChatProblemFilter>(app, {
    title: TITLE,
    label: '问题',
    base: paths.problem,
    listPath: paths.problemList,
    exportPath: paths.problemExport,
    idName: 'id',
    query: chatProblemQuery,
    exportQuery: chatProblemFilter,
    body: chatProblemBody,
    idOf: (b) => b.id,
    list: listProblems,
    get: getProblem,
    check: async (db, b) => void (await lineOf(db, b.pid)),
    insert: async (db, b) => insertProblem(db, b, await lineOf(db, b.pid)),
    update: async (db, id, b) => updateProblem(db, id, b, await lineOf(db, b.pid)),
    inUse: async (db, p) => {
      const n = await problemAskedCount(db, p.id);
      return n > 0 ? `问题'${p.problem}'已被${n}条咨询记录引用，不能删除，可修改其内容` : null;
    },
    remove: deleteProblems,
    sheetName: '客服问答',
    columns: [
      { header: '编号', value: (p) => p.id },
      { header: '所属业务', value: (p) => p.directoryName, width: 20 },
      { header: '问题', value: (p) => p.problem, width: 36 },
      { header: '答案', value: (p) => p.answer, width: 60 },
      { header: '排序', value: (p) => p.sort },
    ],
  });
}
