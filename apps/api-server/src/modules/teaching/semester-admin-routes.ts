import type { FastifyInstance } from 'fastify';
import {
  TeachingPlanMessages as msg,
  semesterBody,
  semesterExportQuery,
  semesterQuery,
  teachingPlanPaths as paths,
  type SemesterAdminRow,
  type SemesterBody,
  type SemesterFilter,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource } from '../system/admin-resource';
import { deleteSemesters, getSemester, insertSemester, listSemesters, semesterNameTaken, updateSemester } from './semester-admin-repository';

/** 学期管理 (`/teachingCenter/admin/semester`, RuoYi-shaped; issue 17): a semester with plans is kept. */
export async function semesterAdminRoutes(app: FastifyInstance) {
  registerAdminResource<SemesterAdminRow, SemesterBody, SemesterFilter>(app, {
    title: '学期管理',
    label: '学期',
    base: paths.semester,
    listPath: paths.semesterList,
    exportPath: paths.semesterExport,
    idName: 'semesterId',
    query: semesterQuery,
    exportQuery: semesterExportQuery,
    body: semesterBody,
    idOf: (b) => b.semesterId,
    list: listSemesters,
    get: getSemester,
    check: async (db, b, verb, exceptId) => {
      if (await semesterNameTaken(db, b.semesterName, exceptId)) throw refused(msg.semesterNameTaken(verb, b.semesterName));
    },
    insert: insertSemester,
    update: updateSemester,
    inUse: async (_db, s) => (s.planCount ? msg.semesterInUse(s.semesterName, s.planCount) : null),
    remove: deleteSemesters,
    sheetName: '学期数据',
    columns: [
      { header: '学期编号', value: (s) => s.semesterId },
      { header: '学期名称', value: (s) => s.semesterName, width: 28 },
      { header: '开始日期', value: (s) => s.startDate, width: 14 },
      { header: '结束日期', value: (s) => s.endDate, width: 14 },
      { header: '教学计划数', value: (s) => s.planCount },
    ],
  });
}
