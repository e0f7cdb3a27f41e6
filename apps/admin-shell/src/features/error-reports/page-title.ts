/** The page's title in the sidebar, tags and breadcrumbs: on its own, so the console's entry chunk does not carry the page's texts. */
export const ERROR_REPORTS_PAGE_TITLE = '纠错反馈';
