/** The page's title, apart from messages.ts: the console's page table (entry chunk) imports only this. */
export const COURSE_PAGE_TITLE = '课程管理';
