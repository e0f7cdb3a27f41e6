import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleReport, readBundleReport } from '../vite/bundle-report.mjs';

const WORKSPACE = resolve(__dirname, '../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs the plugin's build hooks on a two-chunk bundle and writes the record into a temporary folder. */
async function recordBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
  dirs.push(dir);
  const plugin = bundleReport() as unknown as Record<string, (...args: unknown[]) => unknown>;
  const page = join(WORKSPACE, 'apps/admin-shell/src/features/user/user-page.tsx');
  plugin.buildStart();
  plugin.transform(`import { Button } from 'antd';`, page);
  plugin.generateBundle({}, {
    'index.js': { type: 'chunk', fileName: 'index.js', isEntry: true, facadeModuleId: join(WORKSPACE, 'apps/admin-shell/index.html'), imports: [], modules: { '\0vite/preload-helper.js': { renderedLength: 10 } } },
    'user.js': { type: 'chunk', fileName: 'user.js', isEntry: false, facadeModuleId: page, imports: ['index.js'], modules: { [page]: { renderedLength: 99 } } },
  });
  await plugin.writeBundle({ dir });
  return { dir, page };
}

describe('the bundle record a build leaves beside its output', () => {
  it('names modules relative to the workspace, so a build Nx restores from its cache into another checkout still reads', async () => {
    const { dir } = await recordBuild();
    const saved = readFileSync(join(dir, '.bundle-report.json'), 'utf8');
    expect(saved).not.toContain(WORKSPACE);
    expect(saved).toContain('./apps/admin-shell/src/features/user/user-page.tsx');
  });

  it('reads back as the modules of this checkout, virtual modules unchanged', async () => {
    const { dir, page } = await recordBuild();
    const report = await readBundleReport(dir);
    expect(report?.chunks.map((c) => c.facadeModuleId)).toEqual([join(WORKSPACE, 'apps/admin-shell/index.html'), page]);
    expect(report?.chunks[0].modules).toEqual(['\0vite/preload-helper.js']);
    expect(report?.uiImports.get(page)?.[0].source).toBe('antd');
  });
});
