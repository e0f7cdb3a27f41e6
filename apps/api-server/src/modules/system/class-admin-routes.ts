import type { FastifyInstance } from 'fastify';
import {
  classBody,
  classExportQuery,
  classQuery,
  gradeBody,
  gradeExportQuery,
  gradeQuery,
  majorBody,
  majorExportQuery,
  majorQuery,
  peoplePaths,
  type ClassBody,
  type ClassFilter,
  type GradeBody,
  type GradeRow,
  type MajorBody,
  type MajorRow,
  type SysClassRow,
} from '@medteach/contract';
import { refused } from '../../core/errors';
import { registerAdminResource, type WriteVerb } from './admin-resource';
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
  type GradeFilter,
  type MajorFilter,
} from './class-admin-repository';
import type { Queryable } from '../../db/queryable';

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

/** RuoYi's refusal of a taken name: 新增专业'护理学'失败，专业名称已存在. */
const nameTaken = (verb: WriteVerb, label: string, name: string) => refused(`${verb}${label}'${name}'失败，${label}名称已存在`);

async function checkClass(db: Queryable, body: ClassBody, verb: WriteVerb, exceptId = 0) {
  if (await classNameTaken(db, body.className, exceptId)) throw nameTaken(verb, '班级', body.className);
  if (!(await getMajor(db, body.majorId))) throw refused('所选专业不存在');
  if (!(await gradeExists(db, body.gradeName))) throw refused('所选年级不存在');
}

/** 班级管理 and 专业与年级 (RuoYi-shaped `/system/class`, `/system/major`, `/system/grade`; issue 16 slice A). */
export async function classAdminRoutes(app: FastifyInstance) {
  registerAdminResource<SysClassRow, ClassBody, ClassFilter>(app, {
    title: CLASS_TITLE,
    label: '班级',
    base: peoplePaths.class,
    listPath: peoplePaths.classList,
    exportPath: peoplePaths.classExport,
    idName: 'classId',
    query: classQuery,
    exportQuery: classExportQuery,
    body: classBody,
    idOf: (b) => b.classId,
    list: listClasses,
    get: getClass,
    check: checkClass,
    insert: insertClass,
    update: updateClass,
    inUse: async (db, c) => classInUse(c.className, await classUsage(db, c.classId)),
    remove: deleteClasses,
    sheetName: '班级数据',
    columns: [
      { header: '班级编号', value: (c) => c.classId },
      { header: '班级名称', value: (c) => c.className, width: 28 },
      { header: '年级', value: (c) => c.gradeName },
      { header: '专业', value: (c) => c.majorName },
      { header: '学生人数', value: (c) => c.studentCount },
    ],
  });

  registerAdminResource<MajorRow, MajorBody, MajorFilter>(app, {
    title: MAJOR_GRADE_TITLE,
    label: '专业',
    base: peoplePaths.major,
    listPath: peoplePaths.majorList,
    exportPath: peoplePaths.majorExport,
    idName: 'majorId',
    query: majorQuery,
    exportQuery: majorExportQuery,
    body: majorBody,
    idOf: (b) => b.majorId,
    list: listMajors,
    get: getMajor,
    check: async (db, b, verb, exceptId) => {
      if (await majorNameTaken(db, b.majorName, exceptId)) throw nameTaken(verb, '专业', b.majorName);
    },
    insert: insertMajor,
    update: updateMajor,
    inUse: async (db, m) => majorInUse(m.majorName, await majorUsage(db, m.majorId)),
    remove: deleteMajors,
    sheetName: '专业数据',
    columns: [
      { header: '专业编号', value: (m) => m.majorId },
      { header: '专业名称', value: (m) => m.majorName, width: 24 },
      { header: '班级数', value: (m) => m.classCount },
    ],
  });

  registerAdminResource<GradeRow, GradeBody, GradeFilter>(app, {
    title: MAJOR_GRADE_TITLE,
    label: '年级',
    base: peoplePaths.grade,
    listPath: peoplePaths.gradeList,
    exportPath: peoplePaths.gradeExport,
    idName: 'gradeId',
    query: gradeQuery,
    exportQuery: gradeExportQuery,
    body: gradeBody,
    idOf: (b) => b.gradeId,
    list: listGrades,
    get: getGrade,
    check: async (db, b, verb, exceptId) => {
      if (await gradeNameTaken(db, b.gradeName, exceptId)) throw nameTaken(verb, '年级', b.gradeName);
    },
    insert: insertGrade,
    // Classes name their grade by text: a rename follows into them.
    update: (db, id, b, before) => updateGrade(db, id, b, before.gradeName),
    inUse: async (_db, g) => (g.classCount ? `年级'${g.gradeName}'下还有 ${g.classCount} 个班级，不能删除` : null),
    remove: deleteGrades,
    sheetName: '年级数据',
    columns: [
      { header: '年级编号', value: (g) => g.gradeId },
      { header: '年级名称', value: (g) => g.gradeName },
      { header: '显示顺序', value: (g) => g.sort },
      { header: '班级数', value: (g) => g.classCount },
      { header: '创建时间', value: (g) => g.createTime, width: 22 },
    ],
  });
}
