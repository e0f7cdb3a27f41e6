/**
 * Proof that the architecture rules are enforced (docs/conventions.md "Architecture rules"): fixture files are linted with the
 * workspace's real ESLint config as if they lived inside a project, and `@nx/enforce-module-boundaries` must
 * report the deliberate violations and stay quiet on the allowed imports.
 */
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const BOUNDARY_RULE = '@nx/enforce-module-boundaries';

/** Lints a fixture from tools/lint-fixtures/ as if it were the file `placedAt` (relative to the workspace). */
async function lintFixtureAt(fixture: string, placedAt: string) {
  const code = readFileSync(join(workspaceRoot, 'tools', 'lint-fixtures', fixture), 'utf8');
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, placedAt) });
  return result.messages;
}

function boundaryErrors(messages: ESLint.LintResult['messages']) {
  return messages.filter((m) => m.ruleId === BOUNDARY_RULE && m.severity === 2).map((m) => m.message);
}

describe('module boundary rules', () => {
  it('forbids ui-kit (type:ui-base) from importing the data-access lib @medteach/api-client', async () => {
    const messages = await lintFixtureAt('ui-kit-imports-api-client.ts', 'libs/ui-kit/src/lint-fixture.ts');
    const errors = boundaryErrors(messages);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/type:ui-base/);
  });

  it('forbids teaching-ui (type:ui) from importing the feature lib @medteach/mobile-shell', async () => {
    const messages = await lintFixtureAt('ui-lib-imports-mobile-shell.ts', 'libs/teaching-ui/src/lint-fixture.ts');
    const errors = boundaryErrors(messages);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/type:ui\b/);
  });

  it('forbids a mobile app (platform:mobile) from importing antd', async () => {
    const messages = await lintFixtureAt('mobile-app-imports-antd.tsx', 'apps/learner-h5/src/lint-fixture.tsx');
    const errors = boundaryErrors(messages);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/antd/);
  });

  it('forbids the desktop admin-shell (platform:desktop) from importing antd-mobile', async () => {
    const messages = await lintFixtureAt('admin-imports-antd-mobile.tsx', 'apps/admin-shell/src/lint-fixture.tsx');
    const errors = boundaryErrors(messages);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/antd-mobile/);
  });

  it('reports nothing for a mobile app importing what it may (mobile-shell, api-client, ui-kit, antd-mobile)', async () => {
    const messages = await lintFixtureAt('clean-mobile-app.tsx', 'apps/learner-h5/src/lint-fixture.tsx');
    expect(messages).toEqual([]);
  });

  it('reports nothing for a feature lib (type:feature) importing data-access, ui-base, contract, React Query, antd-mobile', async () => {
    const messages = await lintFixtureAt('clean-feature-lib.tsx', 'libs/mobile-shell/src/lint-fixture.tsx');
    expect(messages).toEqual([]);
  });

  it('reports nothing for ui-kit importing allowed external packages only', async () => {
    const messages = await lintFixtureAt('clean-ui-kit.ts', 'libs/ui-kit/src/lint-fixture.ts');
    expect(messages).toEqual([]);
  });
});
