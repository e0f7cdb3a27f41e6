import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Role,
  classBody,
  classExportQuery,
  classQuery,
  gradeBody,
  gradeExportQuery,
  gradeQuery,
  idList,
  idParam,
  majorBody,
  majorExportQuery,
  majorQuery,
  peoplePaths,
  type GradeRow,
  type MajorRow,
  type SysClassRow,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import {
  classNameTaken,
  classUsage,
  deleteClasses,
  deleteGrades,
  deleteMajors,
  getClass,
  getGrade,
  getMajor,
  gradeExists,
  gradeNameTaken,
  insertClass,
  insertGrade,
  insertMajor,
  listClasses,
  listGrades,
  listMajors,
  majorNameTaken,
  majorUsage,
  updateClass,
  updateGrade,
  updateMajor,
} from './class-admin-repository';
import { adminWrite } from './user-admin-routes';
import { sendXlsx, type XlsxColumn } from './xlsx';

const adminOnly = { config: { access: [Role.ADMIN] } };
const exportRoute = (title: string) => ({ config: { access: [Role.ADMIN], plain: true, operLog: { title, businessType: BusinessType.EXPORT } } });
const CLASS_TITLE = '班级管理';
const MAJOR_GRADE_TITLE = '专业与年级';

/** Why a class cannot go, naming what still uses it; null when nothing does. */
export function classInUse(name: string, use: { students: number; courses: number; plans: number }): string | null {
  if (use.students) return `班级'${name}'下还有 ${use.students} 名学生，不能删除，请先调整这些学生的班级`;
  if (use.courses) return `班级'${name}'已被 ${use.courses} 门在线课程选为授课班级，不能删除`;
  if (use.plans) return `班级'${name}'已被 ${use.plans} 个教学计划使用，不能删除`;
  return null;
}

export function majorInUse(name: string, use: { classes: number; plans: number; users: number }): string | null {
  if (use.classes) return `专业'${name}'下还有 ${use.classes} 个班级，不能删除`;
  if (use.plans) return `专业'${name}'已被 ${use.plans} 个教学计划使用，不能删除`;
  if (use.users) return `专业'${name}'下还有 ${use.users} 名用户，不能删除`;
  return null;
}

const CLASS_COLUMNS: XlsxColumn<SysClassRow>[] = [
  { header: '班级编号', value: (c) => c.classId },
  { header: '班级名称', value: (c) => c.className, width: 28 },
  { header: '年级', value: (c) => c.gradeName },
  { header: '专业', value: (c) => c.majorName },
  { header: '学生人数', value: (c) => c.studentCount },
];
const MAJOR_COLUMNS: XlsxColumn<MajorRow>[] = [
  { header: '专业编号', value: (m) => m.majorId },
  { header: '专业名称', value: (m) => m.majorName, width: 24 },
  { header: '班级数', value: (m) => m.classCount },
];
const GRADE_COLUMNS: XlsxColumn<GradeRow>[] = [
  { header: '年级编号', value: (g) => g.gradeId },
  { header: '年级名称', value: (g) => g.gradeName },
  { header: '显示顺序', value: (g) => g.sort },
  { header: '班级数', value: (g) => g.classCount },
  { header: '创建时间', value: (g) => g.createTime, width: 22 },
];

