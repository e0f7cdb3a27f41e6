import { lazy } from 'react';

export { ALL_LOGIN_MODES, type LoginMode, type LoginPageProps } from './modes';
export { redirectTarget } from './redirect-target';
// Type-only zod import: safe in entry chunks; the schemas it runs travel with the lazy pages that pass them.
export { zodRule } from './zod-rule';

/**
 * The /login screen (spec §6: browser use only). Lazy, so the forms, their antd-mobile parts and the contract
 * schemas load with the route, never in an app's entry chunk; the app's route table lists the route itself.
 * Pure: apps without a login (station-display, landing-pages) drop it, and its chunk is never built for them.
 */
export const LoginPage = /* @__PURE__ */ lazy(() => import('./LoginPage'));
