/** The question import file the import bench uploads (tools/bench/lib/question-sheet.mjs), for the import e2e. */
export { SHEET_HEADER, questionSheetFile, questionSheetRows } from '../../tools/bench/lib/question-sheet.mjs';
