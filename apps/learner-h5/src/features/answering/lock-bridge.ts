import type { NativeBridge } from '@medteach/bridge';
import type { AnsweringParams } from './answering-params';

/** Query values are text; ids and points go to native as numbers when they are numbers. */
const numeric = (value: string | undefined): string | number => (value !== undefined && /^\d+$/.test(value) ? Number(value) : (value ?? ''));

/**
 * Spec §4 "Topic lock": past the free questions, a skill product opens native buy / unlock with its skill fields;
 * without one the native question-bank flow (questionsAction) takes over.
 */
export function requestUnlock(bridge: Pick<NativeBridge, 'buyFirstStaionAction' | 'questionsAction'>, params: AnsweringParams): boolean {
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
