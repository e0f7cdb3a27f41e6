/**
 * Intelligent composition and composed-paper records (spec §2 /subjectGroupQuestion, /groupQuestion, §5).
 *
 *   const { data: available } = useQuery(questionBankQueries.compositionCount({ studyBankId, questionTypes, type, categoryIds, majorType }));
 *   const studyPaperId = await compose.mutateAsync({ ...filters, title, num });
 *   useInfiniteQuery(questionBankQueries.papers({ studyBankId, majorType }))   // pages of PAPER_PAGE_SIZE
 */
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  PAPER_PAGE_SIZE,
  questionBankBasePaths,
  questionBankPaths,
  type BankAnswerResult,
  type BankAnswerSheet,
  type CompositionCountQuery,
  type CompositionCreateBody,
  type PaperAnswerAddBody,
  type PaperPageQuery,
  type PaperRecord,
  type StudyPaperDetail,
} from '@medteach/contract';
import { apiDelete, apiGet, apiPost, apiTable, nextTablePage } from '../core/http';
import { SILENT_META, SILENT_STUDY_CALL } from './catalog';
import { practiceAnswerInvalidates, questionBankKeys } from './keys';

/** GET lists go comma-joined: shorter than RuoYi's `name[0]=` form and read the same by the server. */
const joined = (list?: readonly (number | string)[]) => (list?.length ? list.join(',') : undefined);

export const getCompositionCount = (q: CompositionCountQuery, signal?: AbortSignal) =>
  apiGet<number>(
    questionBankPaths.paperQuestionNum,
    { ...q, questionTypes: Array.isArray(q.questionTypes) ? joined(q.questionTypes) : q.questionTypes, categoryIds: Array.isArray(q.categoryIds) ? joined(q.categoryIds) : q.categoryIds },
    { ...SILENT_STUDY_CALL, signal },
  );
/** Draws the paper on the server; data is the new studyPaperId. */
export const composePaper = (body: CompositionCreateBody) => apiPost<number>(questionBankPaths.paperAdd, body, SILENT_STUDY_CALL);
export const getPaperPage = (q: PaperPageQuery, signal?: AbortSignal) => apiTable<PaperRecord>(questionBankPaths.paperPage, q, { ...SILENT_STUDY_CALL, signal });
export const getPaper = (studyPaperId: number, questionIds?: readonly number[], signal?: AbortSignal) =>
  apiGet<StudyPaperDetail>(`${questionBankPaths.paperById}/${studyPaperId}`, { questionIds: joined(questionIds) }, { ...SILENT_STUDY_CALL, signal });
export const addPaperAnswer = (body: PaperAnswerAddBody) =>
  apiPost<BankAnswerResult>(questionBankPaths.paperAnswerAdd, body, { ...SILENT_STUDY_CALL, repeatSubmit: false });
export const getPaperAnswerSheet = (studyPaperId: number, signal?: AbortSignal) =>
  apiGet<BankAnswerSheet>(`${questionBankPaths.paperAnswerSheet}/${studyPaperId}`, undefined, { ...SILENT_STUDY_CALL, signal });
/** Deletes the user's own papers (another user's id refuses the whole call). */
export const deletePapers = (idList: readonly number[]) => apiDelete<number>(questionBankBasePaths.paperDelete, { idList: idList.join(',') }, SILENT_STUDY_CALL);

export const composedPaperQueries = {
  compositionCount: (q: CompositionCountQuery) =>
    queryOptions({ queryKey: questionBankKeys.count(q), queryFn: ({ signal }) => getCompositionCount(q, signal), meta: SILENT_META }),
  papers: (q: Omit<PaperPageQuery, 'pageNum' | 'pageSize'> = {}) =>
    infiniteQueryOptions({
      queryKey: questionBankKeys.paperPages(q),
      queryFn: ({ pageParam, signal }) => getPaperPage({ ...q, pageNum: pageParam, pageSize: PAPER_PAGE_SIZE }, signal),
      initialPageParam: 1,
      getNextPageParam: nextTablePage(PAPER_PAGE_SIZE),
      meta: SILENT_META,
    }),
  paper: (studyPaperId: number, questionIds?: readonly number[]) =>
    queryOptions({ queryKey: questionBankKeys.paper(studyPaperId, questionIds), queryFn: ({ signal }) => getPaper(studyPaperId, questionIds, signal), meta: SILENT_META }),
  paperSheet: (studyPaperId: number) =>
    queryOptions({ queryKey: questionBankKeys.paperSheet(studyPaperId), queryFn: ({ signal }) => getPaperAnswerSheet(studyPaperId, signal), meta: SILENT_META }),
};

export const composedPaperMutations = {
  compose: () => mutationOptions({ mutationFn: composePaper, meta: { invalidates: [questionBankKeys.papers()], ...SILENT_META } }),
  /** Silent like practice answers (spec §8); invalidates the papers (answerNum) and the wrong-answer views. */
  paperAnswer: () => mutationOptions({ mutationFn: addPaperAnswer, meta: { invalidates: [questionBankKeys.papers(), ...practiceAnswerInvalidates], silent: true } }),
  deletePapers: () =>
    mutationOptions({ mutationFn: deletePapers, meta: { invalidates: [questionBankKeys.papers(), questionBankKeys.categoryCounts(), questionBankKeys.counts()], ...SILENT_META } }),
};
