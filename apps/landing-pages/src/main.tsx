import { mountMobileApp } from '@medteach/mobile-shell';
import { mobileNotifier } from '@medteach/ui-kit';
import { routes } from './app/routes';
import { endExpiredSession, startSession } from './app/session';

// The shared start-up of the mobile apps, with landing's own session: no native app around it, and a login after
// the 401 dialog opens learner-h5's (landing pages have none of their own).
void mountMobileApp({
  createRoutes: () => routes,
  startSession: ({ queryClient, router }) =>
    startSession({
      notifier: mobileNotifier,
      onSessionExpired: (relogin) => endExpiredSession((to) => router().navigate(to), (url) => window.location.assign(url), queryClient, relogin),
    }),
});
