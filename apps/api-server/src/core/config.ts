import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  /** Dev-only: SMS codes are returned by /auth/code instead of being sent. */
  devSmsEcho: boolean;
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
 * - LOG_LEVEL (info; 'silent' turns logging off), NODE_ENV=production stops echoing SMS codes to callers.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const secretFile = join(dataDir, 'token-secret');
  let tokenSecret = env.TOKEN_SECRET ?? '';
  if (!tokenSecret) {
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
    tokenSecret = readFileSync(secretFile, 'utf8').trim();
  }
  const rsaPublicKey = env.RESPONSE_RSA_PUBLIC_KEY_FILE ? readFileSync(env.RESPONSE_RSA_PUBLIC_KEY_FILE, 'utf8') : null;
  return {
    port: Number(env.PORT ?? DEFAULT_PORT),
    host: env.HOST ?? '127.0.0.1',
    socketPort: Number(env.SOCKET_PORT ?? SOCKET_PORT),
    dataDir,
    dbFile: env.DB_FILE ?? join(dataDir, 'medteach.sqlite'),
    uploadDir: join(dataDir, 'uploads'),
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : null,
    tokenSecret,
    tokenMinutes: Number(env.TOKEN_MINUTES ?? TOKEN_MINUTES),
    encryptResponses: env.ENCRYPT_RESPONSES === '1' && !!rsaPublicKey,
    rsaPublicKey,
    logLevel: env.LOG_LEVEL ?? 'info',
    devSmsEcho: env.NODE_ENV !== 'production',
    ...overrides,
  };
}
