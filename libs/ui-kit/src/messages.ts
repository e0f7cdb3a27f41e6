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
  /** The 401 / 404 pages (spec §2) and the crash page (ErrorPages). */
  backHome: '回首页',
  returnHome: '返回首页',
  unauthorizedCode: '401错误!',
  unauthorizedHeadline: '您没有访问权限！',
  unauthorizedDetail: '对不起，您没有访问权限，请不要进行非法操作！',
  notFoundCode: '404错误!',
  notFoundHeadline: '找不到网页！',
  notFoundDetail: '对不起，您正在寻找的页面不存在。',
  crashed: '页面出现错误',
  /** Spec §8's transport-error text (api-client's request layer says the same for a failed request). */
  networkError: '后端接口连接异常',
} as const;
