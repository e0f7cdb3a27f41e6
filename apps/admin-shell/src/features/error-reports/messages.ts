import { messages } from '../../messages';

/** 纠错反馈 texts. */
export const errorReportText = {
  pageTitle: messages.pages.errorReport,
  question: '试题',
  questionId: '试题编号',
  deletedQuestion: '（试题已删除）',
  errorType: '错误类型',
  content: '错误描述',
  student: '学员',
  createTime: '提交时间',
  status: '状态',
  handleBy: '处理人',
  keyword: '关键词',
  keywordPlaceholder: '题干 / 学员',
  preview: '预览',
  handle: '标记已处理',
  handleConfirm: '确认将这条纠错反馈标记为已处理？',
  handleOk: '已标记为已处理',
} as const;
