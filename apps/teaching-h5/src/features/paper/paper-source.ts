import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { courseMutations, courseQueries, teachingMutations, teachingQueries } from '@medteach/api-client';
import type { CourseAnswerSheet, CourseAnswerSheetDetail } from '@medteach/contract';
import type { Question } from '@medteach/question-engine';
import { PaperType, type PaperParams } from './paper-params';

/** What both paper screens need, whichever paper type it came from. */
export interface PaperSheet {
  paperName: string;
  questionList: Question[];
  questionCount: number;
  finishCount: number;
  score: number | null;
  rank: number | null;
  /** Best score among those ranked with the viewer (class or lesson), null when unknown. */
  bestScore: number | null;
  /** Seconds spent on the paper, null when unknown. */
  useTime: number | null;
  /** 1 = the viewer's (or the reviewed student's) paper is finished. */
  paperStatus: number;
}
export interface QuestionResult {
  questionId: number;
  result: string;
}
/** One paper screen's data and, while answering, its submit. */
export interface PaperSource {
  sheet: UseQueryResult<PaperSheet>;
  /** The viewer answers (else the marks are shown). */
  answering: boolean;
  /** A teacher reviews (always sees answers and explanations, spec §6). */
  teacher: boolean;
  /** Hands the paper in with the seconds spent on it. */
  submit: (questionResults: QuestionResult[], useTime: number) => Promise<unknown>;
  submitting: boolean;
}
/** Which screen asks: the course report needs the ranked detail, the answer sheet the questions. */
export type PaperScreen = 'topic' | 'report';

/**
 * Spec §4 paper mode for the teaching-plan paper (type 2): a student answers while their paper is not finished
 * (paperStatus not 1); the teacher always reviews — a student's sheet when userId is given, else the paper itself.
 */
function usePlanPaper(p: PaperParams, enabled: boolean): PaperSource {
  const options =
    p.teacher && p.userId !== null
      ? teachingQueries.userAnswerSheet(p.planDetailId, p.paperId, p.userId)
      : teachingQueries.myAnswerSheet(p.planDetailId, p.paperId);
  // Both calls answer the same shape (PlanAnswerSheet); only their keys differ.
  const sheet = useQuery({ ...(options as ReturnType<typeof teachingQueries.myAnswerSheet>), enabled });
  const submit = useMutation(teachingMutations.submitPaper(p.planDetailId));
  const answering = !p.teacher && p.paperStatus !== 1 && sheet.data?.paperStatus !== 1;
  return {
    sheet,
    answering,
    teacher: p.teacher,
    submit: (questionResults: QuestionResult[], useTime: number) => submit.mutateAsync({ planDetailId: p.planDetailId, paperId: p.paperId, questionResults, useTime }),
    submitting: submit.isPending,
  };
}

const fromCourseSheet = (s: CourseAnswerSheet): PaperSheet => ({
  paperName: s.paperName,
  questionList: s.questionList,
  questionCount: s.totalCount,
  finishCount: s.finishCount,
  score: s.score,
  rank: null,
  bestScore: null,
  useTime: null,
  paperStatus: s.isStudy,
});

/** The report detail carries marks only (no answer text): each item's isRight alone says right, wrong or unanswered. */
const fromCourseDetail = (d: CourseAnswerSheetDetail): PaperSheet => ({
  paperName: d.paperName,
  questionList: d.questionList.map((item) => ({ id: item.questionId, type: item.type, isRight: item.isRight })),
  questionCount: d.totalCount,
  finishCount: d.finishCount,
  score: d.score,
  rank: d.rank,
  bestScore: d.bestScore,
  useTime: d.useTime,
  paperStatus: 1,
});

/**
 * Spec §4 paper mode for the course paper (type 1): a student with isStudy 0 answers (once — a sheet the server
 * reports as submitted is shown with its marks); isStudy 1 and teachers see marks. The report is the ranked detail
 * of the viewer (a teacher names the student with userId).
 */
function useCoursePaper(p: PaperParams, screen: PaperScreen, enabled: boolean): PaperSource {
  const ids = { onlineCourseId: p.onlineCourseId, onlineCourseResourceId: p.onlineCourseResourceId, paperId: p.paperId };
  const student = p.isStudents && !p.teacher;
  const sheet = useQuery({ ...courseQueries.myAnswerSheet(ids), enabled: enabled && screen === 'topic', select: fromCourseSheet });
  const detail = useQuery({
    ...courseQueries.answerSheetDetail(student || p.userId === null ? ids : { ...ids, userId: p.userId }),
    enabled: enabled && screen === 'report',
    select: fromCourseDetail,
  });
  const submit = useMutation(courseMutations.submitPaper(p.onlineCourseId));
  const answering = screen === 'topic' && student && p.isStudy !== 1 && sheet.data?.paperStatus !== 1;
  return {
    sheet: screen === 'topic' ? sheet : detail,
    answering,
    teacher: !student,
    submit: (questionResults: QuestionResult[], useTime: number) => submit.mutateAsync({ ...ids, questionResults, useTime }),
    submitting: submit.isPending,
  };
}

export function usePaperSheet(p: PaperParams, screen: PaperScreen = 'topic'): PaperSource {
  const plan = usePlanPaper(p, p.type === PaperType.PLAN);
  const course = useCoursePaper(p, screen, p.type === PaperType.COURSE);
  return p.type === PaperType.COURSE ? course : plan;
}
