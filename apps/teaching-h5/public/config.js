/*
 * Deployment settings read at start-up, before the app's own code (docs/deploying.md "Pointing the apps at another back end").
 * Edit this file on the server to point the built app at another back end without rebuilding. Empty values keep
 * the build's Vite env settings or, without those, the same origin (`/api`, files under `/file/`, socket on :7777).
 */
window.__APP_CONFIG__ = {
  apiBase: '',
  fileHost: '',
  socketUrl: '',
};
