import { CourseAdminMessages, CourseMessages, type CoursePaperAdmin } from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import { deletePapers, getPaperAdmin, insertPaperFromBank, paperRecordCount, updatePaper, type PaperValues } from './course-paper-admin-repository';
import { findResourceById } from './course-repository';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * Papers on a course resource, built from the question bank (back office). A pick that turns out unknown throws
 * inside the transaction, so nothing of the paper is stored.
 */

const unknownQuestion = () => badRequest(CourseAdminMessages.unknownQuestion);

export async function createCoursePaper(db: Queryable, onlineCourseResourceId: number, values: PaperValues): Promise<number> {
  if (!(await findResourceById(db, onlineCourseResourceId))) throw notFound(CourseMessages.resourceNotFound);
  return atomically(db, async (trx) => {
    const id = await insertPaperFromBank(trx, onlineCourseResourceId, values);
    if (id == null) throw unknownQuestion();
    return id;
  });
}

/**
 * Saves a paper's name and pass mark and, when `questionIds` differ from its picks, its questions — refused once
 * learners answered it (their answers point at the questions). Returns it before and after (operation log).
 */
export async function saveCoursePaper(
  db: Queryable,
  paperId: number,
  values: { paperName: string; passScore: number; questionIds?: number[] },
): Promise<{ before: CoursePaperAdmin; after: CoursePaperAdmin | undefined }> {
  const before = await getPaperAdmin(db, paperId);
  if (!before) throw notFound(CourseMessages.paperNotFound);
  const picked = before.questions.map((q) => q.sourceQuestionId);
  const { questionIds } = values;
  const questionsChanged = !!questionIds && (picked.length !== questionIds.length || questionIds.some((id, i) => picked[i] !== id));
  if (questionsChanged) {
    const records = await paperRecordCount(db, paperId);
    if (records > 0) throw refused(CourseAdminMessages.paperAnswered(records));
  }
  await atomically(db, async (trx) => {
    if (!(await updatePaper(trx, paperId, { ...values, questionIds: questionIds ?? [] }, questionsChanged))) throw unknownQuestion();
  });
  return { before, after: await getPaperAdmin(db, paperId) };
}

export async function removeCoursePapers(db: Queryable, ids: number[]): Promise<void> {
  await atomically(db, (trx) => deletePapers(trx, ids));
}
