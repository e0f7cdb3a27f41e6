/** UI text of /ratingScale (spec §2 "Rating scale", §5). */
export const ratingText = {
  title: '评价学员',
  batch: '批量评价',
  submit: '提交',
  leafEmpty: '评分项项目分数不能为空',
  confirm: '确定',
  cancel: '取消',
  /** After saving (RuoYi's default success message; the spec names none). */
  saved: '操作成功',
} as const;
