// First: no module may build a zod schema before JIT is off (see the module)
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { createQueryClient, getApiConfig } from '@medteach/api-client';
import { applyTheme, mobileNotifier } from '@medteach/ui-kit';
import { AppProviders } from './app/AppProviders';
import { readAppParams } from './app/bridge';
import { createRoutes } from './app/routes';
import { endExpiredSession, startSession } from './app/session';

async function bootstrap() {
  applyTheme();
  const queryClient = createQueryClient();
  // Inside the native app the token (and file host type) come from the app's parameters (spec §6, §9).
  const appParams = await readAppParams((token) => {
    getApiConfig().tokenStore.set(token);
    void queryClient.invalidateQueries();
  });
  // Before the router starts: picking the token up strips it from the visible URL.
  startSession({
    notifier: mobileNotifier,
    appParams,
    onSessionExpired: (relogin) => endExpiredSession(router, queryClient, relogin),
  });
  const router = createHashRouter(createRoutes(queryClient));

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
