import { APP_PARAMS_TIMEOUT_MS, createBridge, createSimulatorPanel, type AppParams } from '@medteach/bridge';

/**
 * The app's one native bridge. Screens import it from here (e.g. `appBridge.buyFirstStaionAction(…)`) instead of
 * creating their own: each bridge installs the global callback native replies through, so there must be one.
 */
export const appBridge = createBridge();

/**
 * The native app's parameters at start-up. A native host answers (or times out) within APP_PARAMS_TIMEOUT_MS;
 * the dev simulator (`?bridgeSim=1`) waits for a click, so start-up does not wait longer than a native host would,
 * and a token answered later still signs the page in (`onLateToken`).
 */
export function readAppParams(onLateToken: (token: string) => void): Promise<AppParams> {
  if (appBridge.simulator) createSimulatorPanel(appBridge.simulator);
  let settled = false;
  const answer = appBridge.getAppParams().then((params) => {
    if (settled && params.token) onLateToken(params.token);
    return params;
  });
  const timeout = new Promise<AppParams>((resolve) => setTimeout(() => resolve({}), APP_PARAMS_TIMEOUT_MS));
  return Promise.race([answer, timeout]).finally(() => {
    settled = true;
  });
}
