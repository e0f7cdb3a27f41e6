import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { ORDER_STATUS_LABELS, OrderStatus, type OrderAdminRow, type StudentOption } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { readOnlyRowActions } from '../../shared/crud/useCrudEditing';
import { productAdminQueries } from '../products';
import { exportOrders, orderAdminQueries, type OrderFilter } from './api';
import { orderText as text } from './messages';
import { OrderDetail } from './OrderDetail';
import { buyerOf, RefundDialog } from './RefundDialog';
import { UnlocksDrawer } from './UnlocksDrawer';

const crud = messages.crud;
const STATUS_COLOURS: Record<number, string> = { [OrderStatus.PENDING]: 'gold', [OrderStatus.PAID]: 'green', [OrderStatus.CANCELLED]: 'default', [OrderStatus.REFUNDED]: 'red' };
const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const ALL_PRODUCTS = { pageNum: 1, pageSize: 500 };
/** Orders are written by the purchase flow only: nothing to select, edit or delete here. */
const NO_EDITING = readOnlyRowActions<OrderAdminRow>('orderNo');

/**
 * 订单管理 (/content/orders): orders by status, buyer and product; detail, refund (confirmed, says what it locks
 * again), and a student's unlocks.
 */
export default function OrdersPage() {
  const list = useListParams<OrderFilter>({});
  const query = useQuery({ ...orderAdminQueries.list(list.params), placeholderData: keepPreviousData });
  const products = useQuery(productAdminQueries.list(ALL_PRODUCTS));
  const [detailOf, setDetailOf] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<OrderAdminRow | null>(null);
  const [unlocks, setUnlocks] = useState<{ open: boolean; student: StudentOption | null }>({ open: false, student: null });
  const { pageNum: _pageNum, pageSize: _pageSize, ...filter } = list.params;

  // 手机号 and 支付时间 are in 详情 (and 手机号 is searchable): the row stays on one line at 1440 px.
  const columns: TableColumnsType<OrderAdminRow> = [
    { key: 'orderNo', title: text.orderNo, dataIndex: 'orderNo', ellipsis: { showTitle: true }, width: 170 },
    { key: 'buyer', title: text.buyer, render: (_, o) => buyerOf(o) },
    { key: 'product', title: text.product, dataIndex: 'productName' },
    { key: 'scope', title: text.scope, align: 'center', width: 90, render: (_, o) => (o.all ? text.scopeAll : text.scopeSingle) },
    { key: 'amount', title: text.amount, align: 'right', width: 100, render: (_, o) => text.yuan(o.amount) },
    { key: 'status', title: text.status, align: 'center', width: 100, render: (_, o) => <Tag color={STATUS_COLOURS[o.status]}>{ORDER_STATUS_LABELS[o.status] ?? o.status}</Tag> },
    { key: 'createTime', title: text.createTime, dataIndex: 'createTime', align: 'center', width: 170 },
  ];
  const rowActions = (o: OrderAdminRow) => (
    <>
      <Button type="link" size="small" onClick={() => setDetailOf(o.orderNo)}>
        {text.detail}
      </Button>
      <Button type="link" size="small" onClick={() => setUnlocks({ open: true, student: { userId: o.userId, userName: o.userName, realName: o.realName, phone: o.phone } })}>
        {text.unlocks}
      </Button>
      {o.status === OrderStatus.PAID && (
        <Button type="link" size="small" danger onClick={() => setRefunding(o)}>
          {text.refund}
        </Button>
      )}
    </>
  );
  const searchFields = (
    <>
      <TextField name="orderNo" label={text.orderNo} allowClear />
      <Form.Item name="keyword" label={text.keyword}>
        <Input allowClear placeholder={text.keywordPlaceholder} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="productInfoId" label={text.product}>
        <Select style={{ width: 200 }} allowClear placeholder={crud.pleaseSelect(text.product)} options={(products.data?.rows ?? []).map((p) => ({ value: p.id, label: p.name }))} />
      </Form.Item>
      <Form.Item name="status" label={text.status}>
        <Select style={{ width: 140 }} allowClear placeholder={crud.pleaseSelect(text.status)} options={STATUS_OPTIONS} />
      </Form.Item>
    </>
  );

  return (
    <CrudList<OrderAdminRow, OrderFilter>
      list={list}
      query={query}
      columns={columns}
      actions={NO_EDITING}
      search={{ name: 'orderQuery', fields: searchFields }}
      readOnly
      deletable={false}
      rowActions={rowActions}
      onExport={() => void exportOrders(filter)}
      extraTools={
        <Button type="primary" ghost onClick={() => setUnlocks({ open: true, student: null })}>
          {text.unlocks}
        </Button>
      }
    >
      <OrderDetail orderNo={detailOf} onClose={() => setDetailOf(null)} />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <UnlocksDrawer open={unlocks.open} student={unlocks.student} onClose={() => setUnlocks({ open: false, student: null })} />
    </CrudList>
  );
}
