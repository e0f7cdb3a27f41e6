import { TeachingLessonMessages as Msg, type AdminLessonDetail, type PlanDetailData } from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import { isForeignKeyViolation } from '../system/users';
import { addDays, dateText, parseDate } from './calendar';
import { clashesMessage, findLessonClashes } from './lesson-clashes';
import {
  deleteLessons,
  getLessonDetail,
  insertLesson,
  lessonLinks,
  missingIds,
  periodTimes,
  planSemester,
  setLessonLinks,
  studentRecordCount,
  updateLesson,
  userExists,
  type LessonColumns,
} from './lesson-admin-repository';
import { lessonsToCopy } from './timetable-admin-repository';
import { DAYS_PER_WEEK, datesOfWeek, semesterWeek } from './timetables';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * The back office's schedule of lessons (课次, 课表; issue 17): a lesson is saved, removed or a week copied in one
 * transaction, checked against what it points at and refused whole when it would clash with another lesson of its
 * teacher, classes or room.
 */

/** Most lessons one week copy writes (a school's busiest week is far below). */
const MAX_COPY = 500;

/** A real calendar date (the schema only checks its shape). */
export const isCalendarDate = (text: string) => dateText(parseDate(text)) === text;

/** The class time of `periodNum` on `date`, or a refusal when the school has not set that period. */
export async function periodWindow(db: Queryable, date: string, periodNum: number): Promise<{ teachingStartTime: string; teachingEndTime: string }> {
  const period = (await periodTimes(db)).find((p) => p.periodNum === periodNum);
  if (!period) throw badRequest(Msg.periodNotSet(periodNum));
  return { teachingStartTime: `${date} ${period.startTime}`, teachingEndTime: `${date} ${period.endTime}` };
}

/** The lesson's stored columns after checking what it points at (plan, semester dates, teacher, period, papers, ratings). */
async function checkedColumns(db: Queryable, body: PlanDetailData): Promise<LessonColumns> {
  if (!isCalendarDate(body.teachingDate)) throw badRequest('上课日期格式不正确');
  const plan = await planSemester(db, body.planId);
  if (!plan) throw badRequest(Msg.planNotFound);
  if (body.teachingDate < plan.startDate || body.teachingDate > plan.endDate) throw badRequest(Msg.dateOutsideSemester);
  if (!(await userExists(db, body.teacherId))) throw badRequest(Msg.teacherNotFound);
  if ((await missingIds(db, 'teaching_paper', body.paperIds)).length) throw badRequest(Msg.unknownPaper);
  if ((await missingIds(db, 'teaching_rating', body.ratingIds)).length) throw badRequest(Msg.unknownRating);
  return {
    planId: body.planId,
    lessonContent: body.lessonContent,
    teacherId: body.teacherId,
    addressName: body.addressName,
    teachingDate: body.teachingDate,
    periodNum: body.periodNum,
    periods: body.periods,
    attendanceStatus: body.attendanceStatus,
    homeworkStartTime: body.homeworkStartTime,
    homeworkEndTime: body.homeworkEndTime,
    ...(await periodWindow(db, body.teachingDate, body.periodNum)),
  };
}

/** Refuses a lesson whose teacher, classes or room already have a lesson in that period (issue 17). */
async function refuseClashes(db: Queryable, columns: LessonColumns, planDetailId?: number) {
  const clashes = await findLessonClashes(db, [{ ...columns, planDetailId }]);
  if (clashes.length) throw refused(clashesMessage(clashes));
}

/** A new lesson with its papers, ratings and materials; returns it as the console reads it (operation log). */
export async function createLesson(db: Queryable, body: PlanDetailData): Promise<{ planDetailId: number; lesson: AdminLessonDetail | undefined }> {
  const planDetailId = await atomically(db, async (trx) => {
    const columns = await checkedColumns(trx, body);
    await refuseClashes(trx, columns);
    const id = await insertLesson(trx, columns);
    await setLessonLinks(trx, id, body);
    return id;
  });
  return { planDetailId, lesson: await getLessonDetail(db, planDetailId) };
}

