import { CourseMessages, Role, type CourseResource, type OnlineCourse, type RelatedCourse } from '@medteach/contract';
import type { AuthUser } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import { allCourses, courseResources, courseScoreOf, coursesOfClass, earnedResourceIds, earnedScoreOf, findCourse, findResource, isOfferedToClass, resourcePapers } from './course-repository';
import type { Queryable } from '../../db/queryable';

/** A course as stored: what other courses show of it (RelatedCourse) plus its credit rules. */
export type CourseRow = RelatedCourse &
  Pick<OnlineCourse, 'creditEarning' | 'minimumScore'> & {
    /** The back office's certificate background ('' = the built-in template). */
    certificateFileUrl: string;
    /** The period printed on the certificate ('' = start and end dates). */
    certificateCourseTime: string;
  };
/** A resource as stored, without the learner's state. */
export type ResourceRow = Pick<CourseResource, 'onlineCourseResourceId' | 'onlineCourseId' | 'fileName' | 'fileType' | 'fileUrl' | 'creditScore'>;

/**
 * A learner of online courses: anyone holding the student role studies and earns credits; teachers and admins only
 * review. (Teaching's `isStudent` differs: there a teacher who is also a student acts as staff.)
 */
export const isLearner = (user: AuthUser) => user.roles.includes(Role.STUDENT);

/** No class: matches no course (a student without a class is offered nothing). */
const NO_CLASS = -1;

/** Courses a user may open: a learner those offered to their class, teachers and admins every course. */
export function coursesOf(db: Queryable, user: AuthUser): Promise<CourseRow[]> {
  return isLearner(user) ? coursesOfClass(db, user.classId ?? NO_CLASS) : allCourses(db);
}

/** The course, if the user may open it: 404 when missing, 403 for a learner whose class does not take it. */
export async function loadCourse(db: Queryable, user: AuthUser, onlineCourseId: number): Promise<CourseRow> {
  const course = await findCourse(db, onlineCourseId);
  if (!course) throw notFound(CourseMessages.courseNotFound);
  if (isLearner(user) && !(await isOfferedToClass(db, onlineCourseId, user.classId ?? NO_CLASS))) throw forbidden();
  return course;
}

export async function loadResource(db: Queryable, course: CourseRow, onlineCourseResourceId: number): Promise<ResourceRow> {
  const resource = await findResource(db, course.onlineCourseId, onlineCourseResourceId);
  if (!resource) throw notFound(CourseMessages.resourceNotFound);
  return resource;
}

/** Course summary for the caller (teachers earn nothing). */
export async function courseSummary(db: Queryable, user: AuthUser, course: CourseRow): Promise<OnlineCourse> {
  const [courseScore, earnedScore] = await Promise.all([
    courseScoreOf(db, course.onlineCourseId),
    isLearner(user) ? earnedScoreOf(db, course.onlineCourseId, user.userId) : 0,
  ]);
  return { ...course, courseScore, earnedScore };
}

export const relatedCourse = (c: CourseRow): RelatedCourse => ({
  onlineCourseId: c.onlineCourseId,
  onlineCourseName: c.onlineCourseName,
  onlineCourseDescription: c.onlineCourseDescription,
  startTime: c.startTime,
  endTime: c.endTime,
});

/** Resources with their papers and the learner's state (credits earned, papers submitted). */
export async function resourcesOf(db: Queryable, course: CourseRow, userId: number | null): Promise<CourseResource[]> {
  const [resources, earned] = await Promise.all([
    courseResources(db, course.onlineCourseId),
    userId == null ? new Set<number>() : earnedResourceIds(db, course.onlineCourseId, userId),
  ]);
  const papers = await Promise.all(resources.map((r) => resourcePapers(db, r.onlineCourseResourceId, userId)));
  return resources.map((r, i) => {
    const paperDTOList = papers[i];
    const isEarned = earned.has(r.onlineCourseResourceId);
    const studied = paperDTOList.length ? paperDTOList.every((p) => p.isStudy === 1) : isEarned;
    return { ...r, isEarned: isEarned ? 1 : 0, isStudy: studied ? 1 : 0, paperDTOList };
  });
}
