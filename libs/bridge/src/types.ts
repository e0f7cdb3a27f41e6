/**
 * The native actions of spec §7 "Native bridge" behind one typed interface. Payload field names are the ones the
 * native apps already read (note the historical spelling `buyFirstStaionAction`).
 */
export type HostKind = 'ios' | 'android' | 'miniProgram' | 'browser';

/** Opens the native question-bank / unlock flow (topic lock, spec §4). Free-form: the app passes what it has. */
export type QuestionsActionPayload = Record<string, unknown>;
/** Buy / unlock a skill (spec §4 "Topic lock"). */
export interface BuyFirstStationPayload {
  skillId: string | number;
  skillName: string;
  skillIntegral: string | number;
  productInfoId: string | number;
}
export interface ErrorCorrectionPayload {
  bank: string | number;
  questionId: string | number;
}
/** App parameters from the native host; `token` feeds resolveInitialToken, `hostType` the file host (spec §9). */
export interface AppParams {
  token?: string;
  hostType?: number | string;
  [key: string]: unknown;
}
export interface CloseWebPayload {
  payStatus?: string | number | boolean;
}
/** What native sends after a purchase; the page reloads its tree (spec §4). */
export type PurchaseResult = Record<string, unknown>;

export type BridgeAction = 'questionsAction' | 'buyFirstStaionAction' | 'errorCorrection' | 'getAppParams' | 'closeWeb' | 'miniProgramBack';
/** Replies native sends through the global callback: `window[callbackName](action, payload)`. */
export const BridgeReply = { APP_PARAMS: 'getAppParams', PURCHASE: 'purchase' } as const;

/** One transport. `send` returns false when the host cannot take the action (the caller may fall back). */
export interface BridgeAdapter {
  readonly host: HostKind;
  send(action: BridgeAction, payload?: unknown): boolean;
}

export interface NativeBridge {
  readonly host: HostKind;
  /** Each action returns true when a native host took it. */
  questionsAction(payload?: QuestionsActionPayload): boolean;
  buyFirstStaionAction(payload: BuyFirstStationPayload): boolean;
  errorCorrection(payload: ErrorCorrectionPayload): boolean;
  /** Resolves with native's reply, or `{}` where there is no native host / no reply in time. */
  getAppParams(): Promise<AppParams>;
  closeWeb(payload?: CloseWebPayload): boolean;
  miniProgramBack(message: unknown): boolean;
  /** Purchase callbacks from native; returns the unsubscribe function. */
  onPurchase(listener: (result: PurchaseResult) => void): () => void;
  /** Removes the global callback (tests, hot reload). */
  dispose(): void;
}
