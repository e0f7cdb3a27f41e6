import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { createQueryClient } from '@medteach/api-client';
import { applyTheme, mobileNotifier } from '@medteach/ui-kit';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { endExpiredSession, startSession } from './app/session';

applyTheme();
const queryClient = createQueryClient();
startSession({
  notifier: mobileNotifier,
  onSessionExpired: (relogin) => endExpiredSession((to) => router.navigate(to), (url) => window.location.assign(url), queryClient, relogin),
});
const router = createHashRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
