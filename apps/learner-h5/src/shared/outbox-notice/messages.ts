/** Texts of the app-wide count of answers waiting to be sent (issue 18: answers given offline). */
export const outboxNoticeText = {
  waiting: (count: number) => `${count} 条答案待同步`,
  /** Added while the device is offline: the learner need not do anything. */
  offlineHint: '，联网后自动发送',
} as const;
