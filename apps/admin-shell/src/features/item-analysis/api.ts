/**
 * 试题分析 calls: the pickers (semesters, plans, lessons, courses, banks) and the analysis itself; query-key factory.
 * The bank list is asked here (itemAnalysisPaths.banks) rather than through the question bank's queries: importing
 * those would add their chunk to this lazy page's preload list, which lives in the console's entry chunk (no headroom).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiTable } from '@medteach/api-client';
import {
  courseAdminPaths,
  itemAnalysisPaths,
  teachingExportPaths,
  teachingLessonAdminPaths,
  teachingPaths,
  type AdminLesson,
  type AdminLessonDetail,
  type CourseAdminDetail,
  type CourseAdminRow,
  type CoursePaperAnalysisQuery,
  type ExportPlanOption,
  type MockExamAnalysisQuery,
  type PaperItemAnalysis,
  type PlanPaperAnalysisQuery,
  type Semester,
  type StudyBankAdminRow,
  type TimetableOptions,
} from '@medteach/contract';

/** Enough for every lesson of a plan and every course in one pick list. */
const ALL = { pageNum: 1, pageSize: 500 };

export const itemAnalysisKeys = {
  all: ['itemAnalysis'] as const,
  semesters: ['itemAnalysis', 'semesters'] as const,
  plans: (semesterId: number) => ['itemAnalysis', 'plans', semesterId] as const,
  lessons: (planId: number) => ['itemAnalysis', 'lessons', planId] as const,
  lesson: (planDetailId: number) => ['itemAnalysis', 'lesson', planDetailId] as const,
  paperNames: ['itemAnalysis', 'paperNames'] as const,
  courses: ['itemAnalysis', 'courses'] as const,
  course: (onlineCourseId: number) => ['itemAnalysis', 'course', onlineCourseId] as const,
  banks: ['itemAnalysis', 'banks'] as const,
  planPaper: (q: PlanPaperAnalysisQuery) => ['itemAnalysis', 'planPaper', q] as const,
  coursePaper: (q: CoursePaperAnalysisQuery) => ['itemAnalysis', 'coursePaper', q] as const,
  mockExam: (q: MockExamAnalysisQuery) => ['itemAnalysis', 'mockExam', q] as const,
};

export const itemAnalysisQueries = {
  semesters: () => queryOptions({ queryKey: itemAnalysisKeys.semesters, queryFn: ({ signal }) => apiGet<Semester[]>(teachingPaths.semesterList, undefined, { signal }), staleTime: 60_000 }),
  plans: (semesterId: number) =>
    queryOptions({ queryKey: itemAnalysisKeys.plans(semesterId), queryFn: ({ signal }) => apiGet<ExportPlanOption[]>(teachingExportPaths.plans, { semesterId }, { signal }) }),
  lessons: (planId: number) =>
    queryOptions({
      queryKey: itemAnalysisKeys.lessons(planId),
      queryFn: ({ signal }) => apiTable<AdminLesson>(teachingLessonAdminPaths.planDetailList, { planId, ...ALL }, { signal }).then((t) => t.rows),
    }),
  lesson: (planDetailId: number) =>
    queryOptions({
      queryKey: itemAnalysisKeys.lesson(planDetailId),
      queryFn: ({ signal }) => apiGet<AdminLessonDetail>(`${teachingLessonAdminPaths.planDetail}/${planDetailId}`, undefined, { signal }),
    }),
  /** Plan paper names (a lesson names its papers by id only). */
  paperNames: () =>
    queryOptions({
      queryKey: itemAnalysisKeys.paperNames,
      queryFn: ({ signal }) => apiGet<TimetableOptions>(teachingLessonAdminPaths.timetableOptions, undefined, { signal }).then((o) => new Map(o.papers.map((p) => [p.paperId, p.name]))),
      staleTime: 60_000,
    }),
  courses: () =>
    queryOptions({ queryKey: itemAnalysisKeys.courses, queryFn: ({ signal }) => apiTable<CourseAdminRow>(courseAdminPaths.list, ALL, { signal }).then((t) => t.rows) }),
  course: (onlineCourseId: number) =>
    queryOptions({ queryKey: itemAnalysisKeys.course(onlineCourseId), queryFn: ({ signal }) => apiGet<CourseAdminDetail>(`${courseAdminPaths.base}/${onlineCourseId}`, undefined, { signal }) }),
  /** Every bank on one page (banks are few; as 模拟考试设置 lists them). */
  banks: () =>
    queryOptions({
      queryKey: itemAnalysisKeys.banks,
      queryFn: ({ signal }) => apiTable<StudyBankAdminRow>(itemAnalysisPaths.banks, { pageNum: 1, pageSize: 100 }, { signal }).then((t) => t.rows),
      staleTime: 60_000,
    }),
  planPaper: (q: PlanPaperAnalysisQuery) =>
    queryOptions({ queryKey: itemAnalysisKeys.planPaper(q), queryFn: ({ signal }) => apiGet<PaperItemAnalysis>(itemAnalysisPaths.planPaper, q, { signal }) }),
  coursePaper: (q: CoursePaperAnalysisQuery) =>
    queryOptions({ queryKey: itemAnalysisKeys.coursePaper(q), queryFn: ({ signal }) => apiGet<PaperItemAnalysis>(itemAnalysisPaths.coursePaper, q, { signal }) }),
  /** A bank's mock exams: every submitted attempt. */
  mockExam: (q: MockExamAnalysisQuery) =>
    queryOptions({ queryKey: itemAnalysisKeys.mockExam(q), queryFn: ({ signal }) => apiGet<PaperItemAnalysis>(itemAnalysisPaths.mockExam, q, { signal }) }),
};
