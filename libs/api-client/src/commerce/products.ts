/**
 * Goods and payment (spec §7 "Products and payment"). Product and payment calls are silent (spec §8): the page
 * shows its own empty state, nothing pops up.
 *
 *   const { data: product } = useQuery(commerceQueries.productBySkill(skillId));
 *   const html = await getPayPage({ productInfoId: product.id, all: PayScope.SINGLE });  // then submitPayForm(html)
 */
import { queryOptions } from '@tanstack/react-query';
import { commercePaths, type PayPageQuery, type ProductInfo } from '@medteach/contract';
import { apiGet, type RequestOptions } from '../core/http';
import { commerceKeys } from './keys';

const SILENT: RequestOptions = { silent: true };

export const getProductBySkillId = (skillId: number, signal?: AbortSignal) =>
  apiGet<ProductInfo>(commercePaths.productBySkillId, { skillId }, { ...SILENT, signal });
export const getProductById = (id: number, signal?: AbortSignal) => apiGet<ProductInfo>(`${commercePaths.productById}/${id}`, undefined, { ...SILENT, signal });
/** The provider's page-pay form as HTML text (auto-submitted by the page). */
export const getPayPage = (q: PayPageQuery) => apiGet<string>(commercePaths.payPage, q, SILENT);

export const productQueries = {
  productBySkill: (skillId: number) =>
    queryOptions({ queryKey: commerceKeys.productBySkill(skillId), queryFn: ({ signal }) => getProductBySkillId(skillId, signal) }),
  product: (id: number) => queryOptions({ queryKey: commerceKeys.product(id), queryFn: ({ signal }) => getProductById(id, signal) }),
};
