/** The old single app opened on /goods (spec §2 "The root redirects to /goods"). */
export const HOME_PATH = '/goods';
/** Browser-only login page (inside the native app the token comes from the app). */
export const LOGIN_PATH = '/login';
