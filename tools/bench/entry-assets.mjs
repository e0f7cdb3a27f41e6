/**
 * What a built app costs on first load: the JS and CSS its entry HTML loads (module scripts, modulepreload and
 * stylesheet links), gzip-compressed, and its largest lazily loaded JS chunk. Pure file-system logic, unit-tested.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Maximum compression, as a CDN serving pre-compressed assets would use. */
export const GZIP_LEVEL = 9;

const TAG = /<(script|link)\b([^>]*)>/gi;
/** Inline scripts count too: a self-contained page (the root entry) carries its whole bundle inline. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ATTRIBUTE = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** @param {string} text @returns {Record<string, string>} */
function attributes(text) {
  /** @type {Record<string, string>} */
  const attrs = {};
  for (const m of text.matchAll(ATTRIBUTE)) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

/** @param {string} url */
function isLocal(url) {
  return !!url && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/**
 * The local asset URLs an HTML page loads up front, and the code of its inline scripts.
 * @param {string} html
 * @returns {{ js: string[], css: string[], inlineJs: string[] }}
 */
export function entryAssetUrls(html) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const [, tag, rest] of html.matchAll(TAG)) {
    const a = attributes(rest);
    if (tag.toLowerCase() === 'script' && isLocal(a.src)) js.add(a.src);
    const rels = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (tag.toLowerCase() === 'link' && isLocal(a.href)) {
      if (rels.includes('modulepreload')) js.add(a.href);
      if (rels.includes('stylesheet')) css.add(a.href);
    }
  }
  const inlineJs = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attrs, code]) => !('src' in attributes(attrs)) && code.trim())
    .map(([, , code]) => code);
  return { js: [...js], css: [...css], inlineJs };
}

/** @param {string} file */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: GZIP_LEVEL }).length;
}

/** @param {string} dir @param {string} ext @returns {string[]} */
function filesWithExtension(dir, ext) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return filesWithExtension(full, ext);
    return d.name.endsWith(ext) ? [full] : [];
  });
}

/**
 * Resolves an asset URL from an HTML file: relative to the page, or (leading `/`) to the app's folder.
 * @param {string} appDir @param {string} htmlFile @param {string} url
 */
function assetFile(appDir, htmlFile, url) {
  const path = decodeURIComponent(url.split(/[?#]/)[0]);
  return path.startsWith('/') ? join(appDir, path) : resolve(dirname(htmlFile), path);
}

/**
 * @typedef {{ file: string, gzip: number }} SizedFile
 * @typedef {{ html: string, js: SizedFile[], css: SizedFile[], jsGzip: number, cssGzip: number, missing: string[] }} EntryCost
 * @typedef {{ app: string, entries: EntryCost[], largestLazyChunk: SizedFile | null }} AppCost
 */

/**
 * Measures one built app folder (e.g. dist/apps/learner-h5). Every HTML file is an entry (index.html first);
 * JS files no entry loads up front are lazy chunks.
 * @param {string} appDir
 * @returns {AppCost}
 */
export function measureApp(appDir) {
  const rel = (/** @type {string} */ f) => relative(appDir, f).split(sep).join('/');
  const htmlFiles = filesWithExtension(appDir, '.html').sort((a, b) => Number(rel(b) === 'index.html') - Number(rel(a) === 'index.html') || a.localeCompare(b));
  /** @type {Set<string>} */
  const loadedUpFront = new Set();
  const entries = htmlFiles.map((html) => {
    const urls = entryAssetUrls(readFileSync(html, 'utf8'));
    /** @type {string[]} */
    const missing = [];
    const size = (/** @type {string[]} */ list) =>
      list.flatMap((url) => {
        const file = assetFile(appDir, html, url);
        if (!existsSync(file)) {
          missing.push(url);
          return [];
        }
        loadedUpFront.add(file);
        return [{ file: rel(file), gzip: gzipSize(file) }];
      });
    const inline = urls.inlineJs.map((code) => ({ file: '(inline script)', gzip: gzipSync(code, { level: GZIP_LEVEL }).length }));
    const js = [...size(urls.js), ...inline];
    const css = size(urls.css);
    const sum = (/** @type {SizedFile[]} */ l) => l.reduce((n, f) => n + f.gzip, 0);
    return { html: rel(html), js, css, jsGzip: sum(js), cssGzip: sum(css), missing };
  });
  /** @type {SizedFile | null} */
  let largestLazyChunk = null;
  for (const file of filesWithExtension(appDir, '.js')) {
    if (loadedUpFront.has(file)) continue;
    const gzip = gzipSize(file);
    if (!largestLazyChunk || gzip > largestLazyChunk.gzip) largestLazyChunk = { file: rel(file), gzip };
  }
  return { app: appDir.split(sep).pop() ?? appDir, entries, largestLazyChunk };
}

/** @param {number} bytes */
export function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
