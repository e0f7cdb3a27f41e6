import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Role,
  TeachingPlanMessages as msg,
  idList,
  planBody,
  planCopyBody,
  planExportQuery,
  planQuery,
  teachingPlanPaths as paths,
  type PlanAdminRow,
  type PlanBody,
  type PlanFilter,
} from '@medteach/contract';
import { ok } from '../../core/envelope';
import { refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { registerAdminResource } from '../system/admin-resource';
import { deletePlans, getPlan, insertPlan, listPlans, missingReference, planDeleteImpact, updatePlan } from './plan-admin-repository';
import { copyPlan } from './plans';

const TITLE = '教学计划';
const MISSING = { semester: msg.noSuchSemester, major: msg.noSuchMajor, class: msg.noSuchClass, teacher: msg.noSuchTeacher } as const;

/**
 * 教学计划 (`/teachingCenter/admin/plan`, RuoYi-shaped; issue 17): plans with their classes, what a delete takes with
 * it, and 复制到学期 — the plan, its classes and lessons (with their ratings, papers, materials and homework, not the
 * students' records) on the same week number and weekday of another semester, refused whole when a lesson clashes.
 */
export async function planAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerAdminResource<PlanAdminRow, PlanBody, PlanFilter>(app, {
    title: TITLE,
    label: '教学计划',
    base: paths.plan,
    listPath: paths.planList,
    exportPath: paths.planExport,
    idName: 'planId',
    query: planQuery,
    exportQuery: planExportQuery,
    body: planBody,
    idOf: (b) => b.planId,
    list: listPlans,
    get: getPlan,
    check: async (db, b) => {
      const missing = await missingReference(db, b);
      if (missing) throw refused(MISSING[missing]);
    },
    insert: insertPlan,
    update: updatePlan,
    // Deleting a plan deletes its lessons and their records: the console asks with deleteImpact's counts first.
    inUse: async () => null,
    remove: deletePlans,
    sheetName: '教学计划数据',
    columns: [
      { header: '计划编号', value: (p) => p.planId },
      { header: '课程名称', value: (p) => p.planName, width: 20 },
      { header: '学期', value: (p) => p.semesterName, width: 24 },
      { header: '专业', value: (p) => p.majorName, width: 14 },
      { header: '班级', value: (p) => p.classNames, width: 36 },
      { header: '授课教师', value: (p) => p.teacherName },
      { header: '教材', value: (p) => p.textbook, width: 30 },
      { header: '理论学时', value: (p) => p.theoryPeriod },
      { header: '实验学时', value: (p) => p.experimentPeriod },
      { header: '理论地点', value: (p) => p.theoryAddressName, width: 16 },
      { header: '实验地点', value: (p) => p.experimentAddressName, width: 16 },
      { header: '实习地点', value: (p) => p.internshipAddressName, width: 16 },
      { header: '课次数', value: (p) => p.lessonCount },
    ],
  });

  app.get(`${paths.planDeleteImpact}/:planIds`, { config: { access: [Role.ADMIN] } }, async (req) =>
    ok(await planDeleteImpact(db, parse(z.object({ planIds: idList }), req.params).planIds)),
  );

  app.post(paths.planCopy, { config: { access: [Role.ADMIN], operLog: { title: TITLE, businessType: BusinessType.INSERT } } }, async (req) => {
    const body = parse(planCopyBody, req.body);
    const { planId, copy } = await copyPlan(db, body.planId, body.semesterId);
    noteChange(req, undefined, copy);
    return ok({ planId });
  });
}
