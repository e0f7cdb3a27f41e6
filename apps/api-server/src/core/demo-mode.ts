/**
 * Demo mode: the one switch for conveniences that must never reach a deployment (issue 14 "Safe defaults, demo by
 * choice"). Off unless `DEMO_MODE=1`; `npm start` (tools/start.mjs) sets it and prints a banner. With it on:
 * - `POST /auth/code` answers with the issued SMS code (there is no SMS gateway), the code is also logged;
 * - the sandbox cashier pays and cancels orders (commerce);
 * - platform login works without PLATFORM_LOGIN_SECRET: a secret is generated into DATA_DIR/platform-secret.
 *
 * It cannot be on by accident in production: NODE_ENV=production together with DEMO_MODE=1 refuses to start.
 * Modules read the flag as `ctx.config.demoMode` (or `isDemoMode(ctx)`), never from the environment themselves.
 */
export const DEMO_MODE_ENV = 'DEMO_MODE';

export const DEMO_IN_PRODUCTION = 'DEMO_MODE=1 is refused with NODE_ENV=production: demo mode echoes SMS codes and runs the sandbox cashier';

/** The demo flag from the environment; throws when it is asked for in production. */
export function readDemoMode(env: NodeJS.ProcessEnv): boolean {
  const on = env[DEMO_MODE_ENV] === '1';
  if (on && env.NODE_ENV === 'production') throw new Error(DEMO_IN_PRODUCTION);
  return on;
}

export const isDemoMode = (ctx: { config: { demoMode: boolean } }) => ctx.config.demoMode;

/** Logged by the server at start in demo mode (start.mjs prints its own, longer banner). */
export const DEMO_LOG_LINE = 'DEMO MODE: SMS codes are echoed to callers, the sandbox cashier is on; never use this in a deployment';

/** What an empty database is seeded with: the demo school only in demo mode, else reference data and one admin. */
export const seedKindFor = (config: { demoMode: boolean }): 'demo' | 'reference' => (config.demoMode ? 'demo' : 'reference');
