import type { FastifyInstance } from 'fastify';
import { Role, idParam, teachingPaths, type TeachingPlanDetail } from '@medteach/contract';
import { hasRole } from '../../core/auth';
import { currentUser } from '../../core/context';
import { forbidden } from '../../core/errors';
import { ok } from '../../core/envelope';
import { route } from '../../core/routing';
import { parse } from '../../core/validate';
import { timeStatusOf } from './calendar';
import { lessonHomework, lessonHomeworkAttachments, lessonMaterials, lessonStudents, planClassNames, suggestionOf } from './lesson-repository';
import { assertAttends, countAmong, isStudent, loadLesson } from './lessons';
import { clockedUsers, homeworkStates, lessonPapers, lessonRatings, paperDoneUsers, ratedUsers } from './progress-repository';

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** One lesson with every field of spec §3 "Teaching plan detail"; status flags are the caller's own. */
export async function lessonRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', `${teachingPaths.lessonDetail}/:id`, 'user', async (req) => {
    const user = currentUser(req);
    const lesson = await loadLesson(db, parse(idParam, (req.params as { id: string }).id));
    const student = isStudent(user);
    // Students see lessons of their classes; any teacher may browse lessons (the timetable filters by class).
    if (student) await assertAttends(db, user, lesson);
    else if (!hasRole(user, Role.TEACHER, Role.ADMIN)) throw forbidden();
    const me = student ? user.userId : -1;
    const { planId, planDetailId } = lesson;
    const [students, homework, papers, ratings, suggest, classNames, clocked, allPapersDone, allRated] = await Promise.all([
      lessonStudents(db, planId),
      homeworkStates(db, planDetailId),
      lessonPapers(db, planDetailId),
      lessonRatings(db, planDetailId),
      suggestionOf(db, planDetailId, me),
      planClassNames(db, planId),
      clockedUsers(db, planDetailId),
      paperDoneUsers(db, planDetailId),
      ratedUsers(db, planDetailId),
    ]);
    const homeworkDone = new Set([...homework].filter(([, h]) => h.homeworkStatus === 1).map(([userId]) => userId));
    const [paperDone, ratingDone, homeworkList, materialList, homeworkAttachList] = await Promise.all([
      Promise.all(papers.map((p) => paperDoneUsers(db, planDetailId, p.paperId))),
      Promise.all(ratings.map((r) => ratedUsers(db, planDetailId, r.ratingId))),
      lessonHomework(db, planDetailId),
      lessonMaterials(db, planDetailId),
      lessonHomeworkAttachments(db, planDetailId),
    ]);

    const { teacherId: _t, planTeacherId: _p, semesterId: _s, semesterStart: _ss, majorId: _m, ...fields } = lesson;
    const detail: TeachingPlanDetail = {
      ...fields,
      classNames,
      listenNumber: students.length,
      timeStatus: timeStatusOf(lesson.teachingStartTime, lesson.teachingEndTime),
      clockStatus: flag(clocked.has(me)),
      paperStatus: flag(papers.length > 0 && allPapersDone.has(me)),
      ratingCriteriaStatus: flag(ratings.length > 0 && allRated.has(me)),
      homeworkStatus: flag(homeworkDone.has(me)),
      suggest,
      materialList,
      paperList: papers.map((p, i) => ({
        ...p,
        planDetailId,
        paperStatus: flag(paperDone[i].has(me)),
        paperFinishCount: countAmong(students, paperDone[i]),
        paperTotalCount: students.length,
      })),
      ratingCriteriaList: ratings.map((r, i) => ({
        ratingCriteriaId: r.ratingId,
        name: r.name,
        ratingCriteriaStatus: flag(ratingDone[i].has(me)),
        finishCount: countAmong(students, ratingDone[i]),
        totalCount: students.length,
      })),
      homeworkList: homeworkList.map((h) => ({ ...h, homeworkStatus: flag(homeworkDone.has(me)), finishCount: countAmong(students, homeworkDone), totalCount: students.length })),
      homeworkAttachList,
    };
    return ok(detail);
  });
}
