import { TEACHER_QUERY_TYPE, TimeStatus, type TeachingPlanDetail } from '@medteach/contract';

/** operationType of /checkStudentEvaluate: which list the rating-check entry opens (values not in the spec). */
export const OperationType = { RATING: 1, PAPER: 2 } as const;
/** /courseTopic and /scoreReport type 2 = teaching-plan paper (spec §2). */
export const PLAN_PAPER_TYPE = 2;

/** Spec §6: queryType 1 is the teacher view. */
export const isTeacherView = (queryType: string | number | null | undefined) => Number(queryType) === TEACHER_QUERY_TYPE;

/** Spec §4: sign-in is enabled only when attendanceStatus is 1 and timeStatus is not 0. */
export const canSignIn = (lesson: Pick<TeachingPlanDetail, 'attendanceStatus' | 'timeStatus'>) =>
  lesson.attendanceStatus === 1 && lesson.timeStatus !== TimeStatus.NOT_STARTED;

/** Spec §4 button texts. */
export const homeworkButtonText = { start: '开始作业', finished: '已完成', notTaken: '未考试' } as const;

export interface HomeworkButton {
  text: string;
  disabled: boolean;
}

/**
 * Spec §4 homework button: timeStatus 0 → disabled 开始作业; 1 → 开始作业 or 已完成 (paperStatus 1);
 * 2 → 未考试 or 已完成. Whether a tap opens anything follows `paperTarget`.
 */
export function homeworkButton(timeStatus: number, paperStatus: number): HomeworkButton {
  const done = paperStatus === 1;
  if (timeStatus === TimeStatus.NOT_STARTED) return { text: homeworkButtonText.start, disabled: true };
  if (timeStatus === TimeStatus.IN_PROGRESS) return { text: done ? homeworkButtonText.finished : homeworkButtonText.start, disabled: false };
  return { text: done ? homeworkButtonText.finished : homeworkButtonText.notTaken, disabled: !done };
}

export type PaperTarget = 'answer' | 'report' | 'review' | null;

/**
 * Spec §4 paper mode: the teacher always reviews; with timeStatus 1 a student's unfinished paper opens answering
 * and a finished one the score report; otherwise only a finished paper opens (the score report).
 */
export function paperTarget(timeStatus: number, paperStatus: number, teacher: boolean): PaperTarget {
  if (teacher) return 'review';
  const done = paperStatus === 1;
  if (timeStatus === TimeStatus.IN_PROGRESS) return done ? 'report' : 'answer';
  return done ? 'report' : null;
}

/** `HH:mm` of a `HH:mm:ss` or `YYYY-MM-DD HH:mm:ss` text. */
const hourMinute = (time: string) => time.slice(-8, -3);

type ClassTimeFields = 'teachingDate' | 'periodStartTime' | 'periodEndTime' | 'teachingStartTime' | 'teachingEndTime';

/**
 * When the lesson is taught: its date and its period's times (第N节, e.g. `2026-09-01 08:00 ~ 09:40`). Only when
 * the school has set no period times does the stored teaching window stand in.
 */
export function classTime(lesson: Pick<TeachingPlanDetail, ClassTimeFields>): string {
  if (lesson.periodStartTime && lesson.periodEndTime) return `${lesson.teachingDate} ${hourMinute(lesson.periodStartTime)} ~ ${hourMinute(lesson.periodEndTime)}`;
  return `${lesson.teachingStartTime.slice(0, 16)} ~ ${hourMinute(lesson.teachingEndTime)}`;
}
