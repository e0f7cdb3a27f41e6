import { APP_PARAMS_TIMEOUT_MS, createSimulatorPanel, type AppParams, type Bridge } from '@medteach/bridge';
import type { AppParamsReader } from './mount';

/**
 * mountMobileApp's `readAppParams` for an app's one native `bridge`. A native host answers (or times out) within
 * APP_PARAMS_TIMEOUT_MS; the dev simulator (`?bridgeSim=1`, its panel shown here) waits for a click, so start-up does
 * not wait longer than a native host would, and a token answered later still signs the page in (`onLateToken`).
 */
export function nativeAppParamsReader(bridge: Pick<Bridge, 'getAppParams' | 'simulator'>): AppParamsReader {
  return (onLateToken) => {
    if (bridge.simulator) createSimulatorPanel(bridge.simulator);
    let settled = false;
    const answer = bridge.getAppParams().then((params) => {
      if (settled && params.token) onLateToken(params.token);
      return params;
    });
    const timeout = new Promise<AppParams>((resolve) => setTimeout(() => resolve({}), APP_PARAMS_TIMEOUT_MS));
    return Promise.race([answer, timeout]).finally(() => {
      settled = true;
    });
  };
}
