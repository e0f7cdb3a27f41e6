import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryAssetUrls, GZIP_LEVEL, measureApp } from '../bench/entry-assets.mjs';

const gz = (text: string) => gzipSync(Buffer.from(text), { level: GZIP_LEVEL }).length;

describe('entryAssetUrls', () => {
  it('collects module scripts, modulepreload links and stylesheets, skipping remote URLs and other links', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="./assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/vendor-def.js">
      <link href='./assets/index-ghi.css' rel='stylesheet' crossorigin>
      <link rel="icon" href="./favicon.ico">
      <script src="https://cdn.example.com/analytics.js"></script>
      <link rel="stylesheet" href="//fonts.example.com/a.css">
      <script>window.__APP_CONFIG__ = {}</script>
    </head><body><div id="root"></div></body></html>`;
    expect(entryAssetUrls(html)).toEqual({
      js: ['./assets/index-abc.js', './assets/vendor-def.js'],
      css: ['./assets/index-ghi.css'],
      inlineJs: ['window.__APP_CONFIG__ = {}'],
    });
  });
});

describe('measureApp', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (rel: string, text: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };

  it('sums the gzip size of what the entry loads and finds the largest lazy chunk', () => {
    const entry = 'console.log("entry");'.repeat(20);
    const vendor = 'export const react = 1;'.repeat(50);
    const css = 'body{margin:0}'.repeat(10);
    const smallLazy = 'export default 1;';
    const bigLazy = Array.from({ length: 200 }, (_, i) => `export const q${i} = ${i * 7919};`).join('\n');
    write('index.html', '<script type="module" src="./assets/index.js"></script><link rel="modulepreload" href="./assets/vendor.js"><link rel="stylesheet" href="./assets/index.css">');
    write('assets/index.js', entry);
    write('assets/vendor.js', vendor);
    write('assets/index.css', css);
    write('assets/small-lazy.js', smallLazy);
    write('assets/big-lazy.js', bigLazy);

    const cost = measureApp(dir);
    expect(cost.entries).toHaveLength(1);
    expect(cost.entries[0]).toMatchObject({ html: 'index.html', jsGzip: gz(entry) + gz(vendor), cssGzip: gz(css), missing: [] });
    expect(cost.largestLazyChunk).toEqual({ file: 'assets/big-lazy.js', gzip: gz(bigLazy) });
  });

  it('treats every HTML page as an entry (index.html first) and reports links to missing files', () => {
    write('index.html', '<script type="module" src="/assets/main.js"></script>');
    write('assets/main.js', 'main()');
    const inlineForward = 'location.replace("/learner/#/goods")';
    write('root/index.html', `<script type="module" src="../assets/forward.js"></script><script type="module">${inlineForward}</script><link rel="stylesheet" href="./gone.css">`);
    write('assets/forward.js', 'forward()');

    const cost = measureApp(dir);
    expect(cost.entries.map((e) => e.html)).toEqual(['index.html', 'root/index.html']);
    expect(cost.entries[1].missing).toEqual(['./gone.css']);
    expect(cost.entries[1].jsGzip).toBe(gz('forward()') + gz(inlineForward));
    // Both scripts load up front from some entry, so nothing is lazy.
    expect(cost.largestLazyChunk).toBeNull();
  });
});
