/** Texts of 我的订单 (issue 18, 我的 tab). */
export const ordersText = {
  title: '我的订单',
  empty: '暂无订单',
  pay: '去支付',
  payLabel: (product: string) => `去支付：${product}`,
  allSkills: '全部技能',
  amount: (yuan: number) => `¥${yuan.toFixed(2)}`,
  orderNo: (no: string) => `订单号 ${no}`,
  created: (at: string) => `下单 ${at}`,
  paid: (at: string) => `支付 ${at}`,
  refunded: (at: string) => `退款 ${at}`,
  total: (n: number) => `共 ${n} 笔订单`,
} as const;
