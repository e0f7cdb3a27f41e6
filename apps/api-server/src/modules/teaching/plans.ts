import { TeachingPlanMessages as msg, teachingWeekOf, type PlanAdminRow, type PlanBody } from '@medteach/contract';
import { notFound, refused } from '../../core/errors';
import { clashesMessage, findLessonClashes } from './lesson-clashes';
import { getPlan, insertCopiedLessons, insertPlanRow, shiftDays, sourceLessons, weekShift } from './plan-admin-repository';
import { getSemester } from './semester-admin-repository';
import { atomically, type Queryable } from '../../db/queryable';

/** The plan's own fields, as a body (the copy's, in another semester). */
const bodyOf = (p: PlanAdminRow, semesterId: number): PlanBody => ({
  planName: p.planName,
  semesterId,
  majorId: p.majorId,
  classIds: p.classIds,
  teacherId: p.teacherId,
  textbook: p.textbook,
  theoryPeriod: p.theoryPeriod,
  experimentPeriod: p.experimentPeriod,
  theoryAddressName: p.theoryAddressName,
  experimentAddressName: p.experimentAddressName,
  internshipAddressName: p.internshipAddressName,
});

/**
 * 复制到学期: copies a plan, its classes and lessons (with their ratings, papers, materials and homework, not the
 * students' records) to the same week number and weekday of another semester, in one transaction — refused whole
 * when a lesson would fall after that semester's last week or clash. Returns the copy as the list shows it.
 */
export async function copyPlan(db: Queryable, planId: number, semesterId: number): Promise<{ planId: number; copy: PlanAdminRow | undefined }> {
  const plan = await getPlan(db, planId);
  if (!plan) throw notFound(msg.planMissing);
  const [from, to] = await Promise.all([getSemester(db, plan.semesterId), getSemester(db, semesterId)]);
  if (!from || !to) throw refused(msg.noSuchSemester);
  if (from.semesterId === to.semesterId) throw refused(msg.copySameSemester);
  const days = weekShift(from.startDate, to.startDate);
  const lessons = await sourceLessons(db, plan.planId);
  const lastWeek = teachingWeekOf(to.startDate, to.endDate);
  const outside = lessons.find((l) => teachingWeekOf(to.startDate, shiftDays(l.teachingDate, days)) > lastWeek);
  if (outside) throw refused(msg.copyOutsideSemester(teachingWeekOf(from.startDate, outside.teachingDate), to.semesterName));
  const copyId = await atomically(db, async (trx) => {
    // The copy's classes must exist for the clash rule to see them: written first, rolled back on a clash.
    const id = await insertPlanRow(trx, bodyOf(plan, to.semesterId));
    const slots = lessons.map((l) => ({ ...l, planDetailId: undefined, planId: id, teachingDate: shiftDays(l.teachingDate, days) }));
    const clashes = await findLessonClashes(trx, slots);
    if (clashes.length) throw refused(msg.copyClash(clashesMessage(clashes)));
    await insertCopiedLessons(trx, id, lessons, days);
    return id;
  });
  return { planId: copyId, copy: await getPlan(db, copyId) };
}
