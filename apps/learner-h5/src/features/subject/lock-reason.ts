import { Dialog } from 'antd-mobile';
import type { CategoryTreeNode } from '@medteach/contract';
import { isFlagSet } from '@medteach/question-engine';
import { ensureAntdMobileRender } from '@medteach/ui-kit';
import { subjectText } from './messages';

const text = subjectText.lockDialog;

/** The reason a locked sub-category of `chapter` does not open, and what buying does (or that nothing is on sale). */
export function lockReason(chapter: CategoryTreeNode, sub: CategoryTreeNode): string {
  const why = isFlagSet(chapter.isDemo) || isFlagSet(sub.isDemo) ? text.demoRest(chapter.label) : text.whole(chapter.label);
  return why + (chapter.skillId !== null ? text.onSale(chapter.skillName) : text.notOnSale);
}

/**
 * In a browser: says why the sub-category is locked before the goods page. Resolves true when the student chose
 * 立即解锁 (only offered when the chapter's skill is on sale).
 */
export async function explainLock(chapter: CategoryTreeNode, sub: CategoryTreeNode): Promise<boolean> {
  ensureAntdMobileRender();
  const content = lockReason(chapter, sub);
  if (chapter.skillId === null) {
    await Dialog.alert({ title: text.title, content, confirmText: text.ok });
    return false;
  }
  return Dialog.confirm({ title: text.title, content, confirmText: text.toShop, cancelText: text.cancel });
}
