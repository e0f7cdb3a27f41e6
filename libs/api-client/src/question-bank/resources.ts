/**
 * Favourites and notes (spec §4, §7 questionResource). Both writes are silent (spec §8).
 *
 *   useMutation(questionBankMutations.favorite()).mutate({ questionId, categoryId, isFavorite: 1, majorType });
 *   useMutation(questionBankMutations.note()).mutate({ questionId, categoryId, mark, majorType });   // 保存成功
 *   useQuery(questionBankQueries.notes({ majorType }))   // {total, rows}
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  ResourceType,
  questionBankPaths,
  type BankNoteItem,
  type FavoriteBody,
  type NoteBody,
  type QuestionResource,
  type ResourceListQuery,
} from '@medteach/contract';
import { apiGet, apiPost, apiTable } from '../core/http';
import { SILENT_META, SILENT_STUDY_CALL, STUDY_CALL } from './catalog';
import { questionBankKeys } from './keys';

export type FavoriteInput = Omit<FavoriteBody, 'type'>;
export type NoteInput = Omit<NoteBody, 'type'>;

export const setFavorite = (body: FavoriteInput) =>
  apiPost<QuestionResource>(questionBankPaths.resourceAdd, { ...body, type: ResourceType.FAVORITE }, { ...SILENT_STUDY_CALL, repeatSubmit: false });
/** Saves the note text (`mark`, at most NOTE_MAX_LENGTH); an empty text removes the note. */
export const saveNote = (body: NoteInput) => apiPost<QuestionResource>(questionBankPaths.resourceAdd, { ...body, type: ResourceType.NOTE }, SILENT_STUDY_CALL);
export const listResources = (q: ResourceListQuery, signal?: AbortSignal) => apiTable<BankNoteItem>(questionBankPaths.resourceList, q, { ...SILENT_STUDY_CALL, signal });
export const getResource = (questionId: number, signal?: AbortSignal) =>
  apiGet<QuestionResource>(`${questionBankPaths.resourceById}/${questionId}`, undefined, { ...STUDY_CALL, signal });

export const bankResourceQueries = {
  /** Notes list (spec §7: {isFavorite 1, type 1, majorType}). */
  notes: (q: Omit<ResourceListQuery, 'type' | 'isFavorite'> = {}) => {
    const query: ResourceListQuery = { ...q, isFavorite: 1, type: ResourceType.NOTE };
    return queryOptions({ queryKey: questionBankKeys.resourceList(query), queryFn: ({ signal }) => listResources(query, signal), meta: SILENT_META });
  },
  favorites: (q: Omit<ResourceListQuery, 'type' | 'isFavorite'> = {}) => {
    const query: ResourceListQuery = { ...q, type: ResourceType.FAVORITE };
    return queryOptions({ queryKey: questionBankKeys.resourceList(query), queryFn: ({ signal }) => listResources(query, signal) });
  },
  resource: (questionId: number) => queryOptions({ queryKey: questionBankKeys.resource(questionId), queryFn: ({ signal }) => getResource(questionId, signal) }),
};

const resourceInvalidates = [
  questionBankKeys.resources(),
  questionBankKeys.questionLists(),
  questionBankKeys.categoryCounts(),
  questionBankKeys.answerSheets(),
  questionBankKeys.counts(),
] as const;

export const bankResourceMutations = {
  favorite: () => mutationOptions({ mutationFn: setFavorite, meta: { invalidates: resourceInvalidates, silent: true } }),
  note: () => mutationOptions({ mutationFn: saveNote, meta: { invalidates: [questionBankKeys.resources(), questionBankKeys.questionLists()], silent: true } }),
};
