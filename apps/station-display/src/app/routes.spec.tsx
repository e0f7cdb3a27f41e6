import { shellRouteChecks } from '@medteach/mobile-shell/testing';
import { routes } from './routes';
import { HOME_PATH } from './paths';

describe('station-display route table', () => {
  shellRouteChecks({
    routes: routes,
    homePath: HOME_PATH,
    redirectTo: '/wait?codeAddress=A-01&deviceKey=k',
    backTo: '/paper?codeAddress=A-01&deviceKey=k',
    ownRoutes: ['/wait', '/paper'],
  });
});
