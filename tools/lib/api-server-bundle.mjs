/**
 * The production build of api-server: one ES module (`main.mjs`, with its source map) that Node runs as it is, without
 * tsx. esbuild bundles the server's TypeScript and the `@medteach/*` libraries it imports (tsconfig path aliases, not
 * packages); every npm package stays an import resolved from node_modules at run time.
 *
 * Files the server opens by path at run time are written as `new URL('<relative path>', import.meta.url)` in the
 * sources. Inside the bundle every module shares the bundle's own URL, so each such path is rewritten to a copy next
 * to the bundle: a script (the bcrypt worker thread) is bundled as an entry of its own, anything else (the seed media
 * in apps/api-server/assets) is copied. Other ways of finding the server's own folder (`__dirname`,
 * `import.meta.dirname`, a URL built from a variable) would point at the wrong place, so they fail the build.
 */
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { WORKSPACE_ROOT } from './run.mjs';
import { API_SERVER_BUNDLE_DIR } from './server.mjs';

const PROJECT_ROOT = join(WORKSPACE_ROOT, 'apps/api-server');
const SOURCE_ROOT = join(PROJECT_ROOT, 'src');
const TSCONFIG = join(PROJECT_ROOT, 'tsconfig.app.json');
/** What `src/main.ts` does once it has the server loaded; main.ts itself also knows how to load it through tsx. */
const PRODUCTION_ENTRY = `import { start } from './server/start';

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
`;
const FILE_URL = /new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const OTHER_SELF_LOCATION = /import\.meta\.(url|dirname|filename)|\b__dirname\b|\b__filename\b/;
const SCRIPT = /\.(ts|mts|js|mjs)$/;

/** @type {import('esbuild').BuildOptions} */
const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: TSCONFIG,
  sourcemap: true,
  // Error and class names in logs stay as written even where two modules use the same name.
  keepNames: true,
  // The Chinese messages stay readable in the bundle (and in its stack traces).
  charset: 'utf8',
  logLevel: 'warning',
};

/**
 * Where a run-time file of the project goes in the bundle folder: `src/` dropped, the rest kept (assets/…).
 * @param {string} file absolute path inside apps/api-server
 */
function bundlePathOf(file) {
  const fromProject = relative(PROJECT_ROOT, file);
  if (fromProject.startsWith('..')) throw new Error(`${file} is outside apps/api-server: the bundle cannot carry it`);
  const fromSource = relative(SOURCE_ROOT, file);
  const kept = fromSource.startsWith('..') ? fromProject : fromSource;
  return SCRIPT.test(kept) ? kept.slice(0, -extname(kept).length) + '.mjs' : kept;
}

/**
 * @param {string} outdir
 * @param {Map<string, string>} runtimeFiles absolute source path → path in outdir, filled while bundling
 * @returns {import('esbuild').Plugin}
 */
function runtimeFilePlugin(outdir, runtimeFiles) {
  return {
    name: 'api-server-runtime-files',
    setup(b) {
      b.onLoad({ filter: SCRIPT }, async ({ path }) => {
        if (path.split(sep).includes('node_modules')) return undefined;
        const source = await readFile(path, 'utf8');
        const outFile = /** @type {string} */ (b.initialOptions.outfile);
        const rewritten = source.replace(FILE_URL, (_match, quote, url) => {
          const target = resolve(dirname(path), url);
          if (!existsSync(target)) throw new Error(`${relative(WORKSPACE_ROOT, path)}: ${url} does not exist`);
          const inBundle = join(outdir, bundlePathOf(target));
          runtimeFiles.set(target, inBundle);
          let fromBundle = relative(dirname(outFile), inBundle).split(sep).join('/');
          if (!fromBundle.startsWith('.')) fromBundle = `./${fromBundle}`;
          if (url.endsWith('/')) fromBundle += '/';
          return `new URL(${quote}${fromBundle}${quote}, import.meta.url)`;
        });
        const leftover = rewritten.replace(FILE_URL, '').match(OTHER_SELF_LOCATION);
        if (leftover) {
          throw new Error(
            `${relative(WORKSPACE_ROOT, path)} uses ${leftover[0]}: in the bundle that is the bundle's location, not this file's. ` +
              `Name run-time files as new URL('<relative path>', import.meta.url) so that the build carries them.`,
          );
        }
        return { contents: rewritten, loader: path.endsWith('ts') ? 'ts' : 'js' };
      });
    },
  };
}

/**
 * Bundles api-server into `outdir` (emptied first): main.mjs, the worker scripts and the files they open, with maps.
 * `outdir` must lie inside the workspace so that the bundle finds node_modules.
 * @param {{ outdir?: string }} [options]
 * @returns {Promise<{ entry: string, files: string[] }>} files: every file written, relative to outdir
 */
export async function bundleApiServer({ outdir = API_SERVER_BUNDLE_DIR } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  /** @type {Map<string, string>} */
  const runtimeFiles = new Map();
  const entry = join(outdir, 'main.mjs');
  /** @type {string[]} */
  const written = [];
  /** @param {import('esbuild').BuildResult<{ metafile: true }>} result */
  const keep = (result) => written.push(...Object.keys(result.metafile.outputs).map((f) => resolve(WORKSPACE_ROOT, f)));

  keep(
    await build({
      ...COMMON,
      stdin: { contents: PRODUCTION_ENTRY, resolveDir: SOURCE_ROOT, sourcefile: 'main.production.ts', loader: 'ts' },
      outfile: entry,
      absWorkingDir: WORKSPACE_ROOT,
      metafile: true,
      plugins: [runtimeFilePlugin(outdir, runtimeFiles)],
    }),
  );
  // Worker scripts may name run-time files of their own: carry on until nothing new turns up.
  const done = new Set();
  for (let pending = [...runtimeFiles]; pending.length; pending = [...runtimeFiles].filter(([from]) => !done.has(from))) {
    for (const [from, to] of pending) {
      done.add(from);
      if (SCRIPT.test(from)) {
        keep(
          await build({ ...COMMON, entryPoints: [from], outfile: to, absWorkingDir: WORKSPACE_ROOT, metafile: true, plugins: [runtimeFilePlugin(outdir, runtimeFiles)] }),
        );
      } else {
        mkdirSync(dirname(to), { recursive: true });
        cpSync(from, to, { recursive: true });
        written.push(...(statSync(from).isDirectory() ? listFiles(to) : [to]));
      }
    }
  }
  return { entry, files: [...new Set(written.map((f) => relative(outdir, f).split(sep).join('/')))].sort() };
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return statSync(dir).isDirectory()
    ? readdirSync(dir).flatMap((name) => listFiles(join(dir, name)))
    : [dir];
}
