import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { commerceQueries } from '@medteach/api-client';
import type { ChatRecord } from '@medteach/contract';

/**
 * What a human agent writes after 转人工 (issue 17), as it is written: a long-poll that the server answers the moment
 * an agent replies (a socket would need a second channel on the phone for one screen; the long-poll reaches the
 * phone as fast and works through any instance). It keeps asking while an agent has the conversation and stops
 * when none has; `listen()` starts it again after a transfer. Each record reaches `onRecord` once.
 */
export function useAgentReplies(identify: string, onRecord: (record: ChatRecord) => void) {
  const cursor = useRef<number | undefined>(undefined);
  const shown = useRef(new Set<number>());
  const onRecordRef = useRef(onRecord);
  onRecordRef.current = onRecord;
  const replies = useQuery(commerceQueries.agentReplies(identify, cursor));
  const rows = replies.data?.rows;
  useEffect(() => {
    for (const record of rows ?? []) {
      if (shown.current.has(record.id)) continue;
      shown.current.add(record.id);
      onRecordRef.current(record);
    }
  }, [rows]);
  return { listen: () => void replies.refetch() };
}
