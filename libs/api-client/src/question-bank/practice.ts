/**
 * Questions, answers and answer sheets (spec §2 /subjectHomeWork, §4). Answers are silent (spec §8): a refused
 * answer changes nothing and shows nothing; the server grades and returns `isRight`.
 *
 *   const { data: questions } = useQuery(questionBankQueries.questions({ categoryIds, type: QuestionListType.TOPIC, majorType }));
 *   useMutation(questionBankMutations.answer()).mutate({ questionId, result, studyBankId, categoryId, majorType });
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  questionBankPaths,
  type AnswerAddBody,
  type AnswerSheetBody,
  type BankAnswerResult,
  type BankAnswerSheet,
  type BankQuestion,
  type GetQuestionsBody,
} from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { SILENT_META, SILENT_STUDY_CALL } from './catalog';
import { practiceAnswerInvalidates, questionBankKeys } from './keys';

/** Topic practice (type 2) nests A3/A4/B children; wrong (1) and favourite (0) lists are flat. */
export const getQuestions = (body: GetQuestionsBody, signal?: AbortSignal) =>
  apiPost<BankQuestion[]>(questionBankPaths.getQuestions, body, { ...SILENT_STUDY_CALL, repeatSubmit: false, signal });
export const getQuestion = (questionId: number, signal?: AbortSignal) =>
  apiGet<BankQuestion>(`${questionBankPaths.questionOne}/${questionId}`, undefined, { ...SILENT_STUDY_CALL, signal });
export const addAnswer = (body: AnswerAddBody) => apiPost<BankAnswerResult>(questionBankPaths.answerAdd, body, { ...SILENT_STUDY_CALL, repeatSubmit: false });
export const getAnswerSheet = (body: AnswerSheetBody, signal?: AbortSignal) =>
  apiPost<BankAnswerSheet>(questionBankPaths.answerSheet, body, { ...SILENT_STUDY_CALL, repeatSubmit: false, signal });

export const bankPracticeQueries = {
  questions: (body: GetQuestionsBody) => queryOptions({ queryKey: questionBankKeys.questions(body), queryFn: ({ signal }) => getQuestions(body, signal), meta: SILENT_META }),
  question: (questionId: number) => queryOptions({ queryKey: questionBankKeys.question(questionId), queryFn: ({ signal }) => getQuestion(questionId, signal), meta: SILENT_META }),
  answerSheet: (body: AnswerSheetBody) =>
    queryOptions({ queryKey: questionBankKeys.answerSheet(body), queryFn: ({ signal }) => getAnswerSheet(body, signal), meta: SILENT_META }),
};

export const bankPracticeMutations = {
  /** Idempotent on the server (one answer per user + question), so a background retry never double-counts. */
  answer: () => mutationOptions({ mutationFn: addAnswer, meta: { invalidates: practiceAnswerInvalidates, silent: true } }),
};
