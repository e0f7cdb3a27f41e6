import { CourseMessages, type AnswerSheetItem, type CourseAnswerSheet, type CourseAnswerSheetDetail, type CourseQuestion, type CourseQuestionOption } from '@medteach/contract';
import { notFound } from '../../core/errors';
import { typeNameOf } from '../../core/paper-grading';
import type { Db } from '../../db/db';
import type { CourseRow, ResourceRow } from './courses';

interface QuestionRow {
  questionId: number;
  parentId: number | null;
  type: number;
  content: string;
  selectList: string;
  correct: string;
  analysis: string;
}
export interface RecordRow {
  recordId: number;
  userId: number;
  classId: number | null;
  score: number;
  finishCount: number;
  submitTime: string;
  useTime: number | null;
}
interface AnswerRow {
  questionId: number;
  result: string | null;
  isRight: 0 | 1 | null;
}

/** One course paper as it hangs on one resource. */
export interface PaperRef {
  course: CourseRow;
  resource: ResourceRow;
  paperId: number;
  paperName: string;
  /** Pass mark (0–100): a lower score earns no credits. */
  passScore: number;
}

export function loadPaper(db: Db, course: CourseRow, resource: ResourceRow, paperId: number): PaperRef {
  const row = db
    .prepare(
      'SELECT p.name, p.pass_score AS passScore FROM online_course_resource_paper rp JOIN course_paper p ON p.paper_id = rp.paper_id WHERE rp.resource_id = ? AND rp.paper_id = ?',
    )
    .get(resource.onlineCourseResourceId, paperId) as { name: string; passScore: number } | undefined;
  if (!row) throw notFound(CourseMessages.paperNotFound);
  return { course, resource, paperId, paperName: row.name, passScore: row.passScore };
}

const questionRows = (db: Db, paperId: number) =>
  db
    .prepare(
      `SELECT question_id AS questionId, parent_id AS parentId, type, content, select_list AS selectList, correct, analysis
       FROM course_paper_question WHERE paper_id = ? ORDER BY sort, question_id`,
    )
    .all(paperId) as QuestionRow[];

/** Top-level questions with their children (A3/A4/B stems), in paper order. */
function questionTree(db: Db, paperId: number): { question: QuestionRow; children: QuestionRow[] }[] {
  const rows = questionRows(db, paperId);
  return rows.filter((q) => q.parentId == null).map((question) => ({ question, children: rows.filter((c) => c.parentId === question.questionId) }));
}

/** The answerable questions in paper order: stems are replaced by their children. */
export function leafQuestions(db: Db, paperId: number): QuestionRow[] {
  return questionTree(db, paperId).flatMap(({ question, children }) => (children.length ? children : [question]));
}

export const findRecord = (db: Db, paper: PaperRef, userId: number) =>
  db
    .prepare(
      `SELECT record_id AS recordId, user_id AS userId, class_id AS classId, score, finish_count AS finishCount, submit_time AS submitTime,
         use_time AS useTime
       FROM course_answer_record WHERE resource_id = ? AND paper_id = ? AND user_id = ?`,
    )
    .get(paper.resource.onlineCourseResourceId, paper.paperId, userId) as RecordRow | undefined;

const answersOf = (db: Db, record: RecordRow | undefined) =>
  new Map(
    record
      ? (db.prepare('SELECT question_id AS questionId, result, is_right AS isRight FROM course_answer WHERE record_id = ?').all(record.recordId) as AnswerRow[]).map((a) => [
          a.questionId,
          a,
        ])
      : [],
  );

/**
 * The paper with one user's answers (none for teachers or before submitting). Correct answers and explanations
 * are revealed only when `reveal` (teachers always; students after submitting, spec §4 paper mode).
 */
export function answerSheet(db: Db, paper: PaperRef, userId: number | null, reveal: boolean): CourseAnswerSheet {
  const record = userId == null ? undefined : findRecord(db, paper, userId);
  const answers = answersOf(db, record);
  const toQuestion = (q: QuestionRow, parent: QuestionRow | null, children: QuestionRow[]): CourseQuestion => {
    const answer = answers.get(q.questionId);
    const picked = new Set((answer?.result ?? '').split(','));
    const options = JSON.parse(q.selectList) as Omit<CourseQuestionOption, 'selected'>[];
    const type = parent?.type ?? q.type; // children inherit the stem's type (spec §3)
    return {
      questionId: q.questionId,
      id: q.questionId,
      type,
      typeName: typeNameOf(type),
      publicContent: parent?.content ?? null,
      content: q.content,
      selectList: options.map((o) => ({ ...o, selected: picked.has(o.type) })),
      correct: reveal && !children.length ? q.correct : null,
      analysis: reveal ? q.analysis || null : null,
      result: answer?.result ?? null,
      isRight: answer?.isRight ?? null,
      childedList: children.map((c) => toQuestion(c, q, [])),
    };
  };
  const tree = questionTree(db, paper.paperId);
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
export function answerSheetDetail(db: Db, paper: PaperRef, record: RecordRow, realName: string): CourseAnswerSheetDetail {
  const answers = answersOf(db, record);
  const questionList: AnswerSheetItem[] = questionTree(db, paper.paperId).flatMap(({ question, children }) =>
    (children.length ? children : [question]).map((q) => ({ questionId: q.questionId, isRight: answers.get(q.questionId)?.isRight ?? null, type: question.type })),
  );
  const sameClass = 'resource_id = ? AND paper_id = ? AND class_id IS ?';
  const args = [paper.resource.onlineCourseResourceId, paper.paperId, record.classId] as const;
  const { better } = db.prepare(`SELECT COUNT(*) AS better FROM course_answer_record WHERE ${sameClass} AND score > ?`).get(...args, record.score) as { better: number };
  const { submitCount, bestScore } = db.prepare(`SELECT COUNT(*) AS submitCount, MAX(score) AS bestScore FROM course_answer_record WHERE ${sameClass}`).get(...args) as {
    submitCount: number;
    bestScore: number;
  };
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
    rank: better + 1,
    submitCount,
    submitTime: record.submitTime,
    bestScore,
    useTime: record.useTime,
    questionList,
  };
}
