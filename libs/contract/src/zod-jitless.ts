import type { $ZodConfig } from 'zod/v4/core';

/**
 * `@medteach/contract/zod-jitless`: the first import of each browser app's main.tsx (learner-h5, teaching-h5,
 * admin-shell). npm start serves the apps under a CSP without 'unsafe-eval'. zod 4 probes `new Function('')` when it
 * builds its first object schema, to decide whether it may compile fast parsers; the refused probe is reported as a
 * CSP violation although zod falls back. Interpreted parsing is plenty for form-sized input, so JIT is off before
 * any schema exists: ES modules run in import order, so nothing imported after this module has built one yet.
 *
 * The setting goes where `z.config()` itself writes it, zod's global config object, which zod adopts when it loads
 * (so several zod copies share one config). Calling `config()` here instead would put zod's core into the entry
 * chunk (4 kB gzip) although only lazily loaded pages build schemas. zod-jitless.spec.ts proves zod honours it.
 * A separate entry, not part of the contract's index: api-server keeps zod's JIT (it has no CSP and validates every
 * request), and this module's whole point is its side effect, which the index's pure schemas must not carry.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Partial<$ZodConfig> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
