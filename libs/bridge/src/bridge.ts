/**
 * `createBridge()` picks the adapter for the host (detectHost, overridable with `host`), installs the global
 * callback native replies through, and exposes the NativeBridge interface:
 *
 *   const bridge = createBridge();                       // once, at app start
 *   const params = await bridge.getAppParams();          // { token, hostType, … } or {}
 *   resolveInitialToken({ bridgeToken: params.token });  // api-client
 *   bridge.onPurchase(() => queryClient.invalidateQueries({ queryKey: bankKeys.all }));
 *   if (!bridge.buyFirstStaionAction({ skillId, skillName, skillIntegral, productInfoId })) toast('请在APP中购买');
 *
 * Native replies: `window.__medteachBridgeCallback(action, payload)` where action is 'getAppParams' or
 * 'purchase' and payload an object or its JSON text.
 */
import { androidAdapter, browserAdapter, DEFAULT_ANDROID_INTERFACE, detectHost, iosAdapter, miniProgramAdapter } from './adapters';
import { createSimulator, simulatorRequested, type BridgeSimulator } from './simulator';
import { BridgeReply, type AppParams, type BridgeAdapter, type HostKind, type NativeBridge, type PurchaseResult } from './types';

export const DEFAULT_CALLBACK_NAME = '__medteachBridgeCallback';
/** How long a native host gets to answer getAppParams before the page goes on without it. */
export const APP_PARAMS_TIMEOUT_MS = 3000;

export interface BridgeOptions {
  /** Forces a host instead of detecting it. */
  host?: HostKind;
  androidInterfaceName?: string;
  callbackName?: string;
  appParamsTimeoutMs?: number;
  /** Forces the simulator on or off; default: on when the URL has `bridgeSim=1`. */
  simulator?: boolean;
  win?: Window;
}

export type Bridge = NativeBridge & { simulator: BridgeSimulator | null };

/**
 * Whether a native host (app or mini-program) runs the page — or the bridge simulator, which stands in for one. Without
 * either (a plain browser or an installed web app) the apps open their web homes (issue 18).
 */
export const hasNativeHost = (bridge: Pick<Bridge, 'host' | 'simulator'>) => bridge.host !== 'browser' || bridge.simulator !== null;

function parsePayload(payload: unknown): Record<string, unknown> {
  if (typeof payload === 'string') {
    try {
      return JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
}

function adapterFor(host: HostKind, androidName: string, win: Window): BridgeAdapter {
  if (host === 'ios') return iosAdapter(win);
  if (host === 'android') return androidAdapter(androidName, win);
  if (host === 'miniProgram') return miniProgramAdapter(win);
  return browserAdapter(win);
}

export function createBridge(options: BridgeOptions = {}): Bridge {
  const win = options.win ?? window;
  const androidName = options.androidInterfaceName ?? DEFAULT_ANDROID_INTERFACE;
  const callbackName = options.callbackName ?? DEFAULT_CALLBACK_NAME;
  const timeoutMs = options.appParamsTimeoutMs ?? APP_PARAMS_TIMEOUT_MS;

  const appParamWaiters = new Set<(p: AppParams) => void>();
  const purchaseListeners = new Set<(r: PurchaseResult) => void>();
  const receive = (action: string, payload: unknown) => {
    if (action === BridgeReply.APP_PARAMS) {
      const params = parsePayload(payload) as AppParams;
      appParamWaiters.forEach((w) => w(params));
      appParamWaiters.clear();
    } else if (action === BridgeReply.PURCHASE) {
      const result = parsePayload(payload);
      purchaseListeners.forEach((l) => l(result));
    }
  };
  (win as unknown as Record<string, unknown>)[callbackName] = receive;

  const simulated = options.simulator ?? simulatorRequested(win.location?.href);
  const simulator = simulated ? createSimulator((a, p) => (win as unknown as Record<string, (a: string, p: unknown) => void>)[callbackName](a, p)) : null;
  const host = simulator ? 'browser' : (options.host ?? detectHost(win, androidName));
  const adapter = simulator ? simulator.adapter : adapterFor(host, androidName, win);

  return {
    host,
    simulator,
    questionsAction: (payload = {}) => adapter.send('questionsAction', payload),
    buyFirstStaionAction: (payload) => adapter.send('buyFirstStaionAction', payload),
    errorCorrection: (payload) => adapter.send('errorCorrection', payload),
    closeWeb: (payload = {}) => adapter.send('closeWeb', payload),
    miniProgramBack: (message) => adapter.send('miniProgramBack', message),
    getAppParams() {
      return new Promise<AppParams>((resolve) => {
        appParamWaiters.add(resolve);
        const delivered = adapter.send('getAppParams');
        if (simulator) return; // wait for the panel's answer
        if (!delivered) {
          appParamWaiters.delete(resolve);
          resolve({});
          return;
        }
        setTimeout(() => {
          if (appParamWaiters.delete(resolve)) resolve({});
        }, timeoutMs);
      });
    },
    onPurchase(listener) {
      purchaseListeners.add(listener);
      return () => purchaseListeners.delete(listener);
    },
    dispose() {
      delete (win as unknown as Record<string, unknown>)[callbackName];
      appParamWaiters.clear();
      purchaseListeners.clear();
    },
  };
}
