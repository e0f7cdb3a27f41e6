import { Pagination } from 'antd';
import { messages } from '../../messages';
import { PAGE_SIZES, PAGER_COUNT_NARROW, pageAfterSizeChange, pagerCountFor, type PageParams } from './pagination';

interface TablePaginationProps extends PageParams {
  total: number;
  onChange: (page: PageParams) => void;
  /** Injected for tests; the viewport width decides the pager count. */
  width?: number;
}

/**
 * RuoYi `<pagination>`: layout total, sizes, prev, pager, next, jumper; hidden when there is nothing to page;
 * scrolls to the top after paging. antd shows 5 page buttons with `showLessItems`, else 7.
 */
export function TablePagination({ total, pageNum, pageSize, onChange, width = window.innerWidth }: TablePaginationProps) {
  if (total <= 0) return null;
  const change = (page: number, size: number) => {
    const next = size !== pageSize ? { pageNum: pageAfterSizeChange(pageNum, size, total), pageSize: size } : { pageNum: page, pageSize: size };
    onChange(next);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };
  return (
    <Pagination
      style={{ marginTop: 16, justifyContent: 'flex-end' }}
      current={pageNum}
      pageSize={pageSize}
      total={total}
      showTotal={(n) => messages.crud.total(n)}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES.map(String)}
      showQuickJumper
      showLessItems={pagerCountFor(width) === PAGER_COUNT_NARROW}
      onChange={change}
    />
  );
}
