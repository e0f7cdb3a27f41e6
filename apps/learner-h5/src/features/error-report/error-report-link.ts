/** The 纠错 form of a question (issue 18): where the answering screen sends a browser without a native app. */
export const ERROR_REPORT_PATH = '/errorReport';
export const errorReportLink = (questionId: number | string) => `${ERROR_REPORT_PATH}?questionId=${questionId}`;
