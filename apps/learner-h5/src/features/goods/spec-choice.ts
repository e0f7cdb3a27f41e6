import { PayScope, SkillType, type ProductInfo } from '@medteach/contract';
import { goodsText } from './messages';

export type SpecChoice = typeof PayScope.SINGLE | typeof PayScope.ALL;

export const allSkillsLabel = (product: ProductInfo) => (product.skillType === SkillType.PRACTICE ? goodsText.allPracticeSkills : goodsText.allSkills);

/** Spec §2: the all-skills item is offered only when the product has batchInfo. */
export const offersAllSkills = (product: ProductInfo) => product.batchInfo !== null;

const isPrice = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Spec §5 / §8: all skills can be chosen only with usable batch prices; otherwise 数据异常！暂不可选择全部技能 says
 * why not (batchInfo present but broken, e.g. a price missing).
 */
export function chooseSpec(product: ProductInfo, choice: SpecChoice): { ok: true } | { ok: false; error: string } {
  if (choice !== PayScope.ALL) return { ok: true };
  const batch = product.batchInfo;
  return batch && isPrice(batch.preferentialPrice) && isPrice(batch.marketPrice) ? { ok: true } : { ok: false, error: goodsText.noBatch };
}

/** Prices of the chosen item: the product's own, or the batch prices for all skills. */
export function pricesOf(product: ProductInfo, choice: SpecChoice): { preferentialPrice: number; marketPrice: number } {
  if (choice === PayScope.ALL && product.batchInfo) return product.batchInfo;
  return { preferentialPrice: product.preferentialPrice, marketPrice: product.marketPrice };
}
