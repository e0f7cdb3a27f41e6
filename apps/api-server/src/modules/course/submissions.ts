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

/** A submission passes when something was answered and the score reaches the paper's pass mark. */
export const passes = (paper: Pick<PaperRef, 'passScore'>, graded: Pick<GradedPaper, 'score' | 'finishCount'>) =>
  graded.finishCount > 0 && graded.score >= paper.passScore;

/** Every paper of the resource has a passing record of the learner (the one just stored included). */
function passedEveryPaper(db: Db, paper: PaperRef, userId: number): boolean {
  const { missing } = db
    .prepare(
      `SELECT COUNT(*) AS missing FROM online_course_resource_paper rp JOIN course_paper p ON p.paper_id = rp.paper_id
       WHERE rp.resource_id = ? AND NOT EXISTS (
         SELECT 1 FROM course_answer_record r
         WHERE r.resource_id = rp.resource_id AND r.paper_id = rp.paper_id AND r.user_id = ? AND r.finish_count > 0 AND r.score >= p.pass_score)`,
    )
    .get(paper.resource.onlineCourseResourceId, userId) as { missing: number };
  return missing === 0;
}

/**
 * Grades and stores one learner's paper once, which marks the paper studied for that resource. The resource's
 * credits (once per resource, spec §5) follow only while the course earns credits and only when this paper — and
 * every other paper of the resource — is passed: an empty or failed paper earns nothing. Answers must name
 * answerable questions of this paper, each at most once.
 */
export function recordSubmission(
  db: Db,
  paper: PaperRef,
  learner: Learner,
  questionResults: readonly { questionId: number; result?: string | null }[],
  submitTime: string,
  useTime: number | null = null,
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
        `INSERT INTO course_answer_record (online_course_id, resource_id, paper_id, user_id, class_id, score, finish_count, submit_time, use_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(paper.course.onlineCourseId, paper.resource.onlineCourseResourceId, paper.paperId, learner.userId, learner.classId, graded.score, graded.finishCount, submitTime, useTime);
    const insert = db.prepare('INSERT INTO course_answer (record_id, question_id, result, is_right) VALUES (?, ?, ?, ?)');
    for (const a of graded.answers) insert.run(lastInsertRowid, a.questionId, a.result, a.isRight);
    if (paper.course.creditEarning && passes(paper, graded) && passedEveryPaper(db, paper, learner.userId)) grantCredit(db, learner.userId, paper.resource, 'paper', submitTime);
  })();
  return graded;
}