/** Saves lesson `planDetailId` and its links; returns it before and after (operation log). */
export async function saveLesson(
  db: Queryable,
  planDetailId: number,
  body: PlanDetailData,
): Promise<{ before: AdminLessonDetail; after: AdminLessonDetail | undefined }> {
  const before = await getLessonDetail(db, planDetailId);
  if (!before) throw notFound(Msg.notFound);
  await atomically(db, async (trx) => {
    const columns = await checkedColumns(trx, body);
    await refuseClashes(trx, columns, planDetailId);
    await updateLesson(trx, planDetailId, columns);
    await setLessonLinks(trx, planDetailId, body);
  });
  return { before, after: await getLessonDetail(db, planDetailId) };
}

/** Removes lessons nobody did anything in: what students did (sign-ins, homework, ratings, papers, suggestions) is never thrown away. */
export async function removeLessons(db: Queryable, planDetailIds: number[]): Promise<void> {
  const records = await studentRecordCount(db, planDetailIds);
  if (records > 0) throw refused(Msg.hasRecords(records));
  try {
    await atomically(db, (trx) => deleteLessons(trx, planDetailIds));
  } catch (err) {
    // A newer module's table still points at the lesson.
    if (isForeignKeyViolation(err)) throw refused('课次仍被其他数据使用，不能删除');
    throw err;
  }
}

/** `YYYY-MM-DD…` moved by `days`, keeping what follows the date (a time). */
const shiftDate = (text: string, days: number) => `${dateText(addDays(parseDate(text.slice(0, 10)), days))}${text.slice(10)}`;

/**
 * Copies the lessons of week `fromWeek` (of `planIds`, or all) to week `toWeek` with their links, in one transaction:
 * refused whole when there is nothing to copy, too much, a copy falls outside the semester or any copy clashes.
 * Returns how many lessons were written.
 */
export async function copyWeek(db: Queryable, w: { semesterId: number; fromWeek: number; toWeek: number; planIds?: number[] }): Promise<number> {
  const { semester } = await semesterWeek(db, w.semesterId, w.fromWeek, w.toWeek);
  const from = datesOfWeek(semester, w.fromWeek);
  const days = (w.toWeek - w.fromWeek) * DAYS_PER_WEEK;
  return atomically(db, async (trx) => {
    const sources = await lessonsToCopy(trx, w.semesterId, from[0], from[6], w.planIds);
    if (!sources.length) throw refused(Msg.nothingToCopy(w.fromWeek));
    if (sources.length > MAX_COPY) throw badRequest(`一次最多复制${MAX_COPY}个课次`);
    const copies = sources.map(({ planDetailId: _source, ...lesson }) => ({
      ...lesson,
      teachingDate: shiftDate(lesson.teachingDate, days),
      teachingStartTime: shiftDate(lesson.teachingStartTime, days),
      teachingEndTime: shiftDate(lesson.teachingEndTime, days),
      homeworkStartTime: lesson.homeworkStartTime && shiftDate(lesson.homeworkStartTime, days),
      homeworkEndTime: lesson.homeworkEndTime && shiftDate(lesson.homeworkEndTime, days),
    }));
    const outside = copies.find((c) => c.teachingDate > semester.endDate || c.teachingDate < semester.startDate);
    if (outside) throw badRequest(Msg.dateOutsideSemester);
    const clashes = await findLessonClashes(trx, copies);
    if (clashes.length) throw refused(`${Msg.copyClashes}${clashesMessage(clashes)}`);
    for (const [i, copy] of copies.entries()) {
      const id = await insertLesson(trx, copy);
      await setLessonLinks(trx, id, await lessonLinks(trx, sources[i].planDetailId));
    }
    return copies.length;
  });
}
