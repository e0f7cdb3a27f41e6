/** Pager rules of spec §9 / RuoYi `Pagination/index.vue`. */
import { MOBILE_BREAKPOINT_PX } from '../../app/layout/device';

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Page buttons shown: 5 on a narrow screen, else 7. */
export const PAGER_COUNT_NARROW = 5;
export const PAGER_COUNT_WIDE = 7;

export const pagerCountFor = (width: number) => (width < MOBILE_BREAKPOINT_PX ? PAGER_COUNT_NARROW : PAGER_COUNT_WIDE);

/** After a page-size change: back to page 1 when the current page would start beyond the total. */
export function pageAfterSizeChange(pageNum: number, pageSize: number, total: number): number {
  return pageNum * pageSize > total ? 1 : pageNum;
}

export interface PageParams {
  pageNum: number;
  pageSize: number;
}
export const FIRST_PAGE: PageParams = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };
