/**
 * The teacher's home of teaching-h5 (issue 18): what waits for the teacher, per lesson, each count opening the
 * existing screen (作业 → /checkStudentHomework, 评分 → /checkStudentEvaluate, 建议 → /checkStudentNotice).
 */
export const teacherHomePaths = {
  /** `GET` → `TeacherTodo`: the caller's lessons with something waiting (teacher: their own; admin: every lesson). */
  todo: '/teachingCenter/teacherHome/todo',
} as const;

/** How far back the home looks for lessons with work left (days before today, today included). */
export const TEACHER_TODO_LOOKBACK_DAYS = 30;
/** A suggestion counts as new for this many days after it was written (suggestions carry no read mark). */
export const NEW_SUGGESTION_DAYS = 7;

export interface TeacherTodoRating {
  ratingId: number;
  ratingName: string;
  /** Students of the lesson's classes not yet scored on this scale. */
  pending: number;
}
export interface TeacherTodoLesson {
  planDetailId: number;
  planName: string;
  lessonContent: string;
  teachingDate: string;
  /** Hand-ins without a score. */
  homeworkToScore: number;
  /** Suggestions written in the last NEW_SUGGESTION_DAYS days. */
  newSuggestions: number;
  /** The lesson's rating scales with students still to score (scales with none left are left out). */
  ratings: TeacherTodoRating[];
}
export interface TeacherTodo {
  /** Newest lesson first; lessons with nothing waiting are left out. */
  lessons: TeacherTodoLesson[];
}
