/**
 * The server side of the answering screen: loading the questions the query names, sending answers through the
 * persistent outbox, favourites, notes, error correction and clearing records. Server data stays in React Query
 * (mutations invalidate by key; a favourite or note also patches the cached question so the screen updates at once).
 */
import { useEffect, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  addAnswer,
  addPaperAnswer,
  isTransportError,
  practiceAnswerInvalidates,
  questionBankKeys,
  questionBankMutations,
  questionBankQueries,
} from '@medteach/api-client';
import type { AnswerAddBody, BankQuestion, GetQuestionsBody, PaperAnswerAddBody, StudyPaperDetail } from '@medteach/contract';
import type { Submission } from '@medteach/question-engine';
import { hasNativeHost } from '@medteach/bridge';
import { appBridge } from '../../app/bridge';
import { errorReportLink } from '../error-report';
import { ANSWER_OUTBOX_STORAGE_KEY, createAnswerOutbox, type SubmitOutcome } from '../../shared/answer-outbox';
import type { AnsweringParams, QuestionSource } from './answering-params';
import type { QuestionTools } from './PracticeScreen';

/** Category ids of a sheet: the JSON list, else the single categoryId. */
const categoryIdsOf = (params: AnsweringParams) => (params.categoryIds.length > 0 ? params.categoryIds : params.categoryId ? [params.categoryId] : undefined);
const majorTypeOf = (params: AnsweringParams) => params.majorType ?? 1;

export function questionsBody(params: AnsweringParams, type: number): GetQuestionsBody {
  return { categoryIds: categoryIdsOf(params), studyBankId: params.studyBankId, type, majorType: majorTypeOf(params) };
}

type CachedQuestions = BankQuestion[] | BankQuestion | StudyPaperDetail;

/** The cache key of the source and how to read a question list out of its data. */
export function questionsQueryKey(params: AnsweringParams, source: QuestionSource): QueryKey {
  if (source.kind === 'paper') return questionBankQueries.paper(source.studyPaperId).queryKey;
  if (source.kind === 'single') return questionBankQueries.question(source.questionId).queryKey;
  return questionBankQueries.questions(questionsBody(params, source.type)).queryKey;
}

function listOf(data: CachedQuestions | undefined): BankQuestion[] | undefined {
  if (data === undefined) return undefined;
  if (Array.isArray(data)) return data;
  return 'questionList' in data ? data.questionList : [data];
}

/** Applies `change` to the question (or group child) with this id, whatever shape the source caches. */
function patchQuestion(data: CachedQuestions | undefined, questionId: string, change: (q: BankQuestion) => BankQuestion): CachedQuestions | undefined {
  const one = (q: BankQuestion): BankQuestion => {
    const self = String(q.id) === questionId ? change(q) : q;
    return q.childedList?.length ? { ...self, childedList: q.childedList.map(one) } : self;
  };
  if (data === undefined) return data;
  if (Array.isArray(data)) return data.map(one);
  return 'questionList' in data ? { ...data, questionList: data.questionList.map(one) } : one(data);
}

