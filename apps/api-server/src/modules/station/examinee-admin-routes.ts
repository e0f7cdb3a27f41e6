import type { FastifyInstance } from 'fastify';
import {
  EXAMINEE_STATUS_LABELS,
  examineeAdminPaths as paths,
  examineeBody,
  examineeExportQuery,
  examineeMessages as msg,
  examineeQuery,
  type ExamineeAdminRow,
  type ExamineeBody,
  type ExamineeFilter,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource, type WriteVerb } from '../system/admin-resource';
import { stationHub } from './hub';
import {
  BUSY_STATUSES,
  deleteExaminees,
  getAdminExaminee,
  insertExaminee,
  listAdminExaminees,
  numberTaken,
  orderTaken,
  stationExists,
  updateExaminee,
} from './examinee-admin-repository';
import type { Queryable } from '../../db/queryable';

export const EXAMINEE_TITLE = '考生管理';

async function checkExaminee(db: Queryable, b: ExamineeBody, verb: WriteVerb, exceptId = 0) {
  if (exceptId) {
    const before = await getAdminExaminee(db, exceptId);
    if (before && BUSY_STATUSES.includes(before.status)) throw refused(msg.busy(verb, before.realName));
  }
  if (!(await stationExists(db, b.stationId))) throw refused(msg.noSuchStation);
  if (await numberTaken(db, b.stationId, b.jobNumber, exceptId)) throw refused(msg.numberTaken(verb, b.realName));
  if (await orderTaken(db, b.stationId, b.batch, b.seq, exceptId)) throw refused(msg.orderTaken(verb, b.realName, b.batch, b.seq));
}

/**
 * 考生管理 (`/examStation/admin/examinee`, issue 17): list per exam and station, add / edit / delete, export. Once a
 * write has committed, the screens of the station (both stations when an edit moves the examinee) refetch.
 */
export async function examineeAdminRoutes(app: FastifyInstance) {
  const hub = stationHub(app.ctx);
  registerAdminResource<ExamineeAdminRow, ExamineeBody, ExamineeFilter>(app, {
    title: EXAMINEE_TITLE,
    label: '考生',
    base: paths.examinee,
    listPath: paths.examineeList,
    exportPath: paths.examineeExport,
    idName: 'examineeId',
    query: examineeQuery,
    exportQuery: examineeExportQuery,
    body: examineeBody,
    idOf: (b) => b.examineeId,
    list: listAdminExaminees,
    get: getAdminExaminee,
    check: checkExaminee,
    insert: insertExaminee,
    update: updateExaminee,
    inUse: async (_db, x) => (BUSY_STATUSES.includes(x.status) ? msg.busy('删除', x.realName) : null),
    remove: deleteExaminees,
    afterWrite: (_db, rows) => hub.stationsChanged(rows.map((x) => x.stationId)),
    sheetName: '考生数据',
    columns: [
      { header: '考生编号', value: (x) => x.examineeId },
      { header: '考试', value: (x) => x.examName, width: 24 },
      { header: '考站', value: (x) => x.stationName, width: 20 },
      { header: '批次', value: (x) => x.batch },
      { header: '序号', value: (x) => x.seq },
      { header: '姓名', value: (x) => x.realName },
      { header: '学号/工号', value: (x) => x.jobNumber, width: 18 },
      { header: '计划时间', value: (x) => x.plannedAt ?? '', width: 18 },
      { header: '考室', value: (x) => x.roomName },
      { header: '状态', value: (x) => EXAMINEE_STATUS_LABELS[x.status] },
    ],
  });
}
