/** Calls of the class, major and grade pages (/system/class, /system/major, /system/grade; admin only; docs/back-office.md). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, apiTable, download } from '@medteach/api-client';
import { peoplePaths as paths, type ClassBody, type ClassFilter, type GradeBody, type GradeRow, type MajorBody, type MajorRow, type SysClassRow } from '@medteach/contract';
import { peopleKeys } from '../../shared/people-keys';

type Paged<F> = F & { pageNum: number; pageSize: number };
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

export const classQueries = {
  classes: (params: Paged<ClassFilter>) => queryOptions({ queryKey: classKeys.classList(params), queryFn: ({ signal }) => apiTable<SysClassRow>(paths.classList, params, { signal }) }),
  majors: (params: Paged<MajorFilter>) => queryOptions({ queryKey: classKeys.majorList(params), queryFn: ({ signal }) => apiTable<MajorRow>(paths.majorList, params, { signal }) }),
  grades: (params: Paged<GradeFilter>) => queryOptions({ queryKey: classKeys.gradeList(params), queryFn: ({ signal }) => apiTable<GradeRow>(paths.gradeList, params, { signal }) }),
  majorOptions: () => classQueries.majors(ALL),
  gradeOptions: () => classQueries.grades(ALL),
};

/** A class write changes the class lists and the majors' and grades' class counts; renaming a grade renames it in classes. */
const everything = { invalidates: [classKeys.classes, classKeys.majors, classKeys.grades, peopleKeys.users] };

const saveOrCreate = <B extends object>(path: string, idOf: (b: B) => number | undefined) => ({
  mutationFn: (body: B) => (idOf(body) ? apiPut(path, body) : apiPost(path, body)),
  meta: everything,
});
const removeMany = (path: string) => ({ mutationFn: (ids: number[]) => apiDelete(`${path}/${ids.join(',')}`), meta: everything });

export const classMutations = {
  saveClass: saveOrCreate<ClassBody>(paths.class, (b) => b.classId),
  removeClasses: removeMany(paths.class),
  saveMajor: saveOrCreate<MajorBody>(paths.major, (b) => b.majorId),
  removeMajors: removeMany(paths.major),
  saveGrade: saveOrCreate<GradeBody>(paths.grade, (b) => b.gradeId),
  removeGrades: removeMany(paths.grade),
};

/** RuoYi export file names: `<resource>_<timestamp>.xlsx`. */
export const exportClasses = (filter: ClassFilter) => download(paths.classExport, filter, `class_${Date.now()}.xlsx`);
export const exportMajors = (filter: MajorFilter) => download(paths.majorExport, filter, `major_${Date.now()}.xlsx`);
export const exportGrades = (filter: GradeFilter) => download(paths.gradeExport, filter, `grade_${Date.now()}.xlsx`);
