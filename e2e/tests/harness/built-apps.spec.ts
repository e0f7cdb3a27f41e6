/**
 * The built apps, checked where the build is sure to exist: e2e runs after `npm test`'s build stage (and
 * global-setup refuses to start without dist/apps). This used to be an api-server unit test guarded by
 * `skipIf(!existsSync(dist/apps))`, which never ran in `npm test` because unit tests run before the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FRONTEND_APPS, WORKSPACE_ROOT } from '../../../tools/lib/run.mjs';

const BUILT_APPS = join(WORKSPACE_ROOT, 'dist', 'apps');

test('every built app has a shell the CSP allows: no inline script, no inline event handler', () => {
  expect(FRONTEND_APPS.length).toBeGreaterThanOrEqual(5);
  // The root entry that forwards legacy links is built with landing-pages and served at `/`.
  for (const project of [...FRONTEND_APPS, 'landing-pages/root']) {
    const html = readFileSync(join(BUILT_APPS, project, 'index.html'), 'utf8');
    expect(html, project).toMatch(/<script\b[^>]*\bsrc=/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, code]) => !/\bsrc=/.test(attrs) && code.trim());
    expect(inline.map(([tag]) => tag.slice(0, 80)), project).toEqual([]);
    expect(html, project).not.toMatch(/\son[a-z]+=/);
  }
});
