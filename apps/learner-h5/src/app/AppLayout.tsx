import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@medteach/ui-kit';
import { ANSWER_OUTBOX_STORAGE_KEY, storedOutboxSize, subscribeOutbox } from '../shared/outbox-signal';

/** Its own chunk, loaded only once answers wait (issue 9 budgets); nothing shown if that chunk cannot arrive. */
const OutboxNotice = lazy<ComponentType>(() => import('../shared/outbox-notice/OutboxNotice').catch(() => ({ default: () => null })));

const waitingAnswers = () => storedOutboxSize(typeof localStorage === 'undefined' ? null : localStorage, ANSWER_OUTBOX_STORAGE_KEY) > 0;

/** Whether the offline notice is wanted: from the first answer that waits on, for the rest of the visit. */
function useOutboxNoticeWanted(): boolean {
  const [wanted, setWanted] = useState(waitingAnswers);
  useEffect(() => {
    if (wanted) return undefined;
    return subscribeOutbox(ANSWER_OUTBOX_STORAGE_KEY, () => {
      if (waitingAnswers()) setWanted(true);
    });
  }, [wanted]);
  return wanted;
}

/**
 * Every screen is a lazy chunk: one Suspense boundary shows the shared loading state while it arrives. Above every
 * screen, the count of answers given offline and still waiting to be sent (issue 18), when there are any.
 */
export function AppLayout() {
  const noticeWanted = useOutboxNoticeWanted();
  return (
    <>
      {noticeWanted && (
        <Suspense fallback={null}>
          <OutboxNotice />
        </Suspense>
      )}
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </>
  );
}
