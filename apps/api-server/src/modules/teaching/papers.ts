import type { PaperOption, PaperQuestion, PlanAnswerSheet } from '@medteach/contract';
import { EssayGrading, typeNameOf } from '../../core/paper-grading';
import { questionsHiddenFrom } from '../question-bank/hidden-questions-repository';
import type { LessonRow } from './lessons';
import { findRecord, lessonPaperName, paperQuestions, paperStats, rankOf, recordAnswers } from './paper-repository';
import type { Queryable } from '../../db/queryable';

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
    const shown = reveal && !held;
    const answer = held ? undefined : answers.get(q.questionId);
    const picked = new Set((answer?.result ?? '').split(','));
    const options = JSON.parse(q.selectList) as Omit<PaperOption, 'selected'>[];
    return {
      questionId: q.questionId,
      id: q.questionId,
      type: q.type,
      typeName: typeNameOf(q.type),
      publicContent: q.publicContent,
      content: q.content,
      selectList: options.map((o) => ({ ...o, selected: picked.has(o.type) })),
      correct: shown ? q.correct : null,
      analysis: shown ? q.analysis : null,
      result: answer?.result ?? null,
      isRight: (answer?.isRight ?? null) as 0 | 1 | null,
    };
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
