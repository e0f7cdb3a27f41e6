import { hasNativeHost, type Bridge } from '@medteach/bridge';
import { goodsLink } from '../payment';
import type { AnsweringParams } from './answering-params';

/** Query values are text; ids and points go to native as numbers when they are numbers. */
const numeric = (value: string | undefined): string | number => (value !== undefined && /^\d+$/.test(value) ? Number(value) : (value ?? ''));

/** Where the browser is: the practice's own link on the question on screen, to come back to after buying. */
export interface WebPlace {
  /** `/subjectHomeWork?…&questionId=<on screen>`. */
  here: string;
  open: (to: string) => void;
}

/** The same practice, started on this question (spec §2 query `questionId`). */
export function practiceLinkAt(pathname: string, search: string, questionId: string | number | undefined): string {
  const query = new URLSearchParams(search);
  if (questionId !== undefined && questionId !== '') query.set('questionId', String(questionId));
  return `${pathname}?${query.toString()}`;
}

/**
 * Spec §4 "Topic lock": past the free questions, a skill product opens native buy / unlock with its skill fields;
 * without one the native question-bank flow (questionsAction) takes over. Without a native host (issue 18) the goods
 * page of the skill opens instead, and a purchase there comes back to `web.here`; a lock without a skill has no web
 * path (nothing to buy) and stays as it is.
 */
export function requestUnlock(bridge: Pick<Bridge, 'buyFirstStaionAction' | 'questionsAction' | 'host' | 'simulator'>, params: AnsweringParams, web: WebPlace): boolean {
  if (!hasNativeHost(bridge)) {
    if (!params.skillId) return false;
    web.open(goodsLink(params.skillId, web.here));
    return true;
  }
  if (params.skillId) {
    return bridge.buyFirstStaionAction({
      skillId: numeric(params.skillId),
      skillName: params.skillName ?? '',
      skillIntegral: numeric(params.skillIntegral),
      productInfoId: numeric(params.productInfoId),
    });
  }
  return bridge.questionsAction({
    studyBankId: params.studyBankId,
    categoryId: params.categoryId,
    majorType: params.majorType,
    code: params.code,
    productInfoId: params.productInfoId,
  });
}
