import type { CategoryTreeNode } from '@medteach/contract';
import type { NativeBridge } from '@medteach/bridge';
import { topicPracticeLink } from '../../shared/topic-practice-link';
import type { ShortcutLinks } from './Shortcuts';

function query(values: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search.toString();
}

/** Shortcut targets with the query each screen needs (spec §2). */
export function shortcutLinks(majorType: number, studyBankId: number | undefined): ShortcutLinks {
  return {
    wrong: `/subjectErrorCorrection?${query({ studyBankId, majorType, type: 1 })}`,
    favourite: `/subjectCollect?${query({ studyBankId, majorType, type: 0 })}`,
    note: `/subjectNote?${query({ studyBankId, majorType, type: 0 })}`,
    compose: `/subjectGroupQuestion?${query({ studyBankId, majorType })}`,
  };
}

/**
 * Topic practice of one sub-category, carrying what the lock needs (spec §2 query of /subjectHomeWork) and
 * `topicActive`, the open chapter, so that back from the answering screen reopens it.
 */
export function practiceLink(majorType: number, studyBankId: number | undefined, chapter: CategoryTreeNode, sub: CategoryTreeNode): string {
  return topicPracticeLink({
    majorType,
    studyBankId,
    categoryId: sub.id,
    isUnlock: chapter.isUnlock || sub.isUnlock,
    code: chapter.code,
    skillId: chapter.skillId,
    skillName: chapter.skillName,
    skillIntegral: chapter.skillIntegral,
    productInfoId: chapter.productInfoId,
    label: sub.label,
    topicActive: chapter.id,
  });
}

/** Spec §4: a locked sub-category asks native to buy / unlock its skill; an empty one opens the native question flow. */
export function callUnlockBridge(bridge: Pick<NativeBridge, 'buyFirstStaionAction' | 'questionsAction'>, majorType: number, chapter: CategoryTreeNode, sub: CategoryTreeNode, locked: boolean): boolean {
  if (locked && chapter.skillId !== null) {
    return bridge.buyFirstStaionAction({
      skillId: chapter.skillId,
      skillName: chapter.skillName,
      skillIntegral: chapter.skillIntegral,
      productInfoId: chapter.productInfoId ?? '',
    });
  }
  return bridge.questionsAction({ majorType, categoryId: sub.id, code: chapter.code, productInfoId: chapter.productInfoId });
}
