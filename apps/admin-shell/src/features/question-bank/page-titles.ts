/** The 题库 pages' titles, alone: the sidebar (entry chunk) reads them without the screens' texts. */
export const QB_PAGE_TITLES = { bank: '题库管理', category: '分类管理', question: '试题管理' } as const;
