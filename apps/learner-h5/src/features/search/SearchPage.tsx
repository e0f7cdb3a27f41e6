import { useNavigate, useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { QUESTION_SEARCH_KEYWORD_MAX, type QuestionSearchRow } from '@medteach/contract';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@medteach/ui-kit';
import { appBridge } from '../../app/bridge';
import { parseAnsweringParams, requestUnlock } from '../answering';
import { searchQueries } from './api';
import { searchText as text } from './messages';
import { resultLink } from './search-links';
import { SearchResults } from './SearchResults';

/**
 * `/search?keyword=` (issue 18): questions of the student's banks whose stem or options hold the keyword. A result
 * opens topic practice of its sub-category on that question; a locked one takes the lock's path first (the goods
 * page in a browser, coming back to that question after buying; native buy / unlock in the app).
 */
export default function SearchPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const results = useInfiniteQuery(searchQueries.results(keyword));

  const search = (value: string) => {
    const k = value.trim();
    if (k) setParams({ keyword: k }, { replace: true });
  };
  const open = (row: QuestionSearchRow) => {
    const link = resultLink(row);
    if (row.locked && requestUnlock(appBridge, parseAnsweringParams(new URLSearchParams(link.slice(link.indexOf('?') + 1))), { here: link, open: (to) => void navigate(to) })) return;
    navigate(link);
  };

  let body;
  if (!keyword) body = <EmptyState text={text.hint} />;
  else if (results.isPending) body = <LoadingState />;
  else if (results.isError) body = <ErrorState onRetry={() => void results.refetch()} />;
  else {
    const rows = results.data.pages.flatMap((page) => page.rows);
    const total = results.data.pages[0]?.total ?? 0;
    body =
      rows.length === 0 ? (
        <EmptyState text={text.empty} />
      ) : (
        <SearchResults
          keyword={keyword}
          rows={rows}
          total={total}
          hasMore={results.hasNextPage}
          loadMore={async () => {
            await results.fetchNextPage({ throwOnError: true });
          }}
          onOpen={open}
        />
      );
  }

  return (
    <main style={{ minHeight: '100vh', background: 'var(--adm-color-background)' }}>
      <PageHeader title={text.title} />
      <div role="search" style={{ padding: '8px 12px', background: 'var(--adm-color-white)' }}>
        {/* The URL holds the search that ran: the box starts from it again whenever it changes (back, a link). */}
        <SearchBar key={keyword} defaultValue={keyword} onSearch={search} placeholder={text.placeholder} maxLength={QUESTION_SEARCH_KEYWORD_MAX} autoFocus={!keyword} />
      </div>
      {body}
    </main>
  );
}
