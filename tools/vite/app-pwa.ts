/**
 * Installable phone apps with an offline app shell (issue 18): the web manifest and a Workbox service worker built by
 * vite-plugin-pwa, for learner-h5 and teaching-h5 (their vite.config.ts pass `pwa`).
 *
 * - Manifest: relative `start_url`/`scope`/`id` (`./#/`, `./`), so the app installs from wherever it is mounted
 *   (/learner/, /teaching/ under `npm start`, or its own host); icons drawn by tools/pwa-icons.mjs.
 * - Precache: the built shell — index.html, every JS/CSS chunk (lazy pages too, so any screen opens offline), icons
 *   and fonts. Not config.js: deployment settings change without a rebuild, so it is fetched network-first and the
 *   last copy is used offline.
 * - The API and stored files (`/api/`, `/file/`) get no route at all: the worker never answers them, the browser
 *   sends them straight to the network (network-only, upload progress intact) and never from a cache — stale
 *   answers, scores or prices cannot be served. Navigations fall back to the cached index.html only for the app's
 *   own page (the hash router keeps every screen on it).
 * - Updates: `autoUpdate` (skipWaiting + clientsClaim): a new build's worker takes over as soon as it is installed
 *   and the next launch runs the new version; an open page is never reloaded under the learner's hands.
 * - Registration: `registerSW.js`, a deferred classic script that registers the worker on the window's `load`
 *   event — after the first paint, outside the entry route's JavaScript (tools/bench/bundle-budget.mjs).
 * - Dev server: no worker (devOptions off), so `nx run <app>:dev` never sees a stale shell.
 */
import { VitePWA, type ManifestOptions, type VitePWAOptions } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';

/** ui-kit's PRIMARY_COLOR: the status bar of the installed app. */
export const PWA_THEME_COLOUR = '#0958d9';
/** The apps' page background (the boot screen's, tools/vite/app-shell.ts): the splash screen while it starts. */
export const PWA_BACKGROUND_COLOUR = '#f5f7fa';
/** The API and stored files: never cached, never answered by the worker. */
export const NETWORK_ONLY_PATHS = [/^\/api\//, /^\/file\//];
/** The app's own page: its folder or its index.html, with any query (hash routing keeps every screen there). */
export const APP_PAGE_PATHS = [/\/(index\.html)?(\?.*)?$/];
/** Built files the worker precaches: the whole shell (the .gz/.br twins of app-build.ts are not matched). */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,svg,png,woff,woff2}'];
/** Deployment settings (window.__APP_CONFIG__), rewritten per deployment: network first, cached copy offline. */
export const DEPLOYMENT_CONFIG_FILE = 'config.js';

export interface AppPwaOptions {
  /** The manifest's `name` (install prompt, app switcher). */
  name: string;
  /** Under the home-screen icon. */
  shortName: string;
  description: string;
}

const icons: ManifestOptions['icons'] = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The vite-plugin-pwa options of a phone app (exported for tools/src/app-pwa.spec.ts). */
export function appPwaOptions({ name, shortName, description }: AppPwaOptions): Partial<VitePWAOptions> {
  return {
    registerType: 'autoUpdate',
    injectRegister: 'script-defer',
    devOptions: { enabled: false },
    manifest: {
      id: './',
      name,
      short_name: shortName,
      description,
      lang: 'zh-CN',
      start_url: './#/',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: PWA_THEME_COLOUR,
      background_color: PWA_BACKGROUND_COLOUR,
      icons,
    },
    workbox: {
      globPatterns: PRECACHE_GLOBS,
      globIgnores: [DEPLOYMENT_CONFIG_FILE],
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: APP_PAGE_PATHS,
      navigateFallbackDenylist: NETWORK_ONLY_PATHS,
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(`/${DEPLOYMENT_CONFIG_FILE}`),
          handler: 'NetworkFirst',
          options: { cacheName: 'deployment-config', networkTimeoutSeconds: 3 },
        },
      ],
    },
  };
}

/** The head tags the manifest does not cover: the browser bar's colour, and iOS's home-screen icon (it ignores the manifest's). */
function installTags(): Plugin {
  return {
    name: 'medteach:install-tags',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: PWA_THEME_COLOUR }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `./${icons[0].src}` }, injectTo: 'head' },
    ],
  };
}

/** Vite plugin: the manifest and the service worker of a phone app. */
export function appPwa(options: AppPwaOptions): PluginOption {
  return [installTags(), VitePWA(appPwaOptions(options))];
}
