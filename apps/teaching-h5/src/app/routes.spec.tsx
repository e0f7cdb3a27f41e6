import { shellRouteChecks, signInGateChecks } from '@medteach/mobile-shell/testing';
import { createRoutes } from './routes';
import { HOME_PATH, WEB_HOME_PATH, homePathFor } from './paths';
import { messages } from '../messages';

describe('teaching-h5 route table', () => {
  shellRouteChecks({
    routes: createRoutes,
    // jsdom has no native host: the root is the web home (issue 18).
    homePath: WEB_HOME_PATH,
    redirectTo: '/teachProcess?planDetailId=1&queryType=1',
    backTo: '/clocking?planDetailId=1',
    ownRoutes: ['/classScheduleMain', '/teachProcessMain', '/checkStudentEvaluate', '/scoreReport', '/login'],
    loginTitle: messages.appTitle,
  });
});

describe('the root', () => {
  it('is /classSchedule inside the native app, the mini-program or the bridge simulator, /home in a plain browser', () => {
    expect(homePathFor({ host: 'browser', simulator: null })).toBe(WEB_HOME_PATH);
    for (const host of ['ios', 'android', 'miniProgram'] as const) expect(homePathFor({ host, simulator: null })).toBe(HOME_PATH);
    expect(homePathFor({ host: 'browser', simulator: {} as never })).toBe(HOME_PATH);
  });
});

signInGateChecks({
  routes: createRoutes,
  webHomePath: WEB_HOME_PATH,
  asked: '/teachProcess?planDetailId=1&queryType=0',
  publicPaths: ['/login'],
  loginTitle: messages.appTitle,
});
