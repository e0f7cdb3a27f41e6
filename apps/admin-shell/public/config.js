/*
 * Deployment settings read at start-up, before the app's own code (docs/deploying.md "Pointing the apps at another back end").
 * Edit this file on the server to point the built app at another back end without rebuilding. Empty values keep
 * the build's Vite env settings or, without those, the same origin (`/api`, files under `/file/`, the station socket on
 * the page's host at the port api-server adds when it serves this file (its SOCKET_PORT), else :7777).
 */
window.__APP_CONFIG__ = {
  apiBase: '',
  fileHost: '',
  socketUrl: '',
};
