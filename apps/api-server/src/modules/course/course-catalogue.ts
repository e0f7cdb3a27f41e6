import { CourseAdminMessages, CourseMessages, type CourseAdminDetail } from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import {
  courseExists,
  courseNames,
  courseNameTaken,
  deleteCourses,
  deleteResources,
  getCourseDetail,
  insertCourse,
  insertResource,
  learnersWithProgress,
  resourceIdsOf,
  setCourseClasses,
  sortResources,
  storedFileExists,
  unknownClassIds,
  updateCourse,
  updateResource,
  type CourseValues,
  type ResourceValues,
} from './course-admin-repository';
import { findResourceById } from './course-repository';
import type { ResourceRow } from './courses';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 课程管理 in the back office (issue 16 slice C): courses with their target classes and certificate fields, and
 * their resources in order. Each write is checked (names, classes, uploaded files) and stored in one transaction.
 */

/** Classes that exist, and a certificate background that was uploaded. */
async function checkReferences(db: Queryable, classIds: number[], certificateFileUrl: string) {
  if ((await unknownClassIds(db, classIds)).length) throw badRequest(CourseAdminMessages.unknownClass);
  if (!(await storedFileExists(db, certificateFileUrl))) throw badRequest(CourseAdminMessages.fileMissing);
}

/** A resource must point at a file that was uploaded (the URL is checked by shape in the contract). */
async function checkFile(db: Queryable, url: string) {
  if (!(await storedFileExists(db, url))) throw badRequest(CourseAdminMessages.fileMissing);
}

export async function createCourse(db: Queryable, values: CourseValues, classIds: number[]): Promise<number> {
  if (await courseNameTaken(db, values.onlineCourseName)) throw refused(CourseAdminMessages.nameTaken(values.onlineCourseName));
  await checkReferences(db, classIds, values.certificateFileUrl);
  return atomically(db, async (trx) => {
    const id = await insertCourse(trx, values);
    await setCourseClasses(trx, id, classIds);
    return id;
  });
}

/** Saves a course and its classes; returns it before and after (operation log). */
export async function saveCourse(
  db: Queryable,
  onlineCourseId: number,
  values: CourseValues,
  classIds: number[],
): Promise<{ before: CourseAdminDetail; after: CourseAdminDetail | undefined }> {
  const before = await getCourseDetail(db, onlineCourseId);
  if (!before) throw notFound(CourseMessages.courseNotFound);
  if (await courseNameTaken(db, values.onlineCourseName, onlineCourseId)) throw refused(CourseAdminMessages.nameTakenOnEdit(values.onlineCourseName));
  await checkReferences(db, classIds, values.certificateFileUrl);
  await atomically(db, async (trx) => {
    await updateCourse(trx, onlineCourseId, values);
    await setCourseClasses(trx, onlineCourseId, classIds);
  });
  return { before, after: await getCourseDetail(db, onlineCourseId) };
}

/**
 * Learners' credits, paper records and certificates go with the course: unless `confirmed`, a course some learner
 * made progress in is refused with how many would lose theirs (the console asks first, with the same count).
 */
export async function removeCourses(db: Queryable, onlineCourseIds: number[], confirmed: boolean): Promise<void> {
  const learners = await learnersWithProgress(db, onlineCourseIds);
  if (learners > 0 && !confirmed) throw refused(CourseAdminMessages.hasProgress((await courseNames(db, onlineCourseIds)).join('、'), learners));
  await atomically(db, (trx) => deleteCourses(trx, onlineCourseIds));
}

/** A new resource, last in its course. */
export async function createResource(db: Queryable, values: ResourceValues): Promise<number> {
  if (!(await courseExists(db, values.onlineCourseId))) throw notFound(CourseMessages.courseNotFound);
  await checkFile(db, values.fileUrl);
  return insertResource(db, values);
}

/** Saves a resource of its course; returns it before and after (operation log). */
export async function saveResource(
  db: Queryable,
  onlineCourseResourceId: number,
  values: ResourceValues,
): Promise<{ before: ResourceRow; after: ResourceRow | undefined }> {
  const before = await findResourceById(db, onlineCourseResourceId);
  if (!before || before.onlineCourseId !== values.onlineCourseId) throw notFound(CourseMessages.resourceNotFound);
  await checkFile(db, values.fileUrl);
  await updateResource(db, onlineCourseResourceId, values);
  return { before, after: await findResourceById(db, onlineCourseResourceId) };
}

/** Puts a course's resources in the order given, which must name each of them once; returns the order before. */
export async function sortCourseResources(db: Queryable, onlineCourseId: number, resourceIds: number[]): Promise<number[]> {
  const current = await resourceIdsOf(db, onlineCourseId);
  const same = current.length === resourceIds.length && new Set(resourceIds).size === resourceIds.length && resourceIds.every((id) => current.includes(id));
  if (!same) throw badRequest(CourseAdminMessages.sortMismatch);
  await atomically(db, (trx) => sortResources(trx, resourceIds));
  return current;
}

export async function removeResources(db: Queryable, ids: number[]): Promise<void> {
  await atomically(db, (trx) => deleteResources(trx, ids));
}
