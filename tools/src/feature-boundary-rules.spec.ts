/**
 * Proof that the front-end apps' feature-folder rule is enforced (tools/eslint/feature-boundaries.mjs, docs/conventions.md
 * "Apps"): fixtures from tools/lint-fixtures/ are linted with the workspace's real ESLint config as if they sat inside a
 * feature of admin-shell and of teaching-h5, in a feature's sub-folder, in app code and in shared code. Every import
 * of another feature's modules must be refused; another feature's index.ts, the feature's own modules, shared code and
 * the route table's lazy `import()` of a page must pass.
 */
import { ESLint, type Linter } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const RULE = 'no-restricted-imports';

/** Lints a fixture from tools/lint-fixtures/ as if it were the file `placedAt` (relative to the workspace). */
async function lintFixtureAt(fixture: string, placedAt: string, cwd = workspaceRoot): Promise<Linter.LintMessage[]> {
  const code = readFileSync(join(workspaceRoot, 'tools', 'lint-fixtures', fixture), 'utf8');
  const eslint = new ESLint({ cwd });
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, placedAt) });
  return result.messages;
}

/** The lines the feature rule refuses, in order. */
const refusedLines = (messages: Linter.LintMessage[]) => messages.filter((m) => m.ruleId === RULE && m.severity === 2).map((m) => m.line);

/** The fixture's lines that import or re-export from `specifiers` (every import line when none are given), 1-based. */
function importLines(fixture: string, specifiers?: string[]): number[] {
  const lines = readFileSync(join(workspaceRoot, 'tools', 'lint-fixtures', fixture), 'utf8').split('\n');
  const found = lines.flatMap((l, i) => (/^(import|export) .* from '([^']+)';$/.test(l) && (!specifiers || specifiers.some((s) => l.endsWith(`from '${s}';`))) ? [i + 1] : []));
  if (specifiers && found.length < specifiers.length) throw new Error(`${specifiers.join(', ')} not all imported in ${fixture}`);
  return found;
}

const FEATURES = ['apps/admin-shell/src/features/orders', 'apps/teaching-h5/src/features/homework'];

describe.each(FEATURES)('a file of %s', (feature) => {
  it("refuses every import of another feature's modules: sibling path, type import, re-export, via features/", async () => {
    const fixture = 'feature-imports-feature-internals.tsx';
    const messages = await lintFixtureAt(fixture, `${feature}/lint-fixture.tsx`);
    expect(importLines(fixture)).toHaveLength(5);
    expect(refusedLines(messages)).toEqual(importLines(fixture));
    expect(messages.find((m) => m.ruleId === RULE)?.message).toMatch(/index\.ts/);
  });

  it("reports nothing for another feature's index, the feature's own modules, shared code and libraries", async () => {
    const messages = await lintFixtureAt('feature-imports-feature-index.tsx', `${feature}/lint-fixture.tsx`);
    expect(messages).toEqual([]);
  });

  it("one folder down, refuses only the other feature's module", async () => {
    const fixture = 'feature-subfolder-imports.tsx';
    const messages = await lintFixtureAt(fixture, `${feature}/parts/lint-fixture.tsx`);
    expect(refusedLines(messages)).toEqual(importLines(fixture, ['../../products/api']));
  });
});

describe.each(['apps/admin-shell/src', 'apps/learner-h5/src', 'apps/teaching-h5/src'])('code of %s outside the features', (src) => {
  it("refuses a static import of a feature's modules from app and shared code", async () => {
    const fixture = 'app-imports-feature-internals.tsx';
    const expected = importLines(fixture, ['../features/orders/OrdersPage', '../features/orders/api']);
    expect(refusedLines(await lintFixtureAt(fixture, `${src}/app/lint-fixture.tsx`))).toEqual(expected);
    expect(refusedLines(await lintFixtureAt(fixture, `${src}/shared/lint-fixture.tsx`))).toEqual(expected);
  });

  it("lets the route table lazy-load a page module and take a loader from the feature's index", async () => {
    const messages = await lintFixtureAt('app-lazy-loads-feature-pages.tsx', `${src}/app/lint-fixture.tsx`);
    expect(messages).toEqual([]);
  });
});

it("applies when an app lints from its own folder with its own eslint.config.js (the nx lint target)", async () => {
  const fixture = 'feature-imports-feature-internals.tsx';
  const messages = await lintFixtureAt(fixture, 'apps/teaching-h5/src/features/homework/lint-fixture.tsx', join(workspaceRoot, 'apps', 'teaching-h5'));
  expect(refusedLines(messages)).toEqual(importLines(fixture));
});

it('leaves api-server alone (its layers have rules of their own)', async () => {
  const messages = await lintFixtureAt('app-imports-feature-internals.tsx', 'apps/api-server/src/app/lint-fixture.tsx');
  expect(refusedLines(messages)).toEqual([]);
});
