/** 手机预览's words (试题管理 and 纠错反馈 open it). */
export const previewText = {
  previewTitle: '手机预览',
  previewHint: '与学生手机端答题页相同的渲染；可切换答题 / 背题模式',
  previewLoading: '正在加载预览…',
  previewFailed: '预览加载失败',
} as const;
