import { mountMobileApp } from '@medteach/mobile-shell';
import { installRootFontScale, mobileNotifier } from '@medteach/ui-kit';
import { routes } from './app/routes';
import { startSession } from './app/session';

// The shared start-up of the mobile apps, with the display's own session (app/session.ts: unattended screens).
void mountMobileApp({
  createRoutes: () => routes,
  // Spec §9: the root font scales with the screen width (base 1920 px), which is what keeps a 4K board readable.
  beforeRender: installRootFontScale,
  // Before the router starts: picking the token up strips it from the visible URL.
  startSession: ({ queryClient }) => startSession({ notifier: mobileNotifier, queryClient }),
});
