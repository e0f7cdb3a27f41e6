import { CourseMessages } from '@medteach/contract';
import { badRequest, refused } from '../../core/errors';
import { EssayGrading, gradePaper, type GradedPaper } from '../../core/paper-grading';
import { findRecord, leafQuestions, type PaperRef } from './answer-sheets';
import { grantCredit } from './course-repository';
import { insertAnswerRecord, passedEveryPaper } from './paper-repository';
import { atomically, type Queryable } from '../../db/queryable';

export interface Learner {
  userId: number;
  classId: number | null;
}

/** A submission passes when something was answered and the score reaches the paper's pass mark. */
export const passes = (paper: Pick<PaperRef, 'passScore'>, graded: Pick<GradedPaper, 'score' | 'finishCount'>) =>
  graded.finishCount > 0 && graded.score >= paper.passScore;

/**
 * Grades and stores one learner's paper once, which marks the paper studied for that resource. The resource's
 * credits (once per resource, spec §5) follow only while the course earns credits and only when this paper — and
 * every other paper of the resource — is passed: an empty or failed paper earns nothing. Answers must name
 * answerable questions of this paper, each at most once.
 */
export async function recordSubmission(
  db: Queryable,
  paper: PaperRef,
  learner: Learner,
  questionResults: readonly { questionId: number; result?: string | null }[],
  submitTime: string,
  useTime: number | null = null,
): Promise<GradedPaper> {
  const questions = await leafQuestions(db, paper.paperId);
  const known = new Set(questions.map((q) => q.questionId));
  const seen = new Set<number>();
  for (const { questionId } of questionResults) {
    if (!known.has(questionId)) throw badRequest(CourseMessages.unknownQuestion);
    if (seen.has(questionId)) throw badRequest(CourseMessages.duplicateQuestion);
    seen.add(questionId);
  }
  if (await findRecord(db, paper, learner.userId)) throw refused(CourseMessages.alreadySubmitted);
  // Online courses have no marker: an answered essay counts as right.
  const graded = gradePaper(questions, questionResults, EssayGrading.ANSWERED_IS_RIGHT);
  const record = {
    onlineCourseId: paper.course.onlineCourseId,
    resourceId: paper.resource.onlineCourseResourceId,
    paperId: paper.paperId,
    userId: learner.userId,
    classId: learner.classId,
    submitTime,
    useTime,
  };
  const stored = await atomically(db, async (trx) => {
    if (!(await insertAnswerRecord(trx, record, graded))) return false;
    const earns = paper.course.creditEarning && passes(paper, graded) && (await passedEveryPaper(trx, record.resourceId, learner.userId));
    if (earns) await grantCredit(trx, learner.userId, paper.resource, 'paper', submitTime);
    return true;
  });
  if (!stored) throw refused(CourseMessages.alreadySubmitted);
  return graded;
}
