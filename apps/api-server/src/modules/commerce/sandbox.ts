import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderRow } from './order-repository';

/**
 * The sandbox cashier's ticket (issue 14 row 3): the cashier is reached by a plain form post (no bearer token), so
 * getPayPage — which only the signed-in owner can call — hands out a short-lived HMAC over the order number and its
 * owner. Knowing an order number is no longer enough to pay or cancel someone else's order.
 */
export const SANDBOX_TICKET_MS = 30 * 60_000;

const mac = (secret: string, orderNo: string, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`sandbox|${orderNo}|${userId}|${expires}`).digest('base64url');

export function sandboxTicket(secret: string, order: Pick<OrderRow, 'order_no' | 'user_id'>, now = Date.now()): string {
  const expires = now + SANDBOX_TICKET_MS;
  return `${expires}.${mac(secret, order.order_no, order.user_id, expires)}`;
}

export function sandboxTicketValid(secret: string, order: Pick<OrderRow, 'order_no' | 'user_id'>, ticket: string, now = Date.now()): boolean {
  const [expiresText, given = ''] = ticket.split('.', 2);
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(mac(secret, order.order_no, order.user_id, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
