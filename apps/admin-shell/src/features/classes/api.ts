/** Calls of the class, major and grade pages (/system/class, /system/major, /system/grade; admins only). */
import { peoplePaths as paths, type ClassBody, type ClassFilter, type GradeBody, type GradeRow, type MajorBody, type MajorRow, type SysClassRow } from '@medteach/contract';
import { crudResource, type Paged } from '../../shared/crud/crud-resource';
import { peopleKeys } from '../../shared/people-keys';

export type { ClassFilter };
export interface MajorFilter {
  majorName?: string;
}
export interface GradeFilter {
  gradeName?: string;
}

/** Every major and grade fits one page of the pickers. */
const ALL = { pageNum: 1, pageSize: 500 };

// The users page keeps its class and major pickers under these prefixes too: a write here refreshes them.
export const classKeys = {
  classes: peopleKeys.classes,
  classList: (params: Paged<ClassFilter>) => [...peopleKeys.classes, 'list', params] as const,
  majors: peopleKeys.majors,
  majorList: (params: Paged<MajorFilter>) => [...peopleKeys.majors, 'list', params] as const,
  grades: peopleKeys.grades,
  gradeList: (params: Paged<GradeFilter>) => [...peopleKeys.grades, 'list', params] as const,
};

// RuoYi export file names: `<resource>_<timestamp>.xlsx`.
const classes = crudResource<SysClassRow, ClassBody, ClassFilter>({
  base: paths.class,
  listPath: paths.classList,
  idName: 'classId',
  listKey: classKeys.classList,
  exportPath: paths.classExport,
  exportName: 'class',
});
const majors = crudResource<MajorRow, MajorBody, MajorFilter>({
  base: paths.major,
  listPath: paths.majorList,
  idName: 'majorId',
  listKey: classKeys.majorList,
  exportPath: paths.majorExport,
  exportName: 'major',
});
const grades = crudResource<GradeRow, GradeBody, GradeFilter>({
  base: paths.grade,
  listPath: paths.gradeList,
  idName: 'gradeId',
  listKey: classKeys.gradeList,
  exportPath: paths.gradeExport,
  exportName: 'grade',
});

export const classQueries = {
  classes: classes.list,
  majors: majors.list,
  grades: grades.list,
  majorOptions: () => classQueries.majors(ALL),
  gradeOptions: () => classQueries.grades(ALL),
};

/** A class write changes the class lists and the majors' and grades' class counts; renaming a grade renames it in classes. */
const meta = { invalidates: [classKeys.classes, classKeys.majors, classKeys.grades, peopleKeys.users] };

export const classMutations = {
  saveClass: { mutationFn: classes.save, meta },
  removeClasses: { mutationFn: classes.remove, meta },
  saveMajor: { mutationFn: majors.save, meta },
  removeMajors: { mutationFn: majors.remove, meta },
  saveGrade: { mutationFn: grades.save, meta },
  removeGrades: { mutationFn: grades.remove, meta },
};

export const exportClasses = classes.exportXlsx;
export const exportMajors = majors.exportXlsx;
export const exportGrades = grades.exportXlsx;
