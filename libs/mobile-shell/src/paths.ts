/** Browser-only login page of every mobile app that signs users in (inside the native app the token comes from the app). */
export const LOGIN_PATH = '/login';
/** The app root: it forwards to the app's main screen (each app's HOME_PATH), so "home" links point here. */
export const ROOT_PATH = '/';
/** The login page, coming back to `pathAndQuery` (path and query of a screen) once signed in. */
export const signInPathFor = (pathAndQuery: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(pathAndQuery)}`;
