import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serviceDeskKeys, serviceDeskQueries } from './api';

/**
 * The inbox pushed to the console (issue 17): a long-poll the server answers the moment anything an agent sees
 * changes (a transfer, a student's line, a reply or an end by another agent, on any instance); the inbox and the
 * open conversation are then refetched. Polling is left only as a slow backstop.
 */
export function useInboxNews() {
  const queryClient = useQueryClient();
  const after = useRef<string | undefined>(undefined);
  const version = useQuery(serviceDeskQueries.news(after)).data;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (version === undefined) return;
    // The first answer is where the console starts, already loaded by the inbox's own query.
    if (seen.current !== undefined && seen.current !== version) void queryClient.invalidateQueries({ queryKey: serviceDeskKeys.all });
    seen.current = version;
  }, [version, queryClient]);
}
