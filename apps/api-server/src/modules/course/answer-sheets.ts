import { CourseMessages, type AnswerSheetItem, type CourseAnswerSheet, type CourseAnswerSheetDetail, type CourseQuestion } from '@medteach/contract';
import { notFound } from '../../core/errors';
import { questionsHiddenFrom } from '../question-bank/hidden-questions-repository';
import { paperQuestion, questionPayload, type StoredQuestion } from '../question-bank/question-payload';
import type { CourseRow, ResourceRow } from './courses';
import { classStanding, findAnswerRecord, findResourcePaper, paperQuestionRows, recordAnswers, type QuestionRow, type RecordRow } from './paper-repository';
import type { Queryable } from '../../db/queryable';

/** One course paper as it hangs on one resource. */
export interface PaperRef {
  course: CourseRow;
  resource: ResourceRow;
  paperId: number;
  paperName: string;
  /** Pass mark (0–100): a lower score earns no credits. */
  passScore: number;
}

export async function loadPaper(db: Queryable, course: CourseRow, resource: ResourceRow, paperId: number): Promise<PaperRef> {
  const row = await findResourcePaper(db, resource.onlineCourseResourceId, paperId);
  if (!row) throw notFound(CourseMessages.paperNotFound);
  return { course, resource, paperId, paperName: row.name, passScore: row.passScore };
}

/** Top-level questions with their children (A3/A4/B stems), in paper order. */
async function questionTree(db: Queryable, paperId: number): Promise<{ question: QuestionRow; children: QuestionRow[] }[]> {
  const rows = await paperQuestionRows(db, paperId);
  return rows.filter((q) => q.parentId == null).map((question) => ({ question, children: rows.filter((c) => c.parentId === question.questionId) }));
}

/** The answerable questions in paper order: stems are replaced by their children. */
export async function leafQuestions(db: Queryable, paperId: number): Promise<QuestionRow[]> {
  return (await questionTree(db, paperId)).flatMap(({ question, children }) => (children.length ? children : [question]));
}

export const findRecord = (db: Queryable, paper: PaperRef, userId: number) => findAnswerRecord(db, paper.resource.onlineCourseResourceId, paper.paperId, userId);

const answersOf = async (db: Queryable, record: RecordRow | undefined) => new Map(record ? (await recordAnswers(db, record.recordId)).map((a) => [a.questionId, a]) : []);

const isRightOf = (isRight: number | null | undefined) => (isRight ?? null) as 0 | 1 | null;

/**
 * The paper with one user's answers (none for teachers or before submitting). Correct answers and explanations
 * are revealed only when `reveal` (teachers always; students after submitting, spec §4 paper mode), and never to
 * `readerId` for a question copied from one their running mock exam holds: that one shows neither key nor
 * explanation, nor the answer given with its mark (hidden-questions-repository.ts).
 */
export async function answerSheet(db: Queryable, paper: PaperRef, userId: number | null, reveal: boolean, readerId: number): Promise<CourseAnswerSheet> {
  const record = userId == null ? undefined : await findRecord(db, paper, userId);
  const [answers, tree, hidden] = await Promise.all([answersOf(db, record), questionTree(db, paper.paperId), questionsHiddenFrom(db, readerId)]);
  const toQuestion = (q: QuestionRow, parent: QuestionRow | null, children: QuestionRow[]): CourseQuestion => {
    const held = q.sourceQuestionId != null && hidden.has(q.sourceQuestionId);
    const answer = held ? undefined : answers.get(q.questionId);
    const stored: StoredQuestion = {
      id: q.questionId,
      type: parent?.type ?? q.type, // children inherit the stem's type (spec §3)
      content: q.content,
      publicContent: parent?.content ?? '',
      parentId: q.parentId,
      answerable: children.length === 0,
      options: q.selectList,
      correct: q.correct,
      analysis: q.analysis,
      fileUrl: q.fileUrl,
    };
    const payload = questionPayload(stored, { reveal: reveal && !held, result: answer?.result, isRight: answer?.isRight });
    return paperQuestion(payload, children.map((c) => toQuestion(c, q, [])));
  };
  return {
    onlineCourseId: paper.course.onlineCourseId,
    onlineCourseResourceId: paper.resource.onlineCourseResourceId,
    paperId: paper.paperId,
    paperName: paper.paperName,
    isStudy: record ? 1 : 0,
    totalCount: tree.reduce((n, t) => n + (t.children.length || 1), 0),
    finishCount: record?.finishCount ?? 0,
    score: record?.score ?? null,
    questionList: tree.map(({ question, children }) => toQuestion(question, null, children)),
  };
}

/** Score report of one submitted record: marks per answerable question and the rank within the learner's class. */
export async function answerSheetDetail(db: Queryable, paper: PaperRef, record: RecordRow, realName: string): Promise<CourseAnswerSheetDetail> {
  const [answers, tree, standing] = await Promise.all([
    answersOf(db, record),
    questionTree(db, paper.paperId),
    classStanding(db, paper.resource.onlineCourseResourceId, paper.paperId, record.classId, record.score),
  ]);
  const questionList: AnswerSheetItem[] = tree.flatMap(({ question, children }) =>
    (children.length ? children : [question]).map((q) => ({ questionId: q.questionId, isRight: isRightOf(answers.get(q.questionId)?.isRight), type: question.type })),
  );
  return {
    onlineCourseId: paper.course.onlineCourseId,
    onlineCourseResourceId: paper.resource.onlineCourseResourceId,
    paperId: paper.paperId,
    paperName: paper.paperName,
    userId: record.userId,
    realName,
    finishCount: record.finishCount,
    totalCount: questionList.length,
    score: record.score,
    rank: standing.better + 1,
    submitCount: standing.submitCount,
    submitTime: record.submitTime,
    bestScore: standing.bestScore,
    useTime: record.useTime,
    questionList,
  };
}
