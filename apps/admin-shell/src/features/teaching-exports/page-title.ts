/** The page's title, apart from messages.ts: the console's page table (entry chunk) imports only this. */
export const EXPORT_PAGE_TITLE = '教学导出';
