/**
 * Roots of the people lists' query keys (用户管理, 班级管理, 专业与年级). The users and classes features refresh each
 * other's lists (a user write changes the classes' student counts, a class or grade rename shows in the users' rows),
 * so neither may import the other's key factory without an import cycle: both factories build on these roots.
 */
export const peopleKeys = {
  users: ['system', 'user'] as const,
  classes: ['system', 'class'] as const,
  majors: ['system', 'major'] as const,
  grades: ['system', 'grade'] as const,
};
