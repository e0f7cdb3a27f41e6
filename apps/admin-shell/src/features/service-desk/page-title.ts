/** The page's title in the sidebar, tags and breadcrumbs: on its own, so the console's entry chunk does not carry the page's texts. */
export const SERVICE_DESK_PAGE_TITLE = '人工会话';
export const QA_PAGE_TITLE = '问答管理';
