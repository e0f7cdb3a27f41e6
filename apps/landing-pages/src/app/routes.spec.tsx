import { shellRouteChecks } from '@medteach/mobile-shell/testing';
import { routes } from './routes';
import { HOME_PATH } from './paths';

describe('landing-pages route table', () => {
  shellRouteChecks({
    routes: routes,
    homePath: HOME_PATH,
    redirectTo: '/invite?inviteSign=abc',
    backTo: '/jump?inviteSign=abc',
    ownRoutes: ['/clinicalDownload', '/noteDownload', '/jump', '/score', '/share'],
  });
});