export function useQuestions(params: AnsweringParams, source: QuestionSource) {
  // The session is built once from the first answer; background refetches only keep the cache fresh.
  const paper = useQuery({ ...questionBankQueries.paper(source.kind === 'paper' ? source.studyPaperId : 0), enabled: source.kind === 'paper' });
  const single = useQuery({ ...questionBankQueries.question(source.kind === 'single' ? source.questionId : 0), enabled: source.kind === 'single' });
  const sheet = useQuery({ ...questionBankQueries.questions(questionsBody(params, source.kind === 'sheet' ? source.type : 0)), enabled: source.kind === 'sheet' });
  const query = source.kind === 'paper' ? paper : source.kind === 'single' ? single : sheet;
  // Only these fields are read, so React Query re-renders the screen only when they change — not when an answer
  // marks the list stale (isStale, isInvalidated), which would re-render the whole practice screen mid-tap.
  return { data: listOf(query.data as CachedQuestions | undefined), isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** Every answerable question (group children included) by id. */
function indexQuestions(questions: readonly BankQuestion[] | undefined): Map<string, BankQuestion> {
  const map = new Map<string, BankQuestion>();
  for (const q of questions ?? []) {
    map.set(String(q.id), q);
    for (const child of q.childedList ?? []) map.set(String(child.id), child);
  }
  return map;
}

type OutgoingAnswer = { kind: 'bank'; body: AnswerAddBody } | { kind: 'paper'; body: PaperAnswerAddBody };

export const OUTBOX_STORAGE_KEY = ANSWER_OUTBOX_STORAGE_KEY;
/** One outbox per page load: it outlives screen changes and picks up what an earlier visit left. */
export const answerOutbox = createAnswerOutbox<OutgoingAnswer>({
  storageKey: OUTBOX_STORAGE_KEY,
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  send: (answer) => (answer.kind === 'paper' ? addPaperAnswer(answer.body) : addAnswer(answer.body)),
  isTransient: isTransportError,
});

/** Counts, lists and sheets elsewhere changed; they refetch when next shown (not now, mid-practice). */
function markPracticeStale(queryClient: QueryClient, paper: boolean) {
  const keys = paper ? [questionBankKeys.papers(), ...practiceAnswerInvalidates] : practiceAnswerInvalidates;
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

/** Sends each answer to the bank or paper it belongs to; the outbox retries transport failures in the background. */
export function useAnswerSender(params: AnsweringParams, questions: readonly BankQuestion[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => answerOutbox.start(), []);
  const byId = useMemo(() => indexQuestions(questions), [questions]);
  const majorType = majorTypeOf(params);

  return async (submission: Submission): Promise<SubmitOutcome> => {
    const questionId = Number(submission.questionId);
    const { result } = submission;
    const answer: OutgoingAnswer =
      params.studyPaperId !== undefined
        ? { kind: 'paper', body: { questionId, studyPaperId: params.studyPaperId, result, majorType } }
        : { kind: 'bank', body: { questionId, studyBankId: params.studyBankId, result, categoryId: byId.get(submission.key)?.categoryId ?? params.categoryId, majorType } };
    const outcome = await answerOutbox.submit(`${params.studyPaperId ?? 0}:${questionId}`, answer);
    if (outcome !== 'refused') markPracticeStale(queryClient, answer.kind === 'paper');
    return outcome;
  };
}

/** Favourite, note, error correction and 清空答题记录 of topic practice (spec §4, §6, §7). */
export function useQuestionTools(params: AnsweringParams, source: QuestionSource, questions: readonly BankQuestion[] | undefined): QuestionTools {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const favourite = useMutation(questionBankMutations.favorite());
  const note = useMutation(questionBankMutations.note());
  const renew = useMutation(questionBankMutations.renew());
  const byId = indexQuestions(questions);
  const majorType = majorTypeOf(params);
  const key = questionsQueryKey(params, source);
  const patch = (questionId: string, change: (q: BankQuestion) => BankQuestion) =>
    queryClient.setQueryData<CachedQuestions>(key, (data) => patchQuestion(data, questionId, change));
  /** Spec §8: these calls fail silently — the caller just learns whether it worked. */
  const succeeded = (run: Promise<unknown>) => run.then(() => true, () => false);

  return {
    isFavourite: (k) => byId.get(k)?.isFavorite === 1,
    noteOf: (k) => byId.get(k)?.mark ?? '',
    setFavourite: async (k, isFavorite) => {
      const ok = await succeeded(favourite.mutateAsync({ questionId: Number(k), categoryId: byId.get(k)?.categoryId, isFavorite, majorType }));
      if (ok) patch(k, (q) => ({ ...q, isFavorite }));
      return ok;
    },
    saveNote: async (k, mark) => {
      const ok = await succeeded(note.mutateAsync({ questionId: Number(k), categoryId: byId.get(k)?.categoryId, mark, majorType }));
      if (ok) patch(k, (q) => ({ ...q, mark }));
      return ok;
    },
    // Without a native app to take it (issue 18), 纠错 opens the web form that reaches the back office's 纠错反馈.
    errorCorrection: (k) =>
      hasNativeHost(appBridge) ? void appBridge.errorCorrection({ bank: byId.get(k)?.bank || params.studyBankId || '', questionId: Number(k) }) : void navigate(errorReportLink(k)),
    clearRecords: async () => {
      if (params.categoryId === undefined) return false;
      return succeeded(renew.mutateAsync({ categoryId: params.categoryId, majorType }));
    },
  };
}
