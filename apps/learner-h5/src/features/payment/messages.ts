/** Payment-return page texts (browser fallback only: inside the app the web view closes). */
export const paymentText = {
  title: '支付结果',
  paid: '支付成功',
  notPaid: '支付未完成',
  backToGoods: '返回商品页',
  enterBank: '进入题库',
  amount: (yuan: string) => `支付金额：¥${yuan}`,
} as const;
