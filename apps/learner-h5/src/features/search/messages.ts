/** The search box's placeholder, on the home's 题库 tab and on the results screen (kept apart: the home loads only it). */
export const SEARCH_PLACEHOLDER = '搜索题干或选项';

/** 搜索试题 (issue 18): the results screen. */
export const searchText = {
  title: '搜索试题',
  placeholder: SEARCH_PLACEHOLDER,
  hint: '输入题干或选项中的字词，在我的题库中查找',
  empty: '未找到相关试题',
  total: (n: number) => `共找到 ${n} 道试题`,
  locked: '未解锁',
  resultsLabel: '搜索结果',
  place: (bank: string, chapter: string, section: string) => `${bank} · ${chapter} · ${section}`,
} as const;
