import { CourseMessages } from '@medteach/contract';
import { badRequest, refused } from '../../core/errors';
import { EssayGrading, gradePaper, type GradedPaper } from '../../core/paper-grading';
import type { Db } from '../../db/db';
import { findRecord, leafQuestions, type PaperRef } from './answer-sheets';
import { grantCredit } from './courses';

export interface Learner {
  userId: number;
  classId: number | null;
}

/**
 * Grades and stores one learner's paper once, which marks the paper studied for that resource, and grants the
 * resource's credits when the course earns credits (once per resource, spec §5). Answers must name answerable
 * questions of this paper, each at most once.
 */
export function recordSubmission(
  db: Db,
  paper: PaperRef,
  learner: Learner,
  questionResults: readonly { questionId: number; result?: string | null }[],
  submitTime: string,
): GradedPaper {
  const questions = leafQuestions(db, paper.paperId);
  const known = new Set(questions.map((q) => q.questionId));
  const seen = new Set<number>();
  for (const { questionId } of questionResults) {
    if (!known.has(questionId)) throw badRequest(CourseMessages.unknownQuestion);
    if (seen.has(questionId)) throw badRequest(CourseMessages.duplicateQuestion);
    seen.add(questionId);
  }
  if (findRecord(db, paper, learner.userId)) throw refused(CourseMessages.alreadySubmitted);
  // Online courses have no marker: an answered essay counts as right.
  const graded = gradePaper(questions, questionResults, EssayGrading.ANSWERED_IS_RIGHT);
  db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO course_answer_record (online_course_id, resource_id, paper_id, user_id, class_id, score, finish_count, submit_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(paper.course.onlineCourseId, paper.resource.onlineCourseResourceId, paper.paperId, learner.userId, learner.classId, graded.score, graded.finishCount, submitTime);
    const insert = db.prepare('INSERT INTO course_answer (record_id, question_id, result, is_right) VALUES (?, ?, ?, ?)');
    for (const a of graded.answers) insert.run(lastInsertRowid, a.questionId, a.result, a.isRight);
    if (paper.course.creditEarning) grantCredit(db, learner.userId, paper.resource, 'paper', submitTime);
  })();
  return graded;
}
