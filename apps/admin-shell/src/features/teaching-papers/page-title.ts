/** The page's title, apart from messages.ts: the console's page table (entry chunk) imports only this. */
export const PAPER_PAGE_TITLE = '教学试卷';
