import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@medteach/ui-kit';

/** Its own chunk, after the entry route (issue 9 budgets); nothing shown if that chunk cannot arrive. */
const OutboxNotice = lazy<ComponentType>(() => import('../shared/outbox-notice/OutboxNotice').catch(() => ({ default: () => null })));

/**
 * Every screen is a lazy chunk: one Suspense boundary shows the shared loading state while it arrives. Above every
 * screen, the count of answers given offline and still waiting to be sent (issue 18), when there are any.
 */
export function AppLayout() {
  return (
    <>
      <Suspense fallback={null}>
        <OutboxNotice />
      </Suspense>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </>
  );
}
