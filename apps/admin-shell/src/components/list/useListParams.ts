import { useState } from 'react';
import { FIRST_PAGE, type PageParams } from './pagination';

/**
 * List screen state that is the user's, not the server's: the applied filters with the page, whether the search
 * form shows, which columns are hidden. Searching or resetting goes back to page 1 (RuoYi handleQuery).
 */
export function useListParams<F extends object>(initialFilter: F) {
  const [params, setParams] = useState<F & PageParams>({ ...initialFilter, ...FIRST_PAGE });
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  return {
    params,
    search: (filter: F) => setParams((p) => ({ ...filter, pageNum: 1, pageSize: p.pageSize })),
    page: (page: PageParams) => setParams((p) => ({ ...p, ...page })),
    showSearch,
    toggleSearch: () => setShowSearch((s) => !s),
    hiddenColumns,
    setHiddenColumns,
  };
}
