import type { FastifyInstance } from 'fastify';
import { coursePaperAnalysisQuery, itemAnalysisPaths as paths, mockExamAnalysisQuery, planPaperAnalysisQuery, Role } from '@medteach/contract';
import type { Access } from '../../core/context';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { route, TEACHING_STAFF } from '../../core/routing';
import { parse } from '../../core/validate';
import { leafQuestions, loadPaper } from '../course/answer-sheets';
import { loadCourse, loadResource } from '../course/courses';
import { coursePaperAnswers, coursePaperRecords, courseQuestionSources } from '../course/item-analysis-repository';
import {
  firstLevelCategories,
  mockExamAnswers,
  mockExamQuestions,
  mockExamRecords,
  paperItemRows,
  planPaperAnswers,
  planPaperRecords,
  studyBankName,
} from './item-analysis-repository';
import { mockExamAnalysis, paperAnalysis, type AnalysedQuestion } from './item-analysis-report';
import { assertTeaches, loadLesson } from './lessons';
import { lessonPaperName } from './paper-repository';

/** Online courses have classes but no teachers of their own: their papers' analysis is the back office's. */
const COURSE_PAPER_ACCESS: Access = [Role.ADMIN];
/** Mock exams are taken by any student of a bank, in no teacher's class: their analysis is the back office's too. */
const MOCK_EXAM_ACCESS: Access = [Role.ADMIN];

const bankIds = (questions: readonly AnalysedQuestion[]) => questions.flatMap((q) => (q.sourceQuestionId == null ? [] : [q.sourceQuestionId]));

/** 试题分析 (issue 18): a lesson's plan paper for its teacher or an admin; a course paper and a bank's mock exams for admins. */
export async function itemAnalysisRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  route(app, 'GET', paths.planPaper, TEACHING_STAFF, async (req) => {
    const { planDetailId, paperId } = parse(planPaperAnalysisQuery, req.query);
    assertTeaches(currentUser(req), await loadLesson(db, planDetailId));
    // The paper must be one of this lesson's: any paper id through one's own lesson would read another's key.
    const name = await lessonPaperName(db, planDetailId, paperId);
    const [questions, records, answers] = await Promise.all([
      paperItemRows(db, paperId),
      planPaperRecords(db, planDetailId, paperId),
      planPaperAnswers(db, planDetailId, paperId),
    ]);
    return ok(paperAnalysis(name, questions, records, answers, await firstLevelCategories(db, bankIds(questions))));
  });

  route(app, 'GET', paths.coursePaper, COURSE_PAPER_ACCESS, async (req) => {
    const q = parse(coursePaperAnalysisQuery, req.query);
    const course = await loadCourse(db, currentUser(req), q.onlineCourseId);
    const paper = await loadPaper(db, course, await loadResource(db, course, q.onlineCourseResourceId), q.paperId);
    const resourceId = paper.resource.onlineCourseResourceId;
    const [leaves, sources, records, answers] = await Promise.all([
      leafQuestions(db, paper.paperId),
      courseQuestionSources(db, paper.paperId),
      coursePaperRecords(db, resourceId, paper.paperId),
      coursePaperAnswers(db, resourceId, paper.paperId),
    ]);
    const questions = leaves.map((l) => ({ ...l, sourceQuestionId: sources.get(l.questionId) ?? null }));
    return ok(paperAnalysis(paper.paperName, questions, records, answers, await firstLevelCategories(db, bankIds(questions))));
  });

  // A bank's mock exams: every submitted attempt; each question over the attempts that drew it (mockExamAnalysis).
  route(app, 'GET', paths.mockExam, MOCK_EXAM_ACCESS, async (req) => {
    const { studyBankId } = parse(mockExamAnalysisQuery, req.query);
    const name = await studyBankName(db, studyBankId);
    if (name === undefined) throw notFound('题库不存在');
    const [records, answers] = await Promise.all([mockExamRecords(db, studyBankId), mockExamAnswers(db, studyBankId)]);
    const questions = await mockExamQuestions(db, records.flatMap((r) => r.questionIds));
    return ok(mockExamAnalysis(name, questions, records, answers, await firstLevelCategories(db, bankIds(questions))));
  });
}
