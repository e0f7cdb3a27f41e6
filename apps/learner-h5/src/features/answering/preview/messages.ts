/** Texts of the console's phone preview. */
export const previewText = {
  title: '试题预览',
  waiting: '正在等待预览内容…',
} as const;
