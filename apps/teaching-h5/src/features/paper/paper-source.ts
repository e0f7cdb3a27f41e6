import { useMutation, useQuery } from '@tanstack/react-query';
import { teachingMutations, teachingQueries } from '@medteach/api-client';
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
  /** 1 = the viewer's (or the reviewed student's) paper is finished. */
  paperStatus: number;
}
export interface QuestionResult {
  questionId: number;
  result: string;
}

/**
 * Spec §4 paper mode for the teaching-plan paper (type 2): a student answers while their paper is not finished
 * (paperStatus not 1); the teacher always reviews — a student's sheet when userId is given, else the paper itself.
 */
function usePlanPaper(p: PaperParams, enabled: boolean) {
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
    submit: (questionResults: QuestionResult[]) => submit.mutateAsync({ planDetailId: p.planDetailId, paperId: p.paperId, questionResults }),
    submitting: submit.isPending,
  };
}

export function usePaperSheet(p: PaperParams) {
  const plan = usePlanPaper(p, p.type === PaperType.PLAN);
  return plan;
}
