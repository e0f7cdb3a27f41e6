/** Types of postgres.mjs for TypeScript callers outside tools/ (the api-server test harness). */
export declare const DEBIAN_POSTGRES_PACKAGES: string[];
export declare function findPostgresBin(env?: NodeJS.ProcessEnv): string | null;
export declare function ensurePostgres(env?: NodeJS.ProcessEnv): string;
export { freePort } from './ports.mjs';
export declare function startThrowawayPostgres(options?: { log?: (line: string) => void }): Promise<{ url: string; port: number; dir: string; stop: () => Promise<void> }>;
