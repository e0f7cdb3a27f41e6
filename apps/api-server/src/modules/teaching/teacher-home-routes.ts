import type { FastifyInstance } from 'fastify';
import { NEW_SUGGESTION_DAYS, Role, TEACHER_TODO_LOOKBACK_DAYS, teacherHomePaths, type TeacherTodo, type TeacherTodoRating } from '@medteach/contract';
import { hasRole } from '../../core/auth';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { route, TEACHING_STAFF } from '../../core/routing';
import { nowText } from '../../db/db';
import { addDays, dateText } from './calendar';
import { lessonsWithCounts, pendingRatings } from './teacher-home-repository';

/** 待处理 of the teacher's home (issue 18): the last weeks' lessons with hand-ins to score, ratings and new suggestions. */
export async function teacherHomeRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', teacherHomePaths.todo, TEACHING_STAFF, async (req) => {
    const user = currentUser(req);
    const now = new Date();
    const lessons = await lessonsWithCounts(db, {
      from: dateText(addDays(now, 1 - TEACHER_TODO_LOOKBACK_DAYS)),
      to: dateText(now),
      teacherId: hasRole(user, Role.ADMIN) ? null : user.userId,
      suggestionsSince: nowText(addDays(now, -NEW_SUGGESTION_DAYS)),
    });
    const ratings = new Map<number, TeacherTodoRating[]>();
    for (const r of await pendingRatings(db, lessons.map((l) => l.planDetailId))) {
      if (r.pending === 0) continue;
      ratings.set(r.planDetailId, [...(ratings.get(r.planDetailId) ?? []), { ratingId: r.ratingId, ratingName: r.ratingName, pending: r.pending }]);
    }
    const todo: TeacherTodo = {
      lessons: lessons
        .map((l) => ({ ...l, ratings: ratings.get(l.planDetailId) ?? [] }))
        .filter((l) => l.homeworkToScore > 0 || l.newSuggestions > 0 || l.ratings.length > 0),
    };
    return ok(todo);
  });
}
