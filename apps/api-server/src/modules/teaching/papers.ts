import { TeachingPaperMessages as Msg, type PaperQuestion, type PlanAnswerSheet, type TeachingPaperAdmin } from '@medteach/contract';
import { badRequest, notFound, refused } from '../../core/errors';
import { EssayGrading } from '../../core/paper-grading';
import { questionsHiddenFrom } from '../question-bank/hidden-questions-repository';
import { paperQuestion, questionPayload, type StoredQuestion } from '../question-bank/question-payload';
import type { LessonRow } from './lessons';
import { answeredPapers, deletePapers, existingPaperIds, getPaper, insertPaper, paperNameTaken, paperRecordCount, updatePaper } from './paper-admin-repository';
import { findRecord, lessonPaperName, paperQuestions, paperStats, rankOf, recordAnswers } from './paper-repository';
import { atomically, type Queryable } from '../../db/queryable';

/** Teaching-plan essays are graded against the reference answer's text (submitting and the seed alike). */
export const PLAN_ESSAY_GRADING = EssayGrading.SAME_TEXT;

/**
 * The answer sheet of one user (or, with no user, the bare paper). Correct answers and explanations are revealed
 * only when `reveal` (teachers always; students after submitting, spec §2/§4), and never to `readerId` for a
 * question copied from one their running mock exam holds: that one shows neither key nor explanation, nor the answer
 * given with its mark (hidden-questions-repository.ts).
 */
export async function answerSheet(db: Queryable, lesson: LessonRow, paperId: number, userId: number | null, reveal: boolean, readerId: number): Promise<PlanAnswerSheet> {
  const paperName = await lessonPaperName(db, lesson.planDetailId, paperId);
  const record = userId == null ? undefined : await findRecord(db, lesson.planDetailId, paperId, userId);
  const [questions, answerRows, { submitCount, bestScore }, rank, hidden] = await Promise.all([
    paperQuestions(db, paperId),
    record ? recordAnswers(db, record.recordId) : [],
    paperStats(db, lesson.planDetailId, paperId),
    record ? rankOf(db, lesson.planDetailId, paperId, record.score) : null,
    questionsHiddenFrom(db, readerId),
  ]);
  const answers = new Map(answerRows.map((a) => [a.questionId, a]));
  const questionList: PaperQuestion[] = questions.map((q) => {
    const held = q.sourceQuestionId != null && hidden.has(q.sourceQuestionId);
    const answer = held ? undefined : answers.get(q.questionId);
    const stored: StoredQuestion = {
      id: q.questionId,
      type: q.type,
      content: q.content,
      publicContent: q.publicContent ?? '',
      parentId: null, // a group's children are listed one by one, each with the group's stem
      answerable: true,
      options: q.selectList,
      correct: q.correct,
      analysis: q.analysis,
      fileUrl: q.fileUrl,
    };
    return paperQuestion(questionPayload(stored, { reveal: reveal && !held, result: answer?.result, isRight: answer?.isRight }));
  });
  return {
    planDetailId: lesson.planDetailId,
    paperId,
    paperName,
    paperStatus: record ? 1 : 0,
    questionCount: questionList.length,
    finishCount: record?.finishCount ?? 0,
    score: record?.score ?? null,
    rank,
    submitCount,
    submitTime: record?.submitTime ?? null,
    bestScore,
    useTime: record?.useTime ?? null,
    questionList,
  };
}

/** Rolls the transaction back when a pick is unknown (nothing of the paper is stored). */
class UnknownPick extends Error {}

/** One paper write in one transaction: a pick that is unknown (`null` / `false`) stores nothing and is refused. */
async function storing<T>(db: Queryable, work: (trx: Queryable) => Promise<T | null | false>): Promise<T> {
  try {
    return await atomically(db, async (trx) => {
      const result = await work(trx);
      if (result === null || result === false) throw new UnknownPick();
      return result;
    });
  } catch (e) {
    if (e instanceof UnknownPick) throw badRequest(Msg.unknownQuestion);
    throw e;
  }
}

/** A new plan paper copying `questionIds` from the bank (back office); refused when its name is taken. */
export async function createPaper(db: Queryable, name: string, questionIds: number[]): Promise<number> {
  if (await paperNameTaken(db, name)) throw refused(Msg.nameTaken(name));
  return storing(db, (trx) => insertPaper(trx, name, questionIds));
}

/**
 * Renames a paper and, with `questionIds`, copies its picks afresh — refused once students answered it (their
 * answers point at the copies). Returns the paper before and after, for the operation log.
 */
export async function savePaper(
  db: Queryable,
  paperId: number,
  name: string,
  questionIds: number[] | undefined,
): Promise<{ before: TeachingPaperAdmin; after: TeachingPaperAdmin | undefined }> {
  const before = await getPaper(db, paperId);
  if (!before) throw notFound(Msg.paperNotFound);
  if (await paperNameTaken(db, name, paperId)) throw refused(Msg.nameTaken(name));
  if (questionIds) {
    const records = await paperRecordCount(db, paperId);
    if (records > 0) throw refused(Msg.answered(records));
  }
  await storing(db, (trx) => updatePaper(trx, paperId, name, questionIds));
  return { before, after: await getPaper(db, paperId) };
}

/** Removes papers no student answered, with their copies and their place on lessons; refused whole otherwise. */
export async function removePapers(db: Queryable, paperIds: number[]): Promise<void> {
  if ((await existingPaperIds(db, paperIds)).length !== new Set(paperIds).size) throw notFound(Msg.paperNotFound);
  const answered = await answeredPapers(db, paperIds);
  if (answered.length) throw refused(answered.map((p) => Msg.deleteAnswered(p.name, p.records)).join('；'));
  await atomically(db, (trx) => deletePapers(trx, paperIds));
}
