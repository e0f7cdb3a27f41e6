/// <reference types="vitest/config" />
/**
 * The Vite configuration every front end (apps/<app>/vite.config.ts) shares; each app's config is one call that
 * states only what is its own (dev port, phone shell, extra plugins or inputs, test time limit).
 *
 * - Relative base: the built app works under any path (/learner/ in npm start, or its own host).
 * - `resolve.tsconfigPaths`: the `@medteach/*` aliases of tsconfig.base.json.
 * - The dev server proxies the API and stored files to a local api-server.
 * - Build: the shell (app-shell.ts), issue 9's tree-shaking and pre-compression (app-build.ts), into dist/apps/<app>.
 * - Tests: Vitest in jsdom over `src/**\/*.spec.ts(x)`; Nx infers each app's `test` target from this block.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, PluginOption, UserConfig } from 'vite';
import { APP_TREESHAKE, precompress } from './app-build';
import { bundleReport } from './bundle-report.mjs';
import { appShell } from './app-shell';

/** Where the dev servers find api-server (its default port). */
export const DEV_API_ORIGIN = 'http://localhost:8080';
/** What the dev servers forward to api-server: its API and the files it stores (`/file/<name>`). */
const API_PREFIXES = ['/api', '/file'] as const;
/** Component tests render whole screens on a shared 2-core machine: Vitest's 5 s default is too short there. */
export const APP_TEST_TIMEOUT_MS = 20_000;

const WORKSPACE_ROOT = join(import.meta.dirname, '../..');

type TestOptions = NonNullable<UserConfig['test']>;

export interface AppViteOptions {
  /** The app's folder under apps/; also names its build output, Vite cache and Vitest project. */
  app: string;
  /** `nx run <app>:dev` listens here. */
  devPort: number;
  /** A phone app (the H5 apps in native web views and WeChat): see AppShellOptions.phone. */
  phone?: boolean;
  /** The app's own plugins; they run after the shell's and before pre-compression, which must see the final files. */
  plugins?: PluginOption[];
  /** Build settings of the app's own; `rolldownOptions` are added to the shared tree-shaking settings. */
  build?: BuildEnvironmentOptions;
  /** Test settings that differ from the shared ones (e.g. a longer `testTimeout`). */
  test?: TestOptions;
}

/** The Vite (and Vitest) configuration of the front end `app`. */
export function appViteConfig({ app, devPort, phone = false, plugins = [], build = {}, test = {} }: AppViteOptions): UserConfig {
  return {
    root: join(WORKSPACE_ROOT, 'apps', app),
    base: './',
    cacheDir: `../../node_modules/.vite/apps/${app}`,
    plugins: [react(), appShell({ phone }), ...plugins, bundleReport(), precompress()],
    resolve: { tsconfigPaths: true },
    server: {
      port: devPort,
      host: 'localhost',
      proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, DEV_API_ORIGIN])),
    },
    build: {
      outDir: `../../dist/apps/${app}`,
      emptyOutDir: true,
      reportCompressedSize: false,
      ...build,
      rolldownOptions: { treeshake: APP_TREESHAKE, ...build.rolldownOptions },
    },
    test: {
      name: app,
      globals: true,
      testTimeout: APP_TEST_TIMEOUT_MS,
      environment: 'jsdom',
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: ['src/test-setup.ts'],
      passWithNoTests: false,
      ...test,
    },
  };
}
