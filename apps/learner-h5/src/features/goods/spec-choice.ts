import { PayScope, SkillType, type ProductInfo } from '@medteach/contract';
import { goodsText } from './messages';

export type SpecChoice = typeof PayScope.SINGLE | typeof PayScope.ALL;

export const allSkillsLabel = (product: ProductInfo) => (product.skillType === SkillType.PRACTICE ? goodsText.allPracticeSkills : goodsText.allSkills);

/** Spec §5: all skills can only be chosen when the product has batchInfo; the error text says why not. */
export function chooseSpec(product: ProductInfo, choice: SpecChoice): { ok: true } | { ok: false; error: string } {
  if (choice === PayScope.ALL && !product.batchInfo) return { ok: false, error: goodsText.noBatch };
  return { ok: true };
}

/** Prices of the chosen item: the product's own, or the batch prices for all skills. */
export function pricesOf(product: ProductInfo, choice: SpecChoice): { preferentialPrice: number; marketPrice: number } {
  if (choice === PayScope.ALL && product.batchInfo) return product.batchInfo;
  return { preferentialPrice: product.preferentialPrice, marketPrice: product.marketPrice };
}
