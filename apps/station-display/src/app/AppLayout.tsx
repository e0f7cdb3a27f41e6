import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@medteach/ui-kit';

/** Every screen is a lazy chunk: one Suspense boundary shows the shared loading state while it arrives. */
export function AppLayout() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Outlet />
    </Suspense>
  );
}
