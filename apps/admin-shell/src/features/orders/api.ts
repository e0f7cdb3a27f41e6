/** 订单管理 calls (/base/order/admin, admin only): query-key factory, queries and mutations. */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiTable, download } from '@medteach/api-client';
import {
  orderAdminPaths as paths,
  type OrderAdminDetail,
  type OrderAdminListQuery,
  type OrderAdminRow,
  type OrderRefundBody,
  type RefundResult,
  type StudentOption,
  type StudentUnlock,
  type UnlockGrantBody,
} from '@medteach/contract';
import { productAdminKeys } from '../products';

export type OrderFilter = Omit<OrderAdminListQuery, 'pageNum' | 'pageSize'>;
export type OrderListParams = OrderFilter & { pageNum: number; pageSize: number };

export const orderAdminKeys = {
  all: ['orderAdmin'] as const,
  list: (params: OrderListParams) => ['orderAdmin', 'list', params] as const,
  detail: (orderNo: string) => ['orderAdmin', 'detail', orderNo] as const,
  unlocks: (userId: number) => ['orderAdmin', 'unlocks', userId] as const,
  students: (keyword: string) => ['orderAdmin', 'students', keyword] as const,
};

export const orderAdminQueries = {
  list: (params: OrderListParams) => queryOptions({ queryKey: orderAdminKeys.list(params), queryFn: ({ signal }) => apiTable<OrderAdminRow>(paths.list, params, { signal }) }),
  detail: (orderNo: string) =>
    queryOptions({ queryKey: orderAdminKeys.detail(orderNo), queryFn: ({ signal }) => apiGet<OrderAdminDetail>(`${paths.base}/${orderNo}`, undefined, { signal }) }),
  unlocks: (userId: number) =>
    queryOptions({ queryKey: orderAdminKeys.unlocks(userId), queryFn: ({ signal }) => apiGet<StudentUnlock[]>(paths.unlockList, { userId }, { signal }) }),
  students: (keyword: string) =>
    queryOptions({ queryKey: orderAdminKeys.students(keyword), queryFn: ({ signal }) => apiGet<StudentOption[]>(paths.students, { keyword }, { signal }), staleTime: 30_000 }),
};

/** A refund or an unlock change touches the orders, the student's unlocks and the products' paid counts. */
const meta = { invalidates: [orderAdminKeys.all, productAdminKeys.all] };

export const orderAdminMutations = {
  refund: { mutationFn: (body: OrderRefundBody) => apiPut<RefundResult>(paths.refund, body), meta },
  grant: { mutationFn: (body: UnlockGrantBody) => apiPost<StudentUnlock[]>(paths.unlock, body), meta },
  revoke: { mutationFn: ({ userId, skillIds }: { userId: number; skillIds: number[] }) => apiDelete<StudentUnlock[]>(`${paths.unlock}/${userId}/${skillIds.join(',')}`), meta },
};

/** RuoYi export file name: `order_<timestamp>.xlsx`. */
export const exportOrders = (filter: OrderFilter) => download(paths.export, filter, `order_${Date.now()}.xlsx`);
