/**
 * The HTML shell every front end shares (issue 9 Lighthouse; "no white screens"): each app's index.html holds only
 * its title, the root element and the entry module; this plugin adds the rest in one place.
 *
 * - A boot screen inside `#root` (the app's title and 加载中..., drawn by inline CSS): a phone on a slow network
 *   sees the app's name within one round trip instead of a white page while ~200 kB of JavaScript arrive. React
 *   replaces it on its first render, so nothing of it stays in the running app.
 * - `config.js` (deployment settings, `window.__APP_CONFIG__`; an external file so the CSP needs no inline script)
 *   as a *deferred* script ahead of the entry module: deferred scripts and module scripts run in document order
 *   once the page is parsed, so the settings are still read before any app code, without blocking the first paint
 *   as the old parser-blocking tag at the end of the body did.
 * - The viewport, an icon (otherwise the browser asks for /favicon.ico, a 404 logged as a console error) and the
 *   page's margin reset.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** ui-kit's primary colour (libs/ui-kit/src/theme.ts), which carries white text at WCAG AA. */
const SPINNER_COLOUR = '#0958d9';
/** ui-kit's messages.loading. */
const LOADING_TEXT = '加载中...';

export interface AppShellOptions {
  /**
   * Phones (the H5 apps in native web views and WeChat): content under the notch area (`viewport-fit=cover`) and no
   * automatic phone-number links, which would turn question numbers and scores into dial links.
   */
  phone?: boolean;
}

const BOOT_CSS = `html,body{margin:0}
.boot{box-sizing:border-box;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;background:#f5f7fa;color:#333;font:16px/1.5 -apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}
.boot-spinner{width:28px;height:28px;border:3px solid #d6e4ff;border-top-color:${SPINNER_COLOUR};border-radius:50%;animation:boot-spin .8s linear infinite}
.boot-title{margin:0;font-size:18px;font-weight:600}
.boot-hint{margin:0;font-size:14px;color:#595959}
@keyframes boot-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.boot-spinner{animation:none}}`;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The boot screen for an app titled `title`: a live status region, so a screen reader says the app is loading. */
export function bootScreen(title: string): string {
  return (
    `<div class="boot" role="status" aria-live="polite">` +
    `<div class="boot-spinner" aria-hidden="true"></div>` +
    `<p class="boot-title">${escapeHtml(title)}</p><p class="boot-hint">${LOADING_TEXT}</p></div>`
  );
}

/**
 * The head tags of the shell. config.js comes first: this plugin runs before Vite adds the entry module's tag at the
 * end of the head, so the deferred settings script stands, and runs, before it (tools/src/app-shell.spec.ts builds
 * a page to prove the order).
 */
export function shellTags({ phone = false }: AppShellOptions): HtmlTagDescriptor[] {
  const viewport = phone ? 'width=device-width, initial-scale=1, viewport-fit=cover' : 'width=device-width, initial-scale=1';
  return [
    { tag: 'script', attrs: { src: './config.js', defer: true }, injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'viewport', content: viewport }, injectTo: 'head' },
    ...(phone ? [{ tag: 'meta', attrs: { name: 'format-detection', content: 'telephone=no' }, injectTo: 'head' } as const] : []),
    { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: './favicon.svg' }, injectTo: 'head' },
    { tag: 'style', children: BOOT_CSS, injectTo: 'head' },
  ];
}

const EMPTY_ROOT = '<div id="root"></div>';
const APP_PAGE = '/index.html';

/**
 * The built page's module script and its modulepreloads at low fetch priority. Module scripts are deferred: they
 * never hold up the boot screen, yet Chrome fetches them at High priority, which Lighthouse's load simulator counts
 * as render-blocking — it then dates the first paint after ~200 kB of JavaScript instead of with the HTML. Low is
 * the priority Chrome gives deferred classic scripts; with nothing else competing on the page the code arrives as
 * fast (measured: LCP unchanged, first paint 2.2 s → 0.9 s on simulated slow 4G; docs/quality.md).
 */
export function lowPriorityModules(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** Vite plugin: completes the app's index.html with the shared shell (see the module comment). */
export function appShell(options: AppShellOptions = {}): Plugin[] {
  return [appShellHtml(options), appShellModulePriority()];
}

function appShellHtml(options: AppShellOptions): Plugin {
  return {
    name: 'medteach:app-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { path }) {
        // Only the app's own page: landing-pages also builds the root entry (root/index.html), a page of its own.
        if (path !== APP_PAGE) return html;
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        if (!title || !html.includes(EMPTY_ROOT)) throw new Error('app-shell: index.html needs a <title> and an empty <div id="root"></div>');
        return { html: html.replace(EMPTY_ROOT, `<div id="root">${bootScreen(title)}</div>`), tags: shellTags(options) };
      },
    },
  };
}

/** Vite plugin, after Vite has added the built page's script and preload tags: see lowPriorityModules. */
export function appShellModulePriority(): Plugin {
  return {
    name: 'medteach:app-shell-module-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { path }) => (path === APP_PAGE ? lowPriorityModules(html) : html),
    },
  };
}
