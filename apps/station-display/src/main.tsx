import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { createQueryClient } from '@medteach/api-client';
import { applyTheme, installRootFontScale, mobileNotifier } from '@medteach/ui-kit';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { startSession } from './app/session';

// Spec §9: the root font scales with the screen width (base 1920 px), which is what keeps a 4K board readable.
applyTheme();
installRootFontScale();
const queryClient = createQueryClient();
// Before the router starts: picking the token up strips it from the visible URL.
startSession({ notifier: mobileNotifier, queryClient });
const router = createHashRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
