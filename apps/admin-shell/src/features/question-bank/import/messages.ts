/** Texts of 试题管理's 导入 / 导出 (RuoYi's words). */
export const questionImportText = {
  importButton: '导入',
  exportButton: '导出',
  dialogTitle: '试题导入',
} as const;
