import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Input, Modal, Typography } from 'antd';
import { PRODUCT_LIMITS, type OrderAdminRow } from '@medteach/contract';
import { messages } from '../../messages';
import { orderAdminMutations } from './api';
import { orderText as text } from './messages';

export const buyerOf = (o: Pick<OrderAdminRow, 'realName' | 'userName'>) => (o.realName ? `${o.realName}（${o.userName}）` : o.userName);

/**
 * 订单退款: says what the refund takes away before it happens (the order's unlocks), takes an optional reason, and
 * reports how many skills the student lost. Sandbox orders only (the server refuses with a real provider).
 */
export function RefundDialog({ order, onClose }: { order: OrderAdminRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const refund = useMutation(orderAdminMutations.refund);
  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = () =>
    order &&
    refund.mutate(
      { orderNo: order.orderNo, reason },
      {
        onSuccess: (done) => {
          void message.success(text.refundOk(done.relocked));
          close();
        },
      },
    );

  return (
    <Modal
      open={!!order}
      title={text.refundTitle}
      okText={messages.crud.confirm}
      okButtonProps={{ danger: true }}
      cancelText={messages.crud.cancel}
      confirmLoading={refund.isPending}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      {order && (
        <>
          <Typography.Paragraph strong>{text.refundConfirm(order.orderNo, text.yuan(order.amount), buyerOf(order))}</Typography.Paragraph>
          <Alert type="warning" showIcon title={text.refundEffect} style={{ marginBottom: 16 }} />
          <label htmlFor="refundReason">{text.refundReason}</label>
          <Input.TextArea
            id="refundReason"
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={PRODUCT_LIMITS.refundReason}
            showCount
            placeholder={text.refundReasonPlaceholder}
          />
        </>
      )}
    </Modal>
  );
}
