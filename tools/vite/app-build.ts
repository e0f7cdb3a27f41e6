/**
 * Build settings shared by the five front ends' vite.config.ts (issue 9 performance budgets).
 *
 * - `APP_TREESHAKE`: the contract's zod schemas are marked `/*#__PURE__*\/` (tools/mark-pure-schemas.mjs), but
 *   Rolldown keeps the *arguments* of a dropped pure call when they read a property (`z.literal(PayScope.ALL)`),
 *   and with them every zod function the call referenced. Property reads have no side effects in our code and in
 *   the libraries we ship, so we say so, and zod leaves every entry chunk that only uses the contract's constants.
 * - `lazyFamilyChunks()`: gives named families of lazily loaded library modules a chunk each, keeping the modules
 *   the entry needs out of them (see admin-shell's vite.config.ts).
 * - `precompress()`: writes `.gz` and `.br` beside every compressible output file, so api-server's @fastify/static
 *   (`preCompressed: true`) sends ~4× fewer bytes without compressing on each request. Files the browser does not
 *   ask compressed for, or that compression would not shrink, stay as they are.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

export const APP_TREESHAKE = { propertyReadSideEffects: false } as const;

/** Text assets worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, headers cost more than compression saves (the figure CDNs and @fastify/compress use). */
export const MIN_COMPRESS_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11) for each compressible file of `fileNames`
 * in `dir`; both are built once at build time, so the slowest, smallest settings are affordable.
 * @returns the files compressed
 */
export async function precompressFiles(dir: string, fileNames: string[]): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(
    fileNames
      .filter((f) => COMPRESSIBLE.test(f))
      .map(async (fileName) => {
        const path = join(dir, fileName);
        const source = await readFile(path);
        if (source.length < MIN_COMPRESS_BYTES) return;
        const [gz, br] = await Promise.all([
          gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
          brotliAsync(source, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        ]);
        if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        if (br.length < source.length) await writeFile(`${path}.br`, br);
        done.push(fileName);
      }),
  );
  return done.sort();
}

/** Vite plugin: pre-compresses the build output after it is written. */
export function precompress(): Plugin {
  return {
    name: 'medteach:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}

/** A family of library modules that lazy pages share, to be loaded as one chunk of its own. */
export interface LazyFamily {
  name: string;
  test: RegExp;
}

/**
 * Code-splitting groups for `families`. A family chunk only takes modules the entry does not load: otherwise a
 * small shared module (a React context, a locale) would pull the whole family chunk into the entry. So the
 * family modules the entry does load (rolldown's `$initial` tag, known after tree-shaking) are grouped first, into
 * one chunk of the entry's own; dependencies stay where the bundler puts them, for the same reason.
 */
export function lazyFamilyChunks(families: LazyFamily[]): Rolldown.CodeSplittingGroup[] {
  const inAnyFamily = (id: string) => families.some(({ test }) => test.test(id));
  return [
    { name: 'entry-shared', tags: ['$initial'], test: inAnyFamily, priority: 1, includeDependenciesRecursively: false },
    ...families.map(({ name, test }) => ({ name, test, includeDependenciesRecursively: false })),
  ];
}
