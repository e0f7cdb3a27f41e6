/**
 * Feature-folder rules of the front-end apps (docs/conventions.md "Apps"): a feature (`src/features/<feature>/`) is
 * reached from outside only through its public file `features/<feature>/index.ts`; its other modules are its own.
 *
 * `no-restricted-imports` sees the import specifier as written, not the file it resolves to, so the patterns follow the
 * ways a relative path can reach into a feature:
 * - `…/features/<feature>/<module>` from anywhere in an app (app code, shared code, a feature's deeper folders);
 * - `../<feature>/<module>` from a feature's own files, `../../<feature>/<module>` from one folder down, and so on:
 *   one config block per folder depth, as the number of `../` that leads back to `features/` depends on it.
 * Both allow the feature folder itself and `<feature>/index`.
 *
 * `import()` expressions are not checked by `no-restricted-imports`: that is what lets the route tables lazy-load page
 * modules directly (`lazy(() => import('../features/orders/OrdersPage'))`); a page passing through the feature's
 * index.ts would be pulled into the entry bundle.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each project lints with its own eslint.config.js, which spreads the root one: without an absolute base the file
 * patterns below would be read relative to the project's folder.
 */
const WORKSPACE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FRONT_END_APPS = '{admin-shell,learner-h5,teaching-h5,landing-pages,station-display}';
const SOURCE = '{ts,tsx,js,jsx,mjs}';
/** Deepest folder inside a feature with its own block (`features/<feature>/a/b/c/<file>`); deeper files get the app-wide pattern only. */
const MAX_FEATURE_DEPTH = 3;

const message =
  "Another feature's internals: import from the feature's folder (its index.ts) and export what is needed there, or move " +
  'what is truly shared to src/shared/ (docs/conventions.md "Apps").';

/** `<name>/<module…>` where the module is anything but `index` (with or without its extension). */
const INTERNAL = String.raw`[^/.][^/]*/(?!index(\.[jt]sx?)?$)[^/]`;

/** `./features/x/y`, `../features/x/y`, `../../features/x/y`, …: a feature's internals from anywhere in the app. */
const viaFeaturesFolder = { regex: String.raw`^(\./|(\.\./)+)features/${INTERNAL}`, message };

/**
 * From a file `depth` folders below `features/<feature>/`: `../<other>/<module>` at depth 0, `../../<other>/<module>` at depth 1, …
 * @param {number} depth
 */
const viaSibling = (depth) => ({ regex: String.raw`^(\.\./){${depth + 1}}${INTERNAL}`, message });

export default [
  {
    basePath: WORKSPACE_ROOT,
    files: [`apps/${FRONT_END_APPS}/src/**/*.${SOURCE}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [viaFeaturesFolder] }] },
  },
  // A later block replaces the rule's options for the files it matches: each repeats the app-wide pattern.
  ...Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => ({
    basePath: WORKSPACE_ROOT,
    files: [`apps/${FRONT_END_APPS}/src/features/*/${'*/'.repeat(depth)}*.${SOURCE}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [viaFeaturesFolder, viaSibling(depth)] }] },
  })),
];
