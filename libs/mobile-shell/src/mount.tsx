import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider, createHashRouter, type RouteObject } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, getApiConfig, startTokenRefresh, syncOnlineManagerWithBrowser } from '@medteach/api-client';
import { applyTheme, ensureAntdMobileRender, mobileNotifier } from '@medteach/ui-kit';
import { continueAfterLateToken, endExpiredSession, sendToSignIn, startSession, type DeploymentApiConfig, type NativeAppParams } from './session';

type HashRouter = ReturnType<typeof createHashRouter>;

/** What an app's own session wiring gets: the app's one QueryClient and its router (created right after). */
export interface MobileAppContext {
  queryClient: QueryClient;
  router: () => HashRouter;
}

/**
 * The native app's parameters (the app's bridge), settled within the bridge's time limit; a token the host
 * answers later arrives through `onLateToken`.
 */
export type AppParamsReader = (onLateToken: (token: string) => void) => Promise<NativeAppParams>;

/** The phone apps' session (learner-h5, teaching-h5): native-app parameters, token refresh, 401 → /login. */
interface PhoneSession {
  readAppParams: AppParamsReader;
  /** Where the API and files are (the app's config.ts). */
  deployment: DeploymentApiConfig;
  startSession?: never;
}

/**
 * An app with session rules of its own (landing-pages sends a login to learner-h5; station-display's wall screens
 * have nobody to answer a 401 dialog and pair with a device key): it configures the request layer and picks the
 * token up itself. It runs before the router is created, as the phone session does.
 */
interface OwnSession {
  startSession(app: MobileAppContext): void;
  readAppParams?: never;
  deployment?: never;
}

export type MobileAppSetup = (PhoneSession | OwnSession) & {
  /** The app's route table; route loaders get the app's one QueryClient to start a screen's requests early. */
  createRoutes(queryClient: QueryClient): RouteObject[];
  /** Runs after the theme, before the first render (station-display: the root font scale of the wall screens). */
  beforeRender?: () => void;
  /** Where React renders: the page's `#root` by default. */
  container?: HTMLElement;
};

export interface MountedMobileApp {
  router: HashRouter;
  queryClient: QueryClient;
  root: Root;
  /** Stops the token refresh timer (the page's lifetime otherwise). */
  stopTokenRefresh: () => void;
}

/**
 * Starts a mobile app: theme, the one QueryClient (React Query owns all server state), the session (request layer
 * + token; the phone apps' own, with the native app's parameters and token refresh, unless the app brings its
 * own), then the hash router, rendered into #root. All four mobile apps start here.
 */
export async function mountMobileApp(setup: MobileAppSetup): Promise<MountedMobileApp> {
  applyTheme();
  // antd-mobile's Toast.show / Dialog called directly by a screen render through createRoot (React 19) from the start,
  // not only after a ui-kit helper happened to install it (a 修改成功 toast showed nothing before).
  ensureAntdMobileRender();
  // An installed app opened offline: its queries wait for the network instead of failing (every phone app).
  syncOnlineManagerWithBrowser();
  setup.beforeRender?.();
  const queryClient = createQueryClient();
  // The session's 401 handling needs the router, which is created after the session (see below).
  const created: { router?: HashRouter } = {};
  const routerOf = () => {
    if (!created.router) throw new Error('mountMobileApp: the router is created after the session starts');
    return created.router;
  };
  let stopTokenRefresh: () => void = () => undefined;
  if (setup.startSession) {
    setup.startSession({ queryClient, router: routerOf });
  } else {
    // Inside the native app the token (and file host type) come from the app's parameters (spec §6, §9).
    const appParams = await setup.readAppParams((token) => {
      getApiConfig().tokenStore.set(token);
      void queryClient.invalidateQueries();
      // Sent to the login page while the app's answer was on its way: the screen asked for opens now.
      if (created.router) continueAfterLateToken(created.router);
    });
    // Before the router starts: picking the token up strips it from the visible URL.
    startSession({
      deployment: setup.deployment,
      notifier: mobileNotifier,
      appParams,
      onSessionExpired: (relogin) => endExpiredSession(routerOf(), queryClient, relogin),
      onSignInRequired: () => sendToSignIn(routerOf()),
    });
    // A long practice must not run into the token's expiry: it is renewed shortly before (api-client token-refresh).
    stopTokenRefresh = startTokenRefresh();
  }
  const router = createHashRouter(setup.createRoutes(queryClient));
  created.router = router;

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
