import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readDemoMode } from './demo-mode';
import { loadAlipayConfig, type AlipayConfig } from './payment-config';
import { loadWebConfig, type WebConfig } from './web-config';

export interface ServerConfig {
  /** HTTP port for the API and the built apps (npm start: 8080). */
  port: number;
  host: string;
  /** socket.io port for station displays (spec §9: 7777). */
  socketPort: number;
  dataDir: string;
  dbFile: string;
  uploadDir: string;
  /** Folder holding the built apps (dist/apps); null serves the API only. */
  staticDir: string | null;
  tokenSecret: string;
  /** Token lifetime in minutes (RuoYi expires_in). */
  tokenMinutes: number;
  /** RuoYi-Vue-Plus response encryption: on when a public key is configured. */
  encryptResponses: boolean;
  rsaPublicKey: string | null;
  /** Log level for pino; 'silent' in tests. */
  logLevel: string;
  /** Demo mode (core/demo-mode.ts): SMS codes echoed, sandbox cashier. Off unless DEMO_MODE=1; never in production. */
  demoMode: boolean;
  /**
   * Shared secret of the host platform's signed login assertions (PLATFORM_LOGIN_SECRET); null turns platform login
   * off. Demo mode generates one into DATA_DIR/platform-secret when none is set.
   */
  platformSecret: string | null;
  /** Trust X-Forwarded-For / -Proto from a reverse proxy (TRUST_PROXY=1): login throttles key on the real client IP. */
  trustProxy: boolean;
  /** Public origin, the apps' origins, CSP connect sources, request timeout (core/web-config.ts). */
  web: WebConfig;
  /** The real payment provider, or null (core/payment-config.ts). */
  alipay: AlipayConfig | null;
  /** `postgres://…` (DATABASE_URL): run on PostgreSQL, several instances on one database; null = the SQLite file. */
  databaseUrl: string | null;
  /** Connections per instance on PostgreSQL (DATABASE_POOL_SIZE, 10). */
  databasePoolSize: number;
}

export const DEFAULT_PORT = 8080;
export const SOCKET_PORT = 7777;
export const TOKEN_MINUTES = 720;

/**
 * Reads configuration from the environment; the token secret is created once and kept in the data folder.
 *
 * Environment variables:
 * - PORT (8080), HOST (127.0.0.1), SOCKET_PORT (7777): listening addresses of the API and the station socket.
 * - DATA_DIR (./data): SQLite file `medteach.sqlite` (override with DB_FILE), `uploads/`, `token-secret`.
 * - STATIC_DIR: folder of the built apps (dist/apps) to serve under /learner/, /teaching/, …; unset = API only.
 * - TOKEN_SECRET: HS256 signing secret (default: generated into DATA_DIR/token-secret); TOKEN_MINUTES (720).
 * - ENCRYPT_RESPONSES=1 together with RESPONSE_RSA_PUBLIC_KEY_FILE=<PEM file of the clients' RSA public key>:
 *   every JSON answer under /api (except `plain` routes such as health and exports) is sent RuoYi-Vue-Plus style,
 *   Base64(AES-256-ECB) body plus an `encrypt-key` header (core/encrypt.ts); the clients hold the private key.
 * - LOG_LEVEL (info; 'silent' turns logging off).
 * - DEMO_MODE=1: demo conveniences (core/demo-mode.ts); refused together with NODE_ENV=production.
 * - PLATFORM_LOGIN_SECRET: shared secret of the host platform's signed login assertions; unset = platform login off
 *   (demo mode: generated into DATA_DIR/platform-secret).
 * - TRUST_PROXY=1: behind a reverse proxy, take the client IP from X-Forwarded-For (login throttles, IP blacklist).
 * - PUBLIC_ORIGIN, ALLOWED_ORIGINS, CONNECT_ORIGINS, REQUEST_TIMEOUT_MS: core/web-config.ts.
 * - ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE, ALIPAY_GATEWAY: core/payment-config.ts.
 * - DATABASE_URL=postgres://…: PostgreSQL instead of the SQLite file (docs/scaling.md); DATABASE_POOL_SIZE (10).
 * - UPLOAD_DIR (DATA_DIR/uploads): the file store; several instances must share it (a shared volume).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const demoMode = overrides.demoMode ?? readDemoMode(env);
  const tokenSecret = env.TOKEN_SECRET || secretFromFile(join(dataDir, 'token-secret'));
  const platformSecret = env.PLATFORM_LOGIN_SECRET || (demoMode ? secretFromFile(join(dataDir, PLATFORM_SECRET_FILE)) : null);
  const rsaPublicKey = env.RESPONSE_RSA_PUBLIC_KEY_FILE ? readFileSync(env.RESPONSE_RSA_PUBLIC_KEY_FILE, 'utf8') : null;
  const port = Number(env.PORT ?? DEFAULT_PORT);
  const socketPort = Number(env.SOCKET_PORT ?? SOCKET_PORT);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    socketPort,
    dataDir,
    dbFile: env.DB_FILE ?? join(dataDir, 'medteach.sqlite'),
    uploadDir: env.UPLOAD_DIR ? resolve(env.UPLOAD_DIR) : join(dataDir, 'uploads'),
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : null,
    tokenSecret,
    tokenMinutes: Number(env.TOKEN_MINUTES ?? TOKEN_MINUTES),
    encryptResponses: env.ENCRYPT_RESPONSES === '1' && !!rsaPublicKey,
    rsaPublicKey,
    logLevel: env.LOG_LEVEL ?? 'info',
    demoMode,
    platformSecret,
    trustProxy: env.TRUST_PROXY === '1',
    web: loadWebConfig(env, port, socketPort),
    alipay: loadAlipayConfig(env),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    ...overrides,
  };
}

/** File in DATA_DIR holding the demo platform-login secret (tools/start.mjs prints it). */
export const PLATFORM_SECRET_FILE = 'platform-secret';

/** A random secret created once in `file` and read back afterwards (kept across restarts). */
function secretFromFile(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
