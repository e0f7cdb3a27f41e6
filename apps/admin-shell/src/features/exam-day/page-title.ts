/** The page's title in the sidebar, tags and breadcrumbs: on its own, so the console's entry chunk does not carry the page's texts. */
export const EXAM_DAY_PAGE_TITLE = '考试看板';
