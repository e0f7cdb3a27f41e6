/**
 * Category tree, study banks and study records (spec §2 /subject). Study calls send `Device-Type: app`.
 *
 *   const { data: root } = useQuery(questionBankQueries.tree(majorType));   // root.children is the tree
 *   useMutation(questionBankMutations.renew()).mutate({ categoryId, majorType });   // 是否清空答题记录 ?
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  CATEGORY_TREE_TYPE,
  MajorType,
  questionBankBasePaths,
  questionBankPaths,
  type CategoryTreeNode,
  type RecordByCategoryQuery,
  type RenewRecordBody,
  type StudyBank,
  type StudyBankCategory,
  type StudyRecordSummary,
} from '@medteach/contract';
import { apiGet, apiPost, type RequestOptions } from '../core/http';
import { practiceAnswerInvalidates, questionBankKeys } from './keys';

export const STUDY_CALL: RequestOptions = { deviceType: true };
/**
 * Spec §7 "Success only on code 200; otherwise nothing changes and no message": the study calls whose failure the
 * screen answers on its own (its error state with 重试, or a button that can simply be pressed again).
 */
export const SILENT_STUDY_CALL: RequestOptions = { ...STUDY_CALL, silent: true };
/** The React Query side of the same rule: a failed silent call is not reported by the query / mutation cache. */
export const SILENT_META = { silent: true } as const;

/** The tree root (data[0], spec §7); its `children` are the first-level categories. */
export const getCategoryTree = async (majorType: number, studyBankId?: number, signal?: AbortSignal) =>
  (await apiGet<CategoryTreeNode[]>(questionBankPaths.categoryTree, { majorType, type: CATEGORY_TREE_TYPE, studyBankId }, { ...STUDY_CALL, signal }))[0];
export const listStudyBanks = (majorType?: number, signal?: AbortSignal) => apiGet<StudyBank[]>(questionBankPaths.studyBankList, { majorType }, { ...STUDY_CALL, signal });
export const getStudyBank = (studyBankId: number, signal?: AbortSignal) =>
  apiGet<StudyBank>(`${questionBankPaths.studyBankById}/${studyBankId}`, undefined, { ...STUDY_CALL, signal });
export const getStudyRecord = (studyBankId: number, signal?: AbortSignal) =>
  apiGet<StudyRecordSummary>(`${questionBankPaths.studyRecordByBank}/${studyBankId}`, undefined, { ...STUDY_CALL, signal });
/** Per-category counts of wrong answers (type 1, default) or favourites (type 0), for the filter popup. */
export const getCategoryCounts = (q: RecordByCategoryQuery, signal?: AbortSignal) =>
  apiGet<StudyBankCategory[]>(questionBankBasePaths.recordByCategory, q, { ...STUDY_CALL, signal });
/** Clears the user's practice answers of a category; data is the number of answers removed. */
export const renewRecord = (body: RenewRecordBody) => apiPost<number>(questionBankBasePaths.recordRenew, body, SILENT_STUDY_CALL);

/** Where a paid skill's questions are: its first-level category, that category's bank and whether it is unlocked. */
export interface SkillPlace {
  majorType: number;
  studyBankId?: number;
  categoryId: number;
  isUnlock: boolean;
}

/**
 * Finds the skill's category in the bank of each major type (the tree says, per user, whether it is unlocked: the
 * same flag that opens the bank's categories). null when no category sells this skill. Silent: the goods and
 * payment pages use it for a link and a label, and without it simply offer the purchase.
 */
export async function findSkillPlace(skillId: number, signal?: AbortSignal): Promise<SkillPlace | null> {
  for (const majorType of Object.values(MajorType)) {
    const [root] = await apiGet<CategoryTreeNode[]>(questionBankPaths.categoryTree, { majorType, type: CATEGORY_TREE_TYPE }, { ...SILENT_STUDY_CALL, signal });
    const chapter = root?.children.find((c) => c.skillId === skillId);
    if (!chapter) continue;
    const banks = await apiGet<StudyBank[]>(questionBankPaths.studyBankList, { majorType }, { ...SILENT_STUDY_CALL, signal });
    const bank = banks.find((b) => b.studyBankCategories.some((c) => c.categoryId === chapter.id || c.parentCategoryId === chapter.id));
    return { majorType, studyBankId: bank?.studyBankId, categoryId: chapter.id, isUnlock: chapter.isUnlock };
  }
  return null;
}

export const bankCatalogQueries = {
  tree: (majorType: number, studyBankId?: number) =>
    queryOptions({ queryKey: questionBankKeys.tree(majorType, studyBankId), queryFn: ({ signal }) => getCategoryTree(majorType, studyBankId, signal) }),
  banks: (majorType?: number) => queryOptions({ queryKey: questionBankKeys.banks(majorType), queryFn: ({ signal }) => listStudyBanks(majorType, signal) }),
  bank: (studyBankId: number) => queryOptions({ queryKey: questionBankKeys.bank(studyBankId), queryFn: ({ signal }) => getStudyBank(studyBankId, signal) }),
  studyRecord: (studyBankId: number) =>
    queryOptions({ queryKey: questionBankKeys.studyRecord(studyBankId), queryFn: ({ signal }) => getStudyRecord(studyBankId, signal) }),
  categoryCounts: (q: RecordByCategoryQuery) => queryOptions({ queryKey: questionBankKeys.categoryCounts(q), queryFn: ({ signal }) => getCategoryCounts(q, signal) }),
  skillPlace: (skillId: number) => queryOptions({ queryKey: questionBankKeys.skillPlace(skillId), queryFn: ({ signal }) => findSkillPlace(skillId, signal), meta: SILENT_META }),
};

export const bankCatalogMutations = {
  renew: () => mutationOptions({ mutationFn: renewRecord, meta: { invalidates: practiceAnswerInvalidates, ...SILENT_META } }),
};
