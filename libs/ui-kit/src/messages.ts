/** UI texts of the shared mobile components, exactly as the spec writes them (§4, §8, §9). */
export const uiText = {
  empty: '暂无数据',
  loading: '加载中...',
  retry: '重试',
  loadFailed: '加载失败',
  dialogTitle: '系统提示',
  confirm: '确定',
  cancel: '取消',
  sessionExpired: '登录超时，请重新登录',
  deleteConfirm: '确定要删除吗 ?',
  /** The check-all entry of a multi-select (CheckAllList). */
  all: '全部',
  reset: '重置',
  done: '完成',
  justNow: '刚刚',
  minutesAgo: (n: number) => `${n}分钟前`,
  hoursAgo: (n: number) => `${n}小时前`,
  oneDayAgo: '1天前',
  /** Accessible name of the icon-only back arrow (PageHeader); read by screen readers, never shown. */
  back: '返回',
} as const;
