import { useInfiniteQuery } from '@tanstack/react-query';
import { commerceQueries, mergeHistory } from '@medteach/api-client';

/**
 * Earlier messages, loaded only by pull-down (spec §4 "History"): each `loadEarlier` fetches one page of 10; the
 * page number moves on only when 10 new records came (api-client nextHistoryPage); records show oldest first, once.
 */
export function useChatHistory(identify: string, openedAt: string) {
  const history = useInfiniteQuery({ ...commerceQueries.history(identify, openedAt), enabled: false });
  const records = history.data ? mergeHistory(history.data.pages) : [];
  const loadEarlier = async () => {
    if (history.data && !history.hasNextPage) return; // everything up to openedAt is here
    await history.fetchNextPage();
  };
  return { records, loadEarlier };
}
