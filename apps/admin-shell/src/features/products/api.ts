/** 商品管理 calls (/base/product/admin, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable, download } from '@medteach/api-client';
import { productAdminPaths as paths, type ProductAdminBody, type ProductAdminListQuery, type ProductAdminRow, type ProductCategoryOption } from '@medteach/contract';

export type ProductFilter = Omit<ProductAdminListQuery, 'pageNum' | 'pageSize'>;
export type ProductListParams = ProductFilter & { pageNum: number; pageSize: number };

export const productAdminKeys = {
  all: ['productAdmin'] as const,
  list: (params: ProductListParams) => ['productAdmin', 'list', params] as const,
  categories: ['productAdmin', 'categories'] as const,
};

export const productAdminQueries = {
  list: (params: ProductListParams) => queryOptions({ queryKey: productAdminKeys.list(params), queryFn: ({ signal }) => apiTable<ProductAdminRow>(paths.list, params, { signal }) }),
  categories: () =>
    queryOptions({ queryKey: productAdminKeys.categories, queryFn: ({ signal }) => apiGet<ProductCategoryOption[]>(paths.categories, undefined, { signal }) }),
};

/** Every write changes the list and which product holds which category. */
const meta = { invalidates: [productAdminKeys.all] };

export const productAdminMutations = {
  save: { mutationFn: (body: ProductAdminBody) => (body.id ? apiPut<ProductAdminRow>(paths.base, body) : apiPost<ProductAdminRow>(paths.base, body)), meta },
  remove: { mutationFn: (ids: number[]) => apiDelete(`${paths.base}/${ids.join(',')}`), meta },
};

/** RuoYi export file name: `product_<timestamp>.xlsx`. */
export const exportProducts = (filter: ProductFilter) => download(paths.export, filter, `product_${Date.now()}.xlsx`);
