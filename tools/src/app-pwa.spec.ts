import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { WORKSPACE_ROOT } from '../lib/run.mjs';
import { ICON_FILES, iconPng, PWA_APPS } from '../pwa-icons.mjs';
import { appPwa, appPwaOptions, NETWORK_ONLY_PATHS } from '../vite/app-pwa';

const APP = { name: '医学题库', shortName: '医学题库', description: '测试' };

/** Builds a one-module app with the PWA plugin into a temporary folder; returns a reader of its output files. */
async function buildApp() {
  const root = mkdtempSync(join(tmpdir(), 'app-pwa-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(join(root, 'main.js'), 'document.title += "!";\n');
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'public', 'config.js'), 'window.__APP_CONFIG__ = {};\n'); // as the apps ship it
  await build({ root, base: './', logLevel: 'silent', configFile: false, plugins: [appPwa(APP)], build: { outDir: join(root, 'dist') } });
  return { read: (file: string) => readFileSync(join(root, 'dist', file), 'utf8'), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

describe('installable phone apps (issue 18, tools/vite/app-pwa.ts)', () => {
  let out: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    out = await buildApp();
  }, 60_000);
  afterAll(() => out?.cleanup());

  it('writes a manifest that installs the app standalone from wherever it is mounted', () => {
    const manifest = JSON.parse(out.read('manifest.webmanifest'));
    expect(manifest).toMatchObject({ name: '医学题库', short_name: '医学题库', start_url: './#/', scope: './', id: './', display: 'standalone', theme_color: '#0958d9', background_color: '#f5f7fa' });
    expect(manifest.icons).toEqual([
      expect.objectContaining({ src: 'icons/icon-192.png', sizes: '192x192', purpose: 'any' }),
      expect.objectContaining({ src: 'icons/icon-512.png', sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ src: 'icons/maskable-512.png', sizes: '512x512', purpose: 'maskable' }),
    ]);
  });

  it('links the manifest, the theme colour and a deferred worker registration from the page', () => {
    const html = out.read('index.html');
    expect(html).toContain('<link rel="manifest" href="./manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#0958d9">');
    expect(html).toMatch(/<script[^>]*src="\.\/registerSW\.js" defer>/);
    // Registered after the page has loaded, relative to the app's folder.
    expect(out.read('registerSW.js')).toMatch(/addEventListener\('load'.*register\('\.\/sw\.js', \{ scope: '\.\/' \}\)/);
  });

  it('precaches the shell, takes over on update, and falls back to index.html only for navigations outside /api/ and /file/', () => {
    // Minified or not (NODE_ENV): compare without spaces and quotes.
    const sw = out.read('sw.js').replace(/[\s"']+/g, '');
    expect(sw).toContain('url:index.html');
    expect(sw).toMatch(/url:assets\/index-[\w-]+\.js/);
    expect(sw).not.toContain('url:config.js'); // deployment settings: network first, never a build's copy
    expect(sw).toContain('self.skipWaiting()');
    expect(sw).toContain('clientsClaim()');
    expect(sw).toMatch(/NavigationRoute\(\w+\.createHandlerBoundToURL\(index\.html\)/);
    expect(sw).toContain('denylist:[/^\\/api\\//,/^\\/file\\//]');
  });

  it('gives the API and stored files no cache route: the worker never answers them', () => {
    const { workbox } = appPwaOptions(APP);
    const urls = ['/api/exam/getQuestions?studyBankId=1', '/file/2026/a.png'].map((u) => new URL(u, 'http://app.test'));
    for (const url of urls) {
      expect(NETWORK_ONLY_PATHS.some((p) => p.test(url.pathname))).toBe(true);
      for (const route of workbox?.runtimeCaching ?? []) {
        const match = route.urlPattern as (o: { url: URL; sameOrigin: boolean }) => boolean;
        expect(match({ url, sameOrigin: true })).toBe(false);
      }
    }
    // The precache holds built files only: no pattern reaches outside the build.
    expect(workbox?.globPatterns?.every((g) => !g.includes('api') && !g.includes('file'))).toBe(true);
  });

  it('ships the committed icons exactly as tools/pwa-icons.mjs draws them', () => {
    for (const app of PWA_APPS) {
      for (const [file, { size, maskable }] of Object.entries(ICON_FILES)) {
        const committed = readFileSync(join(WORKSPACE_ROOT, 'apps', app, 'public', 'icons', file));
        expect(committed.equals(iconPng(size, maskable)), `${app}/${file}`).toBe(true);
        expect(committed.readUInt32BE(16)).toBe(size); // IHDR width
      }
    }
  });
});
