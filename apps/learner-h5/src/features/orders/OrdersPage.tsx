/** 我的订单 (issue 18, 我的 tab): the signed-in student's orders. */
export default function OrdersPage() {
  return null;
}
