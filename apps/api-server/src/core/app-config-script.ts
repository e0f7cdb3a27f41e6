/**
 * The `config.js` served beside each built app (docs/deploying.md "Pointing the apps at another back end"): the file
 * on disk, as the deployment left it, followed by the port this server's station socket listens on (SOCKET_PORT). The
 * socket is its own HTTP server on that port (spec §9: 7777 by default), so the apps cannot reach it on their page's
 * origin; with no socket URL set they connect to the page's host at this port. A `socketPort` or `socketUrl` the
 * file sets itself wins (a balancer that listens on another port than the instances).
 */
export function appConfigScript(fileText: string | null, socketPort: number): string {
  const file = fileText ? `${fileText.trimEnd()}\n` : '';
  // SOCKET_PORT=0 (the system picks one; test servers without displays): no port to tell.
  if (!(socketPort > 0)) return file;
  const served = `// Added by api-server: the port of its station socket (SOCKET_PORT); a socketPort set above wins.\nwindow.__APP_CONFIG__ = Object.assign({ socketPort: ${Number(socketPort)} }, window.__APP_CONFIG__);\n`;
  return `${file}${served}`;
}
