import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@medteach/ui-kit';
import { PairingGate } from './PairingGate';

/** Every screen is a lazy chunk: one Suspense boundary shows the shared loading state while it arrives; device screens need pairing first. */
export function AppLayout() {
  return (
    <Suspense fallback={<LoadingState />}>
      <PairingGate>
        <Outlet />
      </PairingGate>
    </Suspense>
  );
}
