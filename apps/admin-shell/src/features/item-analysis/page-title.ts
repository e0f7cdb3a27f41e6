/** The page's title, apart from messages.ts: the console's page table (entry chunk) imports only this. */
export const ITEM_ANALYSIS_PAGE_TITLE = '试题分析';
