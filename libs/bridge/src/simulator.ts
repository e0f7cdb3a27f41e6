/**
 * Dev simulator: with `?bridgeSim=1` in the page URL (before or inside the hash) or `createBridge({ simulator: true })`,
 * every bridge call is recorded here instead of going to a host, so native flows can be tried in a plain browser.
 * Answers go through the same global callback native uses, so the app code under test is the real one.
 */
import type { BridgeAction, BridgeAdapter, AppParams, PurchaseResult } from './types';
import { BridgeReply } from './types';

export const SIMULATOR_QUERY_FLAG = 'bridgeSim';

export interface SimulatedCall {
  id: number;
  action: BridgeAction;
  payload: unknown;
  at: Date;
}

export interface BridgeSimulator {
  readonly calls: readonly SimulatedCall[];
  subscribe(listener: (calls: readonly SimulatedCall[]) => void): () => void;
  /** Answers pending (and future) getAppParams calls, as native would. */
  answerAppParams(params: AppParams): void;
  /** Fires a purchase callback, as native would after a payment. */
  firePurchase(result?: PurchaseResult): void;
  clear(): void;
}

/** True when the URL carries `bridgeSim=1`. */
export function simulatorRequested(href: string = typeof location === 'undefined' ? '' : location.href): boolean {
  if (!href) return false;
  const url = new URL(href, 'http://x');
  const hashQuery = url.hash.includes('?') ? new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1)) : null;
  return url.searchParams.get(SIMULATOR_QUERY_FLAG) === '1' || hashQuery?.get(SIMULATOR_QUERY_FLAG) === '1';
}

export function createSimulator(reply: (action: string, payload: unknown) => void): BridgeSimulator & { adapter: BridgeAdapter } {
  let calls: SimulatedCall[] = [];
  let nextId = 1;
  const listeners = new Set<(c: readonly SimulatedCall[]) => void>();
  const emit = () => listeners.forEach((l) => l(calls));
  return {
    get calls() {
      return calls;
    },
    adapter: {
      host: 'browser',
      send(action, payload) {
        calls = [...calls, { id: nextId++, action, payload, at: new Date() }];
        emit();
        return true;
      },
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answerAppParams: (params) => reply(BridgeReply.APP_PARAMS, params),
    firePurchase: (result = { payStatus: 1 }) => reply(BridgeReply.PURCHASE, result),
    clear() {
      calls = [];
      emit();
    },
  };
}
