import type { OrderRow } from './order-repository';
import type { ProductRow } from './products';

/** A provider notification that passed verification: which order it pays, and for how much. */
export interface PaidNotice {
  orderNo: string;
  amountCents: number;
}

/**
 * A payment provider (issue 14 row 3). getPayPage answers `payForm`, which the learner page submits to the
 * provider's cashier; the provider then tells the server by a notification that only `verifyNotification` may turn
 * into a paid order (null: forged, tampered, from another merchant, or not a payment).
 */
export interface PaymentProvider {
  payForm(order: OrderRow, product: ProductRow, skillId: number): string;
  verifyNotification(fields: Record<string, string>): PaidNotice | null;
}
