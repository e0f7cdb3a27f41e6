/** The page's title in the sidebar, tags and breadcrumbs: on its own, so the console's entry chunk does not carry the page's texts. */
export const MOCK_EXAM_BLUEPRINT_PAGE_TITLE = '模拟考试设置';
