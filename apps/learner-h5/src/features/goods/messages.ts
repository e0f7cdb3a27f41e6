/** Goods page texts (spec §2 "Goods page", §5 goods validation). */
export const goodsText = {
  title: '技能商品',
  discountTag: '限时折扣',
  unlock: '立即解锁',
  /** After the purchase (or when the skill is already owned): the page says so and leads into the bank. */
  unlocked: '已解锁',
  enterBank: '进入题库',
  buy: '立即购买',
  specTitle: '选择规格',
  allSkills: '全部技能',
  allPracticeSkills: '全部实践技能',
  noBatch: '数据异常！暂不可选择全部技能',
  price: (yuan: number) => `¥${yuan.toFixed(2)}`,
} as const;
