import { createBridge } from '@medteach/bridge';

/**
 * The app's one native bridge. Screens import it from here (e.g. `appBridge.buyFirstStaionAction(…)`) instead of
 * creating their own: each bridge installs the global callback native replies through, so there must be one.
 * main.tsx reads the native app's parameters through it at start-up (nativeAppParamsReader).
 */
export const appBridge = createBridge();
