import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ORDER_STATUS_LABELS, OrderStatus, type OrderAdminRow, type StudentOption } from '@medteach/contract';
import { RightToolbar } from '../../components/list/RightToolbar';
import { TablePagination } from '../../components/list/TablePagination';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { TextField } from '../../shared/crud/fields';
import { productAdminQueries } from '../products/api';
import { exportOrders, orderAdminQueries, type OrderFilter } from './api';
import { orderText as text } from './messages';
import { OrderDetail } from './OrderDetail';
import { buyerOf, RefundDialog } from './RefundDialog';
import { UnlocksDrawer } from './UnlocksDrawer';

const crud = messages.crud;
const STATUS_COLOURS: Record<number, string> = { [OrderStatus.PENDING]: 'gold', [OrderStatus.PAID]: 'green', [OrderStatus.CANCELLED]: 'default', [OrderStatus.REFUNDED]: 'red' };
const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const ALL_PRODUCTS = { pageNum: 1, pageSize: 500 };

/**
 * 订单管理 (/content/orders): orders by status, buyer and product; detail, refund (confirmed, says what it locks
 * again), and a student's unlocks. No add / edit / delete: orders are written by the purchase flow only.
 */
export default function OrdersPage() {
  const list = useListParams<OrderFilter>({});
  const query = useQuery({ ...orderAdminQueries.list(list.params), placeholderData: keepPreviousData });
  const products = useQuery(productAdminQueries.list(ALL_PRODUCTS));
  const [searchForm] = Form.useForm<OrderFilter>();
  const [detailOf, setDetailOf] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<OrderAdminRow | null>(null);
  const [unlocks, setUnlocks] = useState<{ open: boolean; student: StudentOption | null }>({ open: false, student: null });
  const { pageNum: _pageNum, pageSize: _pageSize, ...filter } = list.params;
  const reset = () => {
    searchForm.resetFields();
    list.search({});
  };

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
  const visible: TableColumnsType<OrderAdminRow> = columns.filter((c) => !list.hiddenColumns.includes(String(c.key)));
  visible.push({
    key: 'actions',
    title: crud.actions,
    align: 'center',
    width: 200,
    render: (_, o) => (
      <Space size={0}>
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
      </Space>
    ),
  });

  return (
    <Card>
      {list.showSearch && (
        <Form name="orderQuery" form={searchForm} layout="inline" initialValues={list.params} onFinish={list.search} style={{ marginBottom: 16, rowGap: 8 }}>
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
          <Space>
            <Button type="primary" htmlType="submit">
              {crud.search}
            </Button>
            <Button onClick={reset}>{crud.reset}</Button>
          </Space>
        </Form>
      )}
      <Row justify="space-between" style={{ marginBottom: 8 }}>
        <Col>
          <Space>
            <Button type="primary" ghost onClick={() => setUnlocks({ open: true, student: null })}>
              {text.unlocks}
            </Button>
            <Button onClick={() => void exportOrders(filter)}>{crud.export}</Button>
          </Space>
        </Col>
        <Col>
          <RightToolbar
            showSearch={list.showSearch}
            onToggleSearch={list.toggleSearch}
            onRefresh={() => void query.refetch()}
            columns={columns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
            hidden={list.hiddenColumns}
            onHiddenChange={list.setHiddenColumns}
          />
        </Col>
      </Row>
      <Table<OrderAdminRow> rowKey="orderNo" size="middle" loading={query.isFetching} columns={visible} dataSource={query.data?.rows ?? []} pagination={false} />
      <TablePagination total={query.data?.total ?? 0} pageNum={list.params.pageNum} pageSize={list.params.pageSize} onChange={list.page} />
      <OrderDetail orderNo={detailOf} onClose={() => setDetailOf(null)} />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
      <UnlocksDrawer open={unlocks.open} student={unlocks.student} onClose={() => setUnlocks({ open: false, student: null })} />
    </Card>
  );
}
