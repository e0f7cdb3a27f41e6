import type { QueryClient } from '@tanstack/react-query';
import { PREFETCH_FRESH_MS, teachingQueries } from '@medteach/api-client';
import { today } from './calendar';
import { queryTypeOfRoles, viewerInfoQuery } from '../../shared/useViewerQueryType';

/**
 * Route loader work for /classSchedule: starts the week's timetable request while the page's chunk is still
 * downloading (and, without `queryType` in the link, the user's roles that decide it first), instead of after the
 * page has loaded and rendered (issue 9 Lighthouse). The page reads the same queries, so React Query shares the
 * requests; nothing is awaited, and a failure is left for the page's own query to show.
 */
/**
 * The week's timetable, for the loader and the page alike (fresh long enough to be read, not re-asked). Asked again
 * whenever the teacher comes back to the app (focus/visibility), however fresh: lessons the office just saved in the
 * console's 课表 show without a reload (issue 17; the server reads lessons straight from the database).
 */
export const timetableQuery = (weekday: string, queryType: number) => ({
  ...teachingQueries.h5Timetable({ weekday, queryType }),
  staleTime: PREFETCH_FRESH_MS,
  refetchOnWindowFocus: 'always' as const,
});

export function prefetchSchedule(queryClient: QueryClient, search: URLSearchParams): void {
  const weekday = search.get('weekday') || today();
  const fromLink = search.get('queryType');
  const timetable = (queryType: number) => queryClient.prefetchQuery(timetableQuery(weekday, queryType));
  // The semesters number the week heading (teaching week).
  void queryClient.prefetchQuery(teachingQueries.semesters());
  if (fromLink) {
    void timetable(Number(fromLink));
    return;
  }
  queryClient.fetchQuery(viewerInfoQuery).then(
    (info) => timetable(queryTypeOfRoles(info.roles)),
    () => undefined,
  );
}
