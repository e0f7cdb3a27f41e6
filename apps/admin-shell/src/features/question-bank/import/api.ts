/** 试题导入/导出 calls (issue 16 slice B2): the list's export; import and template go through shared/crud/import. */
import { download } from '@medteach/api-client';
import { QUESTION_SHEET_FILES, questionImportPaths } from '@medteach/contract';
import type { QuestionFilter } from '../api';

/** `/exam/question` — ImportDialog adds /importTemplate and /importData. */
export const QUESTION_IMPORT_BASE = questionImportPaths.importData.replace(/\/importData$/, '');

/** The filtered list as the import template (so it can be edited and imported again), RuoYi file name with a time stamp. */
export const exportQuestions = (filter: QuestionFilter) => download(questionImportPaths.export, filter, `${QUESTION_SHEET_FILES.export}_${Date.now()}.xlsx`);