/** 班级管理 and 专业与年级 (RuoYi-shaped `/system/class`, `/system/major`, `/system/grade`; issue 16 slice A). */
export async function classAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // ---- classes ----
  const classBase = peoplePaths.class;
  const byClassId = z.object({ classId: idParam });
  const byClassIds = z.object({ classIds: idList });
  const checkClass = async (body: z.infer<typeof classBody>, verb: '新增' | '修改', exceptId = 0) => {
    if (await classNameTaken(db, body.className, exceptId)) throw refused(`${verb}班级'${body.className}'失败，班级名称已存在`);
    if (!(await getMajor(db, body.majorId))) throw refused('所选专业不存在');
    if (!(await gradeExists(db, body.gradeName))) throw refused('所选年级不存在');
  };

  app.get(peoplePaths.classList, adminOnly, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(classQuery, req.query);
    const { rows, total } = await listClasses(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });
  app.get(`${classBase}/:classId`, adminOnly, async (req) => {
    const found = await getClass(db, parse(byClassId, req.params).classId);
    if (!found) throw notFound('班级不存在');
    return ok(found);
  });
  app.post(classBase, adminWrite(BusinessType.INSERT, CLASS_TITLE), async (req) => {
    const body = parse(classBody, req.body);
    await checkClass(body, '新增');
    const classId = await insertClass(db, body);
    noteChange(req, undefined, await getClass(db, classId));
    return ok({ classId });
  });
  app.put(classBase, adminWrite(BusinessType.UPDATE, CLASS_TITLE), async (req) => {
    const body = parse(classBody, req.body);
    if (!body.classId) throw badRequest('班级编号不能为空');
    const before = await getClass(db, body.classId);
    if (!before) throw notFound('班级不存在');
    await checkClass(body, '修改', body.classId);
    await updateClass(db, body.classId, body);
    noteChange(req, before, await getClass(db, body.classId));
    return ok();
  });
  app.delete(`${classBase}/:classIds`, adminWrite(BusinessType.DELETE, CLASS_TITLE), async (req) => {
    const { classIds } = parse(byClassIds, req.params);
    for (const classId of classIds) {
      const found = await getClass(db, classId);
      const why = found && classInUse(found.className, await classUsage(db, classId));
      if (why) throw refused(why);
    }
    await deleteClasses(db, classIds);
    return ok();
  });
  app.post(peoplePaths.classExport, exportRoute(CLASS_TITLE), async (req, reply) => {
    const { rows } = await listClasses(db, parse(classExportQuery, req.body ?? {}));
    return sendXlsx(reply, '班级数据', CLASS_COLUMNS, rows);
  });

  // ---- majors ----
  const majorBase = peoplePaths.major;
  const byMajorId = z.object({ majorId: idParam });
  const byMajorIds = z.object({ majorIds: idList });

  app.get(peoplePaths.majorList, adminOnly, async (req) => {
    const { pageNum, pageSize, majorName } = parse(majorQuery, req.query);
    const { rows, total } = await listMajors(db, majorName, { pageNum, pageSize });
    return table(rows, total);
  });
  app.get(`${majorBase}/:majorId`, adminOnly, async (req) => {
    const found = await getMajor(db, parse(byMajorId, req.params).majorId);
    if (!found) throw notFound('专业不存在');
    return ok(found);
  });
  app.post(majorBase, adminWrite(BusinessType.INSERT, MAJOR_GRADE_TITLE), async (req) => {
    const body = parse(majorBody, req.body);
    if (await majorNameTaken(db, body.majorName)) throw refused(`新增专业'${body.majorName}'失败，专业名称已存在`);
    const majorId = await insertMajor(db, body);
    noteChange(req, undefined, await getMajor(db, majorId));
    return ok({ majorId });
  });
  app.put(majorBase, adminWrite(BusinessType.UPDATE, MAJOR_GRADE_TITLE), async (req) => {
    const body = parse(majorBody, req.body);
    if (!body.majorId) throw badRequest('专业编号不能为空');
    const before = await getMajor(db, body.majorId);
    if (!before) throw notFound('专业不存在');
    if (await majorNameTaken(db, body.majorName, body.majorId)) throw refused(`修改专业'${body.majorName}'失败，专业名称已存在`);
    await updateMajor(db, body.majorId, body);
    noteChange(req, before, await getMajor(db, body.majorId));
    return ok();
  });
  app.delete(`${majorBase}/:majorIds`, adminWrite(BusinessType.DELETE, MAJOR_GRADE_TITLE), async (req) => {
    const { majorIds } = parse(byMajorIds, req.params);
    for (const majorId of majorIds) {
      const found = await getMajor(db, majorId);
      const why = found && majorInUse(found.majorName, await majorUsage(db, majorId));
      if (why) throw refused(why);
    }
    await deleteMajors(db, majorIds);
    return ok();
  });
  app.post(peoplePaths.majorExport, exportRoute(MAJOR_GRADE_TITLE), async (req, reply) => {
    const { rows } = await listMajors(db, parse(majorExportQuery, req.body ?? {}).majorName);
    return sendXlsx(reply, '专业数据', MAJOR_COLUMNS, rows);
  });

  // ---- grades ----
  const gradeBase = peoplePaths.grade;
  const byGradeId = z.object({ gradeId: idParam });
  const byGradeIds = z.object({ gradeIds: idList });

  app.get(peoplePaths.gradeList, adminOnly, async (req) => {
    const { pageNum, pageSize, gradeName } = parse(gradeQuery, req.query);
    const { rows, total } = await listGrades(db, gradeName, { pageNum, pageSize });
    return table(rows, total);
  });
  app.get(`${gradeBase}/:gradeId`, adminOnly, async (req) => {
    const found = await getGrade(db, parse(byGradeId, req.params).gradeId);
    if (!found) throw notFound('年级不存在');
    return ok(found);
  });
  app.post(gradeBase, adminWrite(BusinessType.INSERT, MAJOR_GRADE_TITLE), async (req) => {
    const body = parse(gradeBody, req.body);
    if (await gradeNameTaken(db, body.gradeName)) throw refused(`新增年级'${body.gradeName}'失败，年级名称已存在`);
    const gradeId = await insertGrade(db, body);
    noteChange(req, undefined, await getGrade(db, gradeId));
    return ok({ gradeId });
  });
  app.put(gradeBase, adminWrite(BusinessType.UPDATE, MAJOR_GRADE_TITLE), async (req) => {
    const body = parse(gradeBody, req.body);
    if (!body.gradeId) throw badRequest('年级编号不能为空');
    const before = await getGrade(db, body.gradeId);
    if (!before) throw notFound('年级不存在');
    if (await gradeNameTaken(db, body.gradeName, body.gradeId)) throw refused(`修改年级'${body.gradeName}'失败，年级名称已存在`);
    await updateGrade(db, body.gradeId, before.gradeName, body);
    noteChange(req, before, await getGrade(db, body.gradeId));
    return ok();
  });
  app.delete(`${gradeBase}/:gradeIds`, adminWrite(BusinessType.DELETE, MAJOR_GRADE_TITLE), async (req) => {
    const { gradeIds } = parse(byGradeIds, req.params);
    for (const gradeId of gradeIds) {
      const found = await getGrade(db, gradeId);
      if (found?.classCount) throw refused(`年级'${found.gradeName}'下还有 ${found.classCount} 个班级，不能删除`);
    }
    await deleteGrades(db, gradeIds);
    return ok();
  });
  app.post(peoplePaths.gradeExport, exportRoute(MAJOR_GRADE_TITLE), async (req, reply) => {
    const { rows } = await listGrades(db, parse(gradeExportQuery, req.body ?? {}).gradeName);
    return sendXlsx(reply, '年级数据', GRADE_COLUMNS, rows);
  });
}
