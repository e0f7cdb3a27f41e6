import { createSign, createVerify } from 'node:crypto';
import type { AlipayConfig } from '../../core/payment-config';
import { nowText } from '../../db/db';
import type { OrderRow } from './order-repository';
import { payForm } from './pay-pages';
import type { PaidNotice, PaymentProvider } from './payment';
import type { ProductRow } from './products';
import { toYuan } from './products';

/** Alipay's trade states that mean the money arrived. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** Alipay's signing string: every parameter but `sign` / `sign_type`, non-empty, sorted by name, `k=v` joined by `&`. */
export function alipaySigningString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '' && fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export const signAlipay = (fields: Record<string, string>, privateKey: string) => createSign('RSA-SHA256').update(alipaySigningString(fields), 'utf8').sign(privateKey, 'base64');

export interface AlipayUrls {
  /** Where Alipay posts the notification: `<PUBLIC_ORIGIN>/api/base/product/order/notify`. */
  notifyUrl: string;
  /** Where the browser comes back after paying. */
  returnUrl: (order: OrderRow, skillId: number) => string;
}

/**
 * Alipay page pay (alipay.trade.page.pay, RSA2). The pay form carries the signed request to Alipay's gateway; the
 * notification is accepted only with a valid RSA2 signature by Alipay's key, for this merchant's app id, in a paid
 * state — anything else is ignored.
 */
export function alipayProvider(config: AlipayConfig, urls: AlipayUrls): PaymentProvider {
  return {
    payForm(order: OrderRow, product: ProductRow, skillId: number) {
      const fields: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: nowText(),
        version: '1.0',
        notify_url: urls.notifyUrl,
        return_url: urls.returnUrl(order, skillId),
        biz_content: JSON.stringify({
          out_trade_no: order.order_no,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: toYuan(order.amount_cents).toFixed(2),
          subject: product.name,
        }),
      };
      return payForm(`${config.gateway}?charset=utf-8`, { ...fields, sign: signAlipay(fields, config.privateKey) });
    },

    verifyNotification(fields: Record<string, string>): PaidNotice | null {
      const { sign, sign_type: signType, app_id: appId, trade_status: state, out_trade_no: orderNo, total_amount: amount } = fields;
      if (!sign || signType !== 'RSA2' || appId !== config.appId || !PAID_STATES.has(state) || !orderNo || !/^\d+(\.\d{1,2})?$/.test(amount ?? '')) return null;
      let valid = false;
      try {
        valid = createVerify('RSA-SHA256').update(alipaySigningString(fields), 'utf8').verify(config.alipayPublicKey, sign, 'base64');
      } catch {
        valid = false; // a malformed signature is just not a valid one
      }
      return valid ? { orderNo, amountCents: Math.round(Number(amount) * 100) } : null;
    },
  };
}
