import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, InfiniteScroll, List, Tag } from 'antd-mobile';
import { OrderStatus, PayScope, type MyOrder } from '@medteach/contract';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@medteach/ui-kit';
import { orderQueries } from './api';
import { ordersText as text } from './messages';

const STATUS_COLOR: Record<number, 'warning' | 'success' | 'default'> = {
  [OrderStatus.PENDING]: 'warning',
  [OrderStatus.PAID]: 'success',
};

/** 去支付 of a pending order: the goods page of its product (by the product's skill, spec §2 /goods?id=). */
export const payLinkOf = (order: Pick<MyOrder, 'skillId'>) => `/goods?id=${order.skillId}`;

function OrderItem({ order, onPay }: { order: MyOrder; onPay: (order: MyOrder) => void }) {
  const lines = [text.orderNo(order.orderNo), text.created(order.createTime)];
  if (order.payTime) lines.push(text.paid(order.payTime));
  if (order.refundTime) lines.push(text.refunded(order.refundTime));
  return (
    <List.Item
      description={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2, fontVariantNumeric: 'tabular-nums' }}>
          {lines.map((line) => (
            <span key={line} style={{ wordBreak: 'break-all' }}>
              {line}
            </span>
          ))}
        </div>
      }
      extra={
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 6 }}>
          <span style={{ color: 'var(--adm-color-text)', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{text.amount(order.amount)}</span>
          <Tag color={STATUS_COLOR[order.status] ?? 'default'} fill="outline">
            {order.statusLabel}
          </Tag>
          {order.status === OrderStatus.PENDING && (
            <Button size="mini" color="primary" aria-label={text.payLabel(order.productName)} onClick={() => onPay(order)}>
              {text.pay}
            </Button>
          )}
        </div>
      }
    >
      {order.productName}
      {order.all === PayScope.ALL && (
        <Tag color="primary" fill="outline" style={{ marginLeft: 6, verticalAlign: 'middle' }}>
          {text.allSkills}
        </Tag>
      )}
    </List.Item>
  );
}

/** 我的订单 (issue 18, 我的 tab) `#/orders`: the signed-in student's orders, newest first; 去支付 for a pending one. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const orders = useInfiniteQuery(orderQueries.list());

  let body;
  if (orders.isPending) body = <LoadingState />;
  else if (orders.isError) body = <ErrorState onRetry={() => void orders.refetch()} />;
  else {
    const rows = orders.data.pages.flatMap((page) => page.rows);
    body =
      rows.length === 0 ? (
        <EmptyState text={text.empty} />
      ) : (
        <section aria-label={text.title}>
          <List header={text.total(orders.data.pages[0]?.total ?? rows.length)} mode="card">
            {rows.map((order) => (
              <OrderItem key={order.orderNo} order={order} onPay={(o) => navigate(payLinkOf(o))} />
            ))}
          </List>
          <InfiniteScroll
            hasMore={orders.hasNextPage}
            loadMore={async () => {
              await orders.fetchNextPage({ throwOnError: true });
            }}
          />
        </section>
      );
  }

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', paddingBottom: 16 }}>
      <PageHeader title={text.title} />
      {body}
    </main>
  );
}
