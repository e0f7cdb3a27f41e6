/** 商品管理 calls (/base/product/admin, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@medteach/api-client';
import { productAdminPaths as paths, type ProductAdminBody, type ProductAdminListQuery, type ProductAdminRow, type ProductCategoryOption } from '@medteach/contract';
import { crudResource } from '../../shared/crud/crud-resource';

export type ProductFilter = Omit<ProductAdminListQuery, 'pageNum' | 'pageSize'>;
export type ProductListParams = ProductFilter & { pageNum: number; pageSize: number };

export const productAdminKeys = {
  all: ['productAdmin'] as const,
  list: (params: ProductListParams) => ['productAdmin', 'list', params] as const,
  categories: ['productAdmin', 'categories'] as const,
};

/** RuoYi export file name: `product_<timestamp>.xlsx`. */
const products = crudResource<ProductAdminRow, ProductAdminBody, ProductFilter>({
  base: paths.base,
  listPath: paths.list,
  idName: 'id',
  listKey: productAdminKeys.list,
  exportPath: paths.export,
  exportName: 'product',
});

export const productAdminQueries = {
  list: products.list,
  categories: () =>
    queryOptions({ queryKey: productAdminKeys.categories, queryFn: ({ signal }) => apiGet<ProductCategoryOption[]>(paths.categories, undefined, { signal }) }),
};

/** Every write changes the list and which product holds which category. */
const meta = { invalidates: [productAdminKeys.all] };

export const productAdminMutations = {
  save: { mutationFn: products.save, meta },
  remove: { mutationFn: products.remove, meta },
};

export const exportProducts = products.exportXlsx;
