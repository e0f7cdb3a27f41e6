import { shellRouteChecks } from '@medteach/mobile-shell/testing';
import { createRoutes } from './routes';
import { HOME_PATH } from './paths';
import { messages } from '../messages';

describe('learner-h5 route table', () => {
  shellRouteChecks({
    routes: createRoutes,
    homePath: HOME_PATH,
    redirectTo: '/subjectHomeWork?name=topic&studyBankId=3&categoryIds=%5B1%2C2%5D',
    backTo: '/subject?majorType=1',
    ownRoutes: ['/subjectErrorCorrection', '/errorCorrection', '/Alipay', '/groupQuestion', '/login'],
    loginTitle: messages.appTitle,
  });
});
