import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createHashRouter, type RouteObject } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, getApiConfig, startTokenRefresh } from '@medteach/api-client';
import { applyTheme, mobileNotifier } from '@medteach/ui-kit';
import { endExpiredSession, startSession, type DeploymentApiConfig, type NativeAppParams } from './session';

export interface MobileAppSetup {
  /** The app's route table; route loaders get the app's one QueryClient to start a screen's requests early. */
  createRoutes(queryClient: QueryClient): RouteObject[];
  /**
   * The native app's parameters (the app's bridge), settled within the bridge's time limit; a token the host
   * answers later arrives through `onLateToken`.
   */
  readAppParams(onLateToken: (token: string) => void): Promise<NativeAppParams>;
  /** Where the API and files are (the app's config.ts). */
  deployment: DeploymentApiConfig;
  /** Where React renders: the page's `#root` by default. */
  container?: HTMLElement;
}

export interface MountedMobileApp {
  router: ReturnType<typeof createHashRouter>;
  queryClient: QueryClient;
  root: Root;
  /** Stops the token refresh timer (the page's lifetime otherwise). */
  stopTokenRefresh: () => void;
}

/**
 * Starts a phone app (learner-h5, teaching-h5): theme, the one QueryClient (React Query owns all server state),
 * the native app's parameters, the session (request layer + token), then the hash router, rendered into #root.
 */
export async function mountMobileApp(setup: MobileAppSetup): Promise<MountedMobileApp> {
  applyTheme();
  const queryClient = createQueryClient();
  // Inside the native app the token (and file host type) come from the app's parameters (spec §6, §9).
  const appParams = await setup.readAppParams((token) => {
    getApiConfig().tokenStore.set(token);
    void queryClient.invalidateQueries();
  });
  // Before the router starts: picking the token up strips it from the visible URL.
  startSession({
    deployment: setup.deployment,
    notifier: mobileNotifier,
    appParams,
    onSessionExpired: (relogin) => endExpiredSession(router, queryClient, relogin),
  });
  // A long practice must not run into the token's expiry: it is renewed shortly before (api-client token-refresh).
  const stopTokenRefresh = startTokenRefresh();
  const router = createHashRouter(setup.createRoutes(queryClient));

  const root = createRoot(setup.container ?? (document.getElementById('root') as HTMLElement));
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient, root, stopTokenRefresh };
}
