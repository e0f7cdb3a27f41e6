import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@medteach/ui-kit';
import { OutboxNotice } from '../shared/outbox-notice/OutboxNotice';

/**
 * Every screen is a lazy chunk: one Suspense boundary shows the shared loading state while it arrives. Above every
 * screen, the count of answers given offline and still waiting to be sent (issue 18), when there are any.
 */
export function AppLayout() {
  return (
    <>
      <OutboxNotice />
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </>
  );
}
