/** The page's title, apart from messages.ts: the console's page table (entry chunk) imports only this. */
export const EXAMINEES_PAGE_TITLE = '考生管理';
