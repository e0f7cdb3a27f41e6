import type { FastifyInstance } from 'fastify';
import { examAdminBody, examAdminExportQuery, examAdminQuery, stationAdminMessages as msg, stationAdminPaths as paths, type ExamAdminBody, type ExamAdminFilter, type ExamAdminRow } from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource } from '../system/admin-resource';
import { deleteExams, examNameTaken, getExam, insertExam, listExams, stationsOfExams, updateExam } from './exam-admin-repository';
import { stationHub } from './hub';

export const EXAM_ADMIN_TITLE = '考试管理';

/**
 * 考试管理 (`/examStation/admin/exam`, issue 17): an exam's name and window. The screens read the window on every
 * request (display-routes.ts inExamWindow), so an edit holds at once; an exam with stations is not deleted. The
 * boards show the exam's name: an edit tells its stations' screens to refetch.
 */
export async function examAdminRoutes(app: FastifyInstance) {
  const hub = stationHub(app.ctx);
  registerAdminResource<ExamAdminRow, ExamAdminBody, ExamAdminFilter>(app, {
    title: EXAM_ADMIN_TITLE,
    label: '考试',
    base: paths.exam,
    listPath: paths.examList,
    exportPath: paths.examExport,
    idName: 'examId',
    query: examAdminQuery,
    exportQuery: examAdminExportQuery,
    body: examAdminBody,
    idOf: (b) => b.examId,
    list: listExams,
    get: getExam,
    check: async (db, b, verb, exceptId) => {
      if (await examNameTaken(db, b.examName, exceptId)) throw refused(msg.nameTaken(verb, '考试', b.examName));
    },
    insert: insertExam,
    update: updateExam,
    inUse: async (_db, e) => (e.stationCount ? msg.examHasStations(e.examName, e.stationCount) : null),
    remove: deleteExams,
    afterWrite: async (db, rows) => hub.stationsChanged(await stationsOfExams(db, rows.map((e) => e.examId))),
    sheetName: '考试数据',
    columns: [
      { header: '考试编号', value: (e) => e.examId },
      { header: '考试名称', value: (e) => e.examName, width: 30 },
      { header: '开始时间', value: (e) => e.startsAt ?? '', width: 22 },
      { header: '结束时间', value: (e) => e.endsAt ?? '', width: 22 },
      { header: '考站数', value: (e) => e.stationCount },
    ],
  });
}
