import type { FastifyInstance } from 'fastify';
import { Role, idParam, teachingPaths, type HomeworkAttach, type TeachingMaterial, type TeachingPlanDetail } from '@medteach/contract';
import { hasRole } from '../../core/auth';
import { currentUser } from '../../core/context';
import { forbidden } from '../../core/errors';
import { ok } from '../../core/envelope';
import { parse } from '../../core/validate';
import { timeStatusOf } from './calendar';
import { assertAttends, isStudent, lessonStudents, loadLesson, planClassNames } from './lessons';
import { clockedUsers, countAmong, homeworkStates, lessonPapers, lessonRatings, paperDoneUsers, ratedUsers } from './progress';
import { route } from './routing';

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** One lesson with every field of spec §3 "Teaching plan detail"; status flags are the caller's own. */
export async function lessonRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, 'GET', `${teachingPaths.lessonDetail}/:id`, 'user', (req) => {
    const user = currentUser(req);
    const lesson = loadLesson(db, parse(idParam, (req.params as { id: string }).id));
    const student = isStudent(user);
    // Students see lessons of their classes; any teacher may browse lessons (the timetable filters by class).
    if (student) assertAttends(db, user, lesson);
    else if (!hasRole(user, Role.TEACHER, Role.ADMIN)) throw forbidden();
    const me = student ? user.userId : -1;
    const students = lessonStudents(db, lesson.planId);
    const homework = homeworkStates(db, lesson.planDetailId);
    const homeworkDone = new Set([...homework].filter(([, h]) => h.homeworkStatus === 1).map(([userId]) => userId));
    const papers = lessonPapers(db, lesson.planDetailId);
    const ratings = lessonRatings(db, lesson.planDetailId);
    const mySuggest = db.prepare('SELECT suggest FROM teaching_suggest WHERE plan_detail_id = ? AND user_id = ?').get(lesson.planDetailId, me) as
      | { suggest: string }
      | undefined;

    const { teacherId: _t, planTeacherId: _p, semesterId: _s, semesterStart: _ss, majorId: _m, ...fields } = lesson;
    const detail: TeachingPlanDetail = {
      ...fields,
      classNames: planClassNames(db, lesson.planId),
      listenNumber: students.length,
      timeStatus: timeStatusOf(lesson.teachingStartTime, lesson.teachingEndTime),
      clockStatus: flag(clockedUsers(db, lesson.planDetailId).has(me)),
      paperStatus: flag(papers.length > 0 && paperDoneUsers(db, lesson.planDetailId).has(me)),
      ratingCriteriaStatus: flag(ratings.length > 0 && ratedUsers(db, lesson.planDetailId).has(me)),
      homeworkStatus: flag(homeworkDone.has(me)),
      suggest: mySuggest?.suggest ?? '',
      materialList: db
        .prepare('SELECT material_id AS materialId, file_name AS fileName, file_url AS fileUrl FROM teaching_material WHERE plan_detail_id = ? ORDER BY material_id')
        .all(lesson.planDetailId) as TeachingMaterial[],
      paperList: papers.map((p) => {
        const done = paperDoneUsers(db, lesson.planDetailId, p.paperId);
        return { ...p, planDetailId: lesson.planDetailId, paperStatus: flag(done.has(me)), paperFinishCount: countAmong(students, done), paperTotalCount: students.length };
      }),
      ratingCriteriaList: ratings.map((r) => {
        const done = ratedUsers(db, lesson.planDetailId, r.ratingId);
        return { ratingCriteriaId: r.ratingId, name: r.name, ratingCriteriaStatus: flag(done.has(me)), finishCount: countAmong(students, done), totalCount: students.length };
      }),
      homeworkList: (
        db.prepare('SELECT homework_id AS homeworkId, homework_content AS homeworkContent FROM teaching_homework WHERE plan_detail_id = ? ORDER BY homework_id').all(lesson.planDetailId) as {
          homeworkId: number;
          homeworkContent: string;
        }[]
      ).map((h) => ({ ...h, homeworkStatus: flag(homeworkDone.has(me)), finishCount: countAmong(students, homeworkDone), totalCount: students.length })),
      homeworkAttachList: db
        .prepare('SELECT file_name AS fileName, file_url AS fileUrl FROM teaching_homework_attach WHERE plan_detail_id = ? ORDER BY id')
        .all(lesson.planDetailId) as HomeworkAttach[],
    };
    return ok(detail);
  });
}
