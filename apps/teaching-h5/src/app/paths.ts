import { hasNativeHost, type Bridge } from '@medteach/bridge';

/** Teachers and students open the teaching side on the week timetable — still so inside the native app. */
export const HOME_PATH = '/classSchedule';
/** Issue 18: in a plain browser or as an installed web app the root is the home (今日课程, 待处理, shortcuts). */
export const WEB_HOME_PATH = '/home';

/** Where `/` leads: the web home without a native host (and without the bridge simulator, which stands in for one). */
export const homePathFor = (bridge: Pick<Bridge, 'host' | 'simulator'>) => (hasNativeHost(bridge) ? HOME_PATH : WEB_HOME_PATH);
/** Browser-only login page (inside the native app the token comes from the app). */
export const LOGIN_PATH = '/login';
