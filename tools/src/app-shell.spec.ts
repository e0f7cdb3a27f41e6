import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type PluginOption, type Rolldown } from 'vite';
import { WORKSPACE_ROOT } from '../lib/run.mjs';
import { APP_TREESHAKE } from '../vite/app-build';
import { APP_TEST_TIMEOUT_MS, appViteConfig } from '../vite/app-config';
import { appShell, bootScreen, lowPriorityModules } from '../vite/app-shell';

/** Builds a one-module page the way an app's index.html is written, with the shell plugin; returns the HTML. */
async function buildPage(indexHtml: string, phone: boolean): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'app-shell-'));
  try {
    writeFileSync(join(root, 'index.html'), indexHtml);
    writeFileSync(join(root, 'main.js'), 'document.title += "!";\n');
    const output = (await build({ root, base: './', logLevel: 'silent', configFile: false, plugins: appShell({ phone }), build: { write: false } })) as Rolldown.RolldownOutput;
    const page = output.output.find((o) => o.fileName === 'index.html');
    if (page?.type !== 'asset') throw new Error('no index.html in the build');
    return String(page.source);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const APP_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8" /><title>医学题库</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;

describe('the shared app shell (tools/vite/app-shell.ts)', () => {
  it('runs config.js before the entry module, without blocking the first paint (deferred, earlier in the document)', async () => {
    const html = await buildPage(APP_PAGE, true);
    const config = html.indexOf('<script src="./config.js" defer>');
    const entry = html.search(/<script type="module"[^>]*src="\.\/assets\//);
    expect(config).toBeGreaterThan(-1);
    expect(entry).toBeGreaterThan(config);
    // the charset stays first, within the first 1024 bytes
    expect(html.indexOf('<meta charset="utf-8"')).toBeLessThan(config);
  });

  it('paints the app title and 加载中... inside #root as a status region until React replaces it', async () => {
    const html = await buildPage(APP_PAGE, true);
    expect(html).toContain(`<div id="root">${bootScreen('医学题库')}</div>`);
    expect(bootScreen('医学题库')).toMatch(/role="status".*医学题库.*加载中\.\.\./);
  });

  it('gives phones viewport-fit=cover and no phone-number links; desktop and boards only the plain viewport', async () => {
    const phone = await buildPage(APP_PAGE, true);
    expect(phone).toContain('content="width=device-width, initial-scale=1, viewport-fit=cover"');
    expect(phone).toContain('name="format-detection" content="telephone=no"');
    const board = await buildPage(APP_PAGE, false);
    expect(board).toContain('content="width=device-width, initial-scale=1"');
    expect(board).not.toContain('format-detection');
    // zooming stays allowed everywhere (WCAG 1.4.4)
    expect(board + phone).not.toMatch(/user-scalable|maximum-scale/);
  });

  it('fetches the deferred entry module and its preloads at low priority, so they never count as render-blocking', async () => {
    const html = await buildPage(APP_PAGE, true);
    const moduleTags = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(moduleTags.length).toBeGreaterThan(0);
    for (const tag of moduleTags) expect(tag).toContain('fetchpriority="low"');
    expect(lowPriorityModules('<script type="module" fetchpriority="high" src="x.js">')).toBe('<script type="module" fetchpriority="high" src="x.js">');
  });

  it('escapes the title it shows', () => {
    expect(bootScreen('<b>&"')).toContain('&#60;b&#62;&#38;&#34;');
  });

  it('refuses an index.html without a title or an empty root element', async () => {
    await expect(buildPage(APP_PAGE.replace('<title>医学题库</title>', ''), true)).rejects.toThrow(/needs a <title>/);
    await expect(buildPage(APP_PAGE.replace('<div id="root"></div>', '<main></main>'), true)).rejects.toThrow(/empty <div id="root">/);
  });
});

describe("an app's Vite configuration (tools/vite/app-config.ts)", () => {
  const pluginNames = (plugins: PluginOption): string[] =>
    Array.isArray(plugins) ? plugins.flatMap(pluginNames) : plugins && 'name' in plugins ? [plugins.name] : [];

  it("builds apps/<app> into dist/apps/<app>, the app's plugins after the shell, then the bundle record, then pre-compression", () => {
    const config = appViteConfig({ app: 'landing-pages', devPort: 4204, phone: true, plugins: [{ name: 'own' }] });
    expect(config.root).toBe(join(WORKSPACE_ROOT, 'apps/landing-pages'));
    expect(config.build?.outDir).toBe('../../dist/apps/landing-pages');
    expect(config.server?.port).toBe(4204);
    const names = pluginNames(config.plugins);
    expect(names.slice(names.indexOf('medteach:app-shell-module-priority'))).toEqual(['medteach:app-shell-module-priority', 'own', 'medteach-bundle-report', 'medteach:precompress']);
  });

  it("adds an app's own build and test settings to the shared ones instead of replacing them", () => {
    const input = { main: 'index.html', root: 'root/index.html' };
    const config = appViteConfig({
      app: 'admin-shell',
      devPort: 4205,
      build: { modulePreload: { polyfill: false }, rolldownOptions: { input } },
      test: { testTimeout: 15_000 },
    });
    expect(config.build).toMatchObject({ emptyOutDir: true, modulePreload: { polyfill: false }, rolldownOptions: { treeshake: APP_TREESHAKE, input } });
    expect(config.test).toMatchObject({ name: 'admin-shell', environment: 'jsdom', setupFiles: ['src/test-setup.ts'], testTimeout: 15_000 });
    expect(appViteConfig({ app: 'learner-h5', devPort: 4201 }).test?.testTimeout).toBe(APP_TEST_TIMEOUT_MS);
  });
});
