import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { lazyFamilyChunks, MIN_COMPRESS_BYTES, precompressFiles } from '../vite/app-build';

describe('precompressFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .gz and .br beside text assets that decompress to the original', async () => {
    const js = 'export const answer = "答案";\n'.repeat(200);
    writeFileSync(join(dir, 'index.js'), js);
    expect(await precompressFiles(dir, ['index.js'])).toEqual(['index.js']);
    expect(gunzipSync(readFileSync(join(dir, 'index.js.gz'))).toString()).toBe(js);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.js.br'))).toString()).toBe(js);
    expect(readFileSync(join(dir, 'index.js.br')).length).toBeLessThan(js.length / 4);
  });

  it('skips small files and formats that are compressed already', async () => {
    writeFileSync(join(dir, 'tiny.css'), 'a{}'.repeat(MIN_COMPRESS_BYTES / 8));
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4 * MIN_COMPRESS_BYTES));
    expect(await precompressFiles(dir, ['tiny.css', 'photo.png'])).toEqual([]);
    expect(existsSync(join(dir, 'tiny.css.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});

describe('lazyFamilyChunks', () => {
  it("first keeps the families' modules the entry loads together, then gives each family its chunk", () => {
    const groups = lazyFamilyChunks([
      { name: 'table', test: /[\\/]table[\\/]/ },
      { name: 'picker', test: /[\\/]select[\\/]/ },
    ]);
    expect(groups.map((g) => [g.name, g.tags ?? [], g.includeDependenciesRecursively])).toEqual([
      ['entry-shared', ['$initial'], false],
      ['table', [], false],
      ['picker', [], false],
    ]);
    const entryShared = groups[0].test as (id: string) => boolean;
    expect([entryShared('/n/table/x.js'), entryShared('/n/select/y.js'), entryShared('/n/menu/z.js')]).toEqual([true, true, false]);
  });
});
