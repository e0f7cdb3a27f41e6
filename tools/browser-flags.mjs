/**
 * Chromium launch flags shared by the e2e harness and every tool that starts a browser.
 * Why each one:
 * - --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
 * - --disable-gpu: headless machines have no GPU; software rendering avoids driver warnings.
 * - --disable-background-networking / --disable-component-update / --disable-sync: no calls home
 *   while tests run, so results never depend on the network and nothing slows the 2-core machine.
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
