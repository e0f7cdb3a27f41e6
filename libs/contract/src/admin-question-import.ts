import type { z } from 'zod';
import { questionAdminQuery } from './admin-question-bank';

/**
 * 试题导入/导出 (issue 16 slice B2): RuoYi's `importTemplate`, `importData` (multipart `file`, `updateSupport`,
 * our `validOnly` and `jobId`; see admin-import.ts) and `export` under `/exam/question`. The sheet's columns are
 * the template's (docs/back-office.md "试题导入"), so an exported list imports again.
 */
export const questionImportPaths = {
  importTemplate: '/exam/question/importTemplate',
  importData: '/exam/question/importData',
  /** The list's filters (body or query) → the filtered items in the template's shape. */
  export: '/exam/question/export',
} as const;

/** 试题管理's filters without paging: what the export writes. */
export const questionExportQuery = /*#__PURE__*/ questionAdminQuery.omit({ pageNum: true, pageSize: true }).strict();
export type QuestionExportQuery = z.infer<typeof questionExportQuery>;

/** File names of the downloads (without .xlsx). */
export const QUESTION_SHEET_FILES = { template: '试题导入模板', export: '试题数据' } as const;
