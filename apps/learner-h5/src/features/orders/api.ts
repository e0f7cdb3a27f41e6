import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiTable, nextTablePage } from '@medteach/api-client';
import { MY_ORDERS_PAGE_SIZE, commercePaths, type MyOrder } from '@medteach/contract';

/** Query keys of 我的订单. Paying happens on the provider's page: the list is read fresh on every visit. */
export const orderKeys = {
  all: ['myOrders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
};

export const orderQueries = {
  /** The caller's orders, newest first, page by page as the list scrolls. */
  list: () =>
    infiniteQueryOptions({
      queryKey: orderKeys.list(),
      queryFn: ({ pageParam, signal }) => apiTable<MyOrder>(commercePaths.myOrders, { pageNum: pageParam, pageSize: MY_ORDERS_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextTablePage(MY_ORDERS_PAGE_SIZE),
      staleTime: 0,
    }),
};
