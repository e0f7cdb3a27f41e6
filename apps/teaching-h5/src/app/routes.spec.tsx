import { shellRouteChecks } from '@medteach/mobile-shell/testing';
import { createRoutes } from './routes';
import { HOME_PATH } from './paths';
import { messages } from '../messages';

describe('teaching-h5 route table', () => {
  shellRouteChecks({
    routes: createRoutes,
    homePath: HOME_PATH,
    redirectTo: '/teachProcess?planDetailId=1&queryType=1',
    backTo: '/clocking?planDetailId=1',
    ownRoutes: ['/classScheduleMain', '/teachProcessMain', '/checkStudentEvaluate', '/scoreReport', '/login'],
    loginTitle: messages.appTitle,
  });
});
