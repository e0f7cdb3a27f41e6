import type { PaperOption, PaperQuestion, PlanAnswerSheet } from '@medteach/contract';
import { notFound } from '../../core/errors';
import { EssayGrading, typeNameOf } from '../../core/paper-grading';
import type { Db } from '../../db/db';
import type { LessonRow } from './lessons';

/** Teaching-plan essays are graded against the reference answer's text (submitting and the seed alike). */
export const PLAN_ESSAY_GRADING = EssayGrading.SAME_TEXT;

export interface QuestionRow {
  questionId: number;
  type: number;
  publicContent: string | null;
  content: string;
  selectList: string;
  correct: string;
  analysis: string;
}
interface RecordRow {
  recordId: number;
  score: number;
  finishCount: number;
  submitTime: string;
  useTime: number | null;
}

export function lessonPaperName(db: Db, planDetailId: number, paperId: number): string {
  const row = db
    .prepare('SELECT p.name FROM teaching_plan_detail_paper dp JOIN teaching_paper p ON p.paper_id = dp.paper_id WHERE dp.plan_detail_id = ? AND dp.paper_id = ?')
    .get(planDetailId, paperId) as { name: string } | undefined;
  if (!row) throw notFound('试卷不存在');
  return row.name;
}

export const paperQuestions = (db: Db, paperId: number) =>
  db
    .prepare(
      `SELECT question_id AS questionId, type, public_content AS publicContent, content, select_list AS selectList, correct, analysis
       FROM teaching_paper_question WHERE paper_id = ? ORDER BY sort, question_id`,
    )
    .all(paperId) as QuestionRow[];

export const findRecord = (db: Db, planDetailId: number, paperId: number, userId: number) =>
  db
    .prepare(
      `SELECT record_id AS recordId, score, finish_count AS finishCount, submit_time AS submitTime, use_time AS useTime
       FROM teaching_paper_record WHERE plan_detail_id = ? AND paper_id = ? AND user_id = ?`,
    )
    .get(planDetailId, paperId, userId) as RecordRow | undefined;

/**
 * The answer sheet of one user (or, with no user, the bare paper). Correct answers and explanations are revealed
 * only when `reveal` (teachers always; students after submitting, spec §2/§4).
 */
export function answerSheet(db: Db, lesson: LessonRow, paperId: number, userId: number | null, reveal: boolean): PlanAnswerSheet {
  const paperName = lessonPaperName(db, lesson.planDetailId, paperId);
  const record = userId == null ? undefined : findRecord(db, lesson.planDetailId, paperId, userId);
  const answers = new Map(
    record
      ? (db.prepare('SELECT question_id AS questionId, result, is_right AS isRight FROM teaching_paper_answer WHERE record_id = ?').all(record.recordId) as {
          questionId: number;
          result: string | null;
          isRight: 0 | 1 | null;
        }[]).map((a) => [a.questionId, a])
      : [],
  );
  const questionList: PaperQuestion[] = paperQuestions(db, paperId).map((q) => {
    const answer = answers.get(q.questionId);
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
      correct: reveal ? q.correct : null,
      analysis: reveal ? q.analysis : null,
      result: answer?.result ?? null,
      isRight: answer?.isRight ?? null,
    };
  });
  const { submitCount, bestScore } = db
    .prepare('SELECT COUNT(*) AS submitCount, MAX(score) AS bestScore FROM teaching_paper_record WHERE plan_detail_id = ? AND paper_id = ?')
    .get(lesson.planDetailId, paperId) as { submitCount: number; bestScore: number | null };
  const rank = record
    ? (db.prepare('SELECT COUNT(*) + 1 AS rank FROM teaching_paper_record WHERE plan_detail_id = ? AND paper_id = ? AND score > ?').get(lesson.planDetailId, paperId, record.score) as {
        rank: number;
      }).rank
    : null;
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
