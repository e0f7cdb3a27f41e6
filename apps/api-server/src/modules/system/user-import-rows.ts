import { USER_ROLE_LABELS, USER_SEX_LABELS, type ImportRowError, type UserRole, type UserSex } from '@medteach/contract';
import type { ImportUnit, SheetRow } from './xlsx-import';

/**
 * The rows of a user import (template columns 姓名, 学号/工号, 手机号, 性别, 专业, 年级, 班级, 角色) checked against
 * each other and against what the database holds — a pure function, so every rule is tested without a server.
 * The 学号/工号 is the new account's login name and job number; an account is "already there" when its login name
 * or job number equals it.
 */
export const Col = {
  NAME: '姓名',
  NUMBER: '学号/工号',
  PHONE: '手机号',
  SEX: '性别',
  MAJOR: '专业',
  GRADE: '年级',
  CLASS: '班级',
  ROLE: '角色',
} as const;
export const REQUIRED_COLUMNS = [Col.NAME, Col.NUMBER] as const;

const NUMBER_RULE = /^[A-Za-z0-9_-]{2,30}$/;
const PHONE_RULE = /^1\d{10}$/;
const NAME_MAX = 30;
const SEX_BY_LABEL = new Map<string, UserSex>(Object.entries(USER_SEX_LABELS).map(([value, label]) => [label, value as UserSex]));
const ROLE_BY_LABEL = new Map<string, UserRole>(Object.entries(USER_ROLE_LABELS).map(([value, label]) => [label, value as UserRole]));
/** 角色 may list several: 教师、管理员. */
const ROLE_SEPARATORS = /[,，、/\s]+/;

export interface ExistingUser {
  userId: number;
  userName: string;
  jobNumber: string;
  phone: string | null;
}

export interface ImportLookups {
  classes: Map<string, { classId: number; gradeName: string; majorId: number | null }>;
  majors: Map<string, number>;
  /** Major names by id (to say which major a class belongs to). */
  majorNames: Map<number, string>;
  grades: Set<string>;
  /** Accounts whose login name or job number is one of the file's numbers. */
  existing: ExistingUser[];
  /** Accounts holding one of the file's phone numbers: phone → userId. */
  phoneOwners: Map<string, number>;
}

/** One account to write: a new one (`userId` null) or the existing one it updates. */
export interface ImportedUser {
  userId: number | null;
  number: string;
  realName: string;
  phone: string | null;
  sex: UserSex;
  roles: UserRole[];
  classId: number | null;
  majorId: number | null;
}

export function checkUserRows(rows: SheetRow[], lookups: ImportLookups, updateSupport: boolean): { units: ImportUnit<ImportedUser>[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const units: ImportUnit<ImportedUser>[] = [];
  const numberRows = new Map<string, number>();
  const phoneRows = new Map<string, number>();

  for (const { row, cells } of rows) {
    const fail = (column: string, reason: string) => errors.push({ row, column, reason });
    const cell = (name: string) => cells[name] ?? '';

    const realName = cell(Col.NAME);
    if (!realName) fail(Col.NAME, '姓名不能为空');
    else if (realName.length > NAME_MAX) fail(Col.NAME, `姓名长度不能超过${NAME_MAX}个字符`);

    const number = cell(Col.NUMBER);
    let target: ExistingUser | undefined;
    if (!number) fail(Col.NUMBER, '学号/工号不能为空');
    else if (!NUMBER_RULE.test(number)) fail(Col.NUMBER, `学号/工号格式不正确：${number}（2–30 位字母、数字、_ 或 -）`);
    else if (numberRows.has(number)) fail(Col.NUMBER, `学号/工号与第 ${numberRows.get(number)} 行重复：${number}`);
    else {
      const owners = lookups.existing.filter((u) => u.userName === number || u.jobNumber === number);
      if (owners.length > 1) fail(Col.NUMBER, `学号/工号对应多个已有账号：${number}`);
      else if (owners.length && !updateSupport) fail(Col.NUMBER, `学号/工号已存在：${number}（如需更新已有用户，请勾选"更新已经存在的用户数据"）`);
      target = owners[0];
    }
    if (number) numberRows.set(number, numberRows.get(number) ?? row);

    const phone = cell(Col.PHONE);
    if (phone) {
      const owner = lookups.phoneOwners.get(phone);
      if (!PHONE_RULE.test(phone)) fail(Col.PHONE, `手机号格式不正确：${phone}`);
      else if (phoneRows.has(phone)) fail(Col.PHONE, `手机号与第 ${phoneRows.get(phone)} 行重复：${phone}`);
      else if (owner !== undefined && owner !== target?.userId) fail(Col.PHONE, `手机号码已存在：${phone}`);
      phoneRows.set(phone, phoneRows.get(phone) ?? row);
    }

    const sexLabel = cell(Col.SEX);
    const sex = sexLabel ? SEX_BY_LABEL.get(sexLabel) : '2';
    if (!sex) fail(Col.SEX, `性别只能填写 男、女 或 未知：${sexLabel}`);

    const roleText = cell(Col.ROLE);
    const roleLabels = roleText ? roleText.split(ROLE_SEPARATORS).filter(Boolean) : [USER_ROLE_LABELS.student];
    const roles = [...new Set(roleLabels.map((label) => ROLE_BY_LABEL.get(label)))];
    if (roles.includes(undefined)) fail(Col.ROLE, `角色只能填写 学生、教师 或 管理员：${roleText}`);

    const className = cell(Col.CLASS);
    const majorName = cell(Col.MAJOR);
    const gradeName = cell(Col.GRADE);
    const schoolClass = className ? lookups.classes.get(className) : undefined;
    const majorId = majorName ? lookups.majors.get(majorName) : undefined;
    if (className && !schoolClass) fail(Col.CLASS, `班级不存在：${className}`);
    if (!className && roles.includes('student')) fail(Col.CLASS, '学生必须填写班级');
    if (majorName && majorId === undefined) fail(Col.MAJOR, `专业不存在：${majorName}`);
    if (gradeName && !lookups.grades.has(gradeName)) fail(Col.GRADE, `年级不存在：${gradeName}`);
    if (schoolClass && majorId !== undefined && schoolClass.majorId !== majorId) {
      const actual = schoolClass.majorId === null ? '' : lookups.majorNames.get(schoolClass.majorId);
      fail(Col.MAJOR, `班级'${className}'属于专业'${actual ?? ''}'，与所填专业不符`);
    }
    if (schoolClass && gradeName && lookups.grades.has(gradeName) && schoolClass.gradeName !== gradeName) {
      fail(Col.GRADE, `班级'${className}'属于'${schoolClass.gradeName}'，与所填年级不符`);
    }

    units.push({
      rows: [row],
      value: {
        userId: target?.userId ?? null,
        number,
        realName,
        phone: phone || null,
        sex: sex ?? '2',
        roles: roles.filter((r): r is UserRole => r !== undefined),
        classId: schoolClass?.classId ?? null,
        majorId: schoolClass ? schoolClass.majorId : (majorId ?? null),
      },
    });
  }
  return { units, errors };
}

/** The names and numbers a file mentions, to look up in one query each. */
export function mentioned(rows: SheetRow[]) {
  const distinct = (column: string) => [...new Set(rows.map((r) => r.cells[column] ?? '').filter(Boolean))];
  return { numbers: distinct(Col.NUMBER), phones: distinct(Col.PHONE), classes: distinct(Col.CLASS), majors: distinct(Col.MAJOR) };
}
