import { shellRouteChecks, signInGateChecks } from '@medteach/mobile-shell/testing';
import { createRoutes } from './routes';
import { HOME_PATH, WEB_HOME_PATH, homePathFor } from './paths';
import { messages } from '../messages';

describe('learner-h5 route table', () => {
  shellRouteChecks({
    routes: createRoutes,
    // jsdom has no native host: the root is the web home (issue 18).
    homePath: WEB_HOME_PATH,
    redirectTo: '/subjectHomeWork?name=topic&studyBankId=3&categoryIds=%5B1%2C2%5D',
    backTo: '/subject?majorType=1',
    ownRoutes: ['/subjectErrorCorrection', '/errorCorrection', '/Alipay', '/groupQuestion', '/login'],
    loginTitle: messages.appTitle,
  });
});

describe('the root', () => {
  it('is /goods inside the native app, the mini-program or the bridge simulator, /home in a plain browser', () => {
    expect(homePathFor({ host: 'browser', simulator: null })).toBe(WEB_HOME_PATH);
    for (const host of ['ios', 'android', 'miniProgram'] as const) expect(homePathFor({ host, simulator: null })).toBe(HOME_PATH);
    expect(homePathFor({ host: 'browser', simulator: {} as never })).toBe(HOME_PATH);
  });
});

signInGateChecks({
  routes: createRoutes,
  webHomePath: WEB_HOME_PATH,
  asked: '/subject?majorType=1',
  publicPaths: ['/agreement?category=1', '/questionPreview', '/login'],
  loginTitle: messages.appTitle,
});
