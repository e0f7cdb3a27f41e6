/**
 * Runtime configuration of the request layer. Apps call `configureApi` once at start-up, before the first request:
 *
 *   configureApi({
 *     baseURL: '/api',                      // or a production back end
 *     notifier: mobileNotifier,             // ui-kit (antd-mobile) or admin-shell's antd notifier
 *     onSessionExpired: (relogin) => …,     // after the 401 dialog: relogin = user pressed confirm
 *     onSignInRequired: () => …,            // 401 to a call sent without a token: nobody signed in, no dialog
 *     tokenStore: createCookieTokenStore(ADMIN_TOKEN_COOKIE),
 *     fileHost: { productionHost: 'https://file.example.com', testHosts: { 100: 'http://10.0.0.5:9000' } },
 *     crypto: { responsePrivateKey: '-----BEGIN RSA PRIVATE KEY-----…' },
 *   });
 *
 * Everything has a working default, so tests only pass what they check. `resetApiConfig()` restores defaults.
 */
import { createCookieTokenStore, type TokenStore } from '../auth/token-store';

/**
 * How the request layer talks to the user. Mobile apps plug antd-mobile (ui-kit `mobileNotifier`), admin-shell
 * plugs antd. The request layer decides *what* to say (texts of spec §8); the notifier only decides *how*.
 */
export interface Notifier {
  /** Red error message: code 500, and transport errors (then with durationMs = TRANSPORT_MESSAGE_MS). */
  error(message: string, durationMs?: number): void;
  /** Code 601. */
  warning(message: string): void;
  /** Error notification for any other non-200 code. */
  notify(message: string): void;
  /** The session-expired dialog; resolves true on confirm (re-login), false on cancel. */
  confirm401(): Promise<boolean>;
  /** A blocking loading indicator (downloads, uploads); returns its close function. */
  loading(message: string): () => void;
}

/** Spec §9 "Native host types 100 to 103 use local test file hosts; otherwise production file host". */
export interface FileHostConfig {
  productionHost: string;
  /** Test file host per native host type (100–103). */
  testHosts: Partial<Record<number, string>>;
  /** Private deployments serve files from the same origin under /file/. */
  privateDeployment: boolean;
  /** The native app's host type (from bridge `getAppParams().hostType`); null outside the app. */
  hostType: number | null;
}

/** RuoYi-Vue-Plus encryption keys (PEM). Without them nothing is encrypted or decrypted. */
export interface CryptoConfig {
  /** Decrypts the `encrypt-key` header of encrypted responses. */
  responsePrivateKey?: string;
  /** Encrypts the AES key of request bodies sent with `{ encrypt: true }`. */
  requestPublicKey?: string;
}

export interface ApiConfig {
  baseURL: string;
  timeout: number;
  notifier: Notifier;
  /** Called once per 401 dialog when it closes: true = confirm (go to login), false = cancel. */
  onSessionExpired: (relogin: boolean) => void;
  /**
   * A 401 to a request sent without a token: nobody was signed in, so no session ended and the 登录超时 dialog would
   * be wrong; the app opens its sign-in page instead (the phone apps). Unset: such a 401 opens the dialog as well.
   */
  onSignInRequired?: () => void;
  tokenStore: TokenStore;
  fileHost: FileHostConfig;
  crypto: CryptoConfig;
}

export const API_BASE_PATH = '/api';
/** Spec §9 "Request timeout 10000 ms". */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Spec §9 "messages shown 5 s" (transport errors). */
export const TRANSPORT_MESSAGE_MS = 5_000;

/** Logs instead of showing: the default until an app plugs its UI in (and in tests that do not care). */
export const consoleNotifier: Notifier = {
  error: (m) => console.error(m),
  warning: (m) => console.warn(m),
  notify: (m) => console.error(m),
  confirm401: async () => false,
  loading: () => () => undefined,
};

const defaults = (): ApiConfig => ({
  baseURL: API_BASE_PATH,
  timeout: REQUEST_TIMEOUT_MS,
  notifier: consoleNotifier,
  onSessionExpired: () => undefined,
  tokenStore: createCookieTokenStore(),
  fileHost: { productionHost: '', testHosts: {}, privateDeployment: false, hostType: null },
  crypto: {},
});

let current: ApiConfig = defaults();
const listeners = new Set<(c: ApiConfig) => void>();

export type ApiConfigInput = Partial<Omit<ApiConfig, 'fileHost'>> & { fileHost?: Partial<FileHostConfig> };

export function configureApi(input: ApiConfigInput): ApiConfig {
  current = { ...current, ...input, fileHost: { ...current.fileHost, ...input.fileHost } };
  listeners.forEach((l) => l(current));
  return current;
}
export const getApiConfig = (): ApiConfig => current;
export function resetApiConfig(): void {
  current = defaults();
  listeners.forEach((l) => l(current));
}
/** The axios instance follows baseURL / timeout changes through this. */
export function onApiConfig(listener: (c: ApiConfig) => void): void {
  listeners.add(listener);
  listener(current);
}
