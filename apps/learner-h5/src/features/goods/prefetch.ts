import type { QueryClient } from '@tanstack/react-query';
import { commerceQueries, PREFETCH_FRESH_MS } from '@medteach/api-client';
import { idParam } from '../../shared/id-param';

/** `?id=` of /goods: the skill whose product is shown. */
export const skillIdParam = idParam;

/** The product query of /goods, for the loader and the page alike (fresh long enough to be read, not re-asked). */
export const goodsProductQuery = (skillId: number) => ({ ...commerceQueries.productBySkill(skillId), staleTime: PREFETCH_FRESH_MS });

/**
 * Route loader work for /goods: starts the product request while the page's chunk is still downloading, instead
 * of after it has loaded and rendered (one round trip less before the product shows; issue 9 Lighthouse). The page
 * reads the same query, so React Query shares the request; nothing is awaited, the route renders at once.
 */
export function prefetchGoods(queryClient: QueryClient, search: URLSearchParams): void {
  const skillId = skillIdParam(search.get('id'));
  if (skillId !== null) void queryClient.prefetchQuery(goodsProductQuery(skillId));
}
