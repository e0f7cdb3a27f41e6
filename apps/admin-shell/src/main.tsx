// First: no module may build a zod schema before JIT is off (see the module)
import '@medteach/contract/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { createQueryClient, startTokenRefresh } from '@medteach/api-client';
import { AppProviders } from './app/AppProviders';
import { antdNotifier } from './app/notifier';
import { createRoutes } from './app/routes';
import { endExpiredSession, hasToken, startSession } from './app/session';

const queryClient = createQueryClient();
// Before the router starts: picking the token up strips it from the visible URL.
startSession({ notifier: antdNotifier, onSessionExpired: (relogin) => endExpiredSession(router, queryClient, relogin) });
// A console left open all day renews its token 5 minutes before expiry, as the phone apps do.
startTokenRefresh();
const router = createHashRouter(createRoutes(hasToken));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
