import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Spin, Typography } from 'antd';
import { ORDER_STATUS_LABELS } from '@medteach/contract';
import { orderAdminQueries } from './api';
import { orderText as text } from './messages';
import { buyerOf } from './RefundDialog';
import { UnlockTable } from './UnlockTable';

const DRAWER_WIDTH = 720;

/** 订单详情: the order, its buyer, and the skills it unlocked that the student still holds through it. */
export function OrderDetail({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const detail = useQuery({ ...orderAdminQueries.detail(orderNo ?? ''), enabled: !!orderNo });
  const o = detail.data;
  return (
    <Drawer open={!!orderNo} title={text.detailTitle} size={DRAWER_WIDTH} onClose={onClose} destroyOnHidden>
      {detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : detail.isError || !o ? (
        <Alert type="error" showIcon title={detail.error?.message ?? text.none} />
      ) : (
        <>
          <Descriptions column={2} bordered size="small" style={{ marginBottom: 24 }}>
            <Descriptions.Item label={text.orderNo} span={2}>
              <Typography.Text copyable>{o.orderNo}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={text.buyer}>{buyerOf(o)}</Descriptions.Item>
            <Descriptions.Item label={text.phone}>{o.phone || text.none}</Descriptions.Item>
            <Descriptions.Item label={text.product}>{o.productName}</Descriptions.Item>
            <Descriptions.Item label={text.scope}>{o.all ? text.scopeAll : text.scopeSingle}</Descriptions.Item>
            <Descriptions.Item label={text.amount}>{text.yuan(o.amount)}</Descriptions.Item>
            <Descriptions.Item label={text.status}>{ORDER_STATUS_LABELS[o.status] ?? o.status}</Descriptions.Item>
            <Descriptions.Item label={text.createTime}>{o.createTime}</Descriptions.Item>
            <Descriptions.Item label={text.payTime}>{o.payTime ?? text.none}</Descriptions.Item>
            <Descriptions.Item label={text.refundTime}>{o.refundTime ?? text.none}</Descriptions.Item>
            <Descriptions.Item label={text.refundReason}>{o.refundReason || text.none}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{text.orderUnlocks}</Typography.Title>
          <UnlockTable unlocks={o.unlocks} empty={text.noOrderUnlocks} />
        </>
      )}
    </Drawer>
  );
}
