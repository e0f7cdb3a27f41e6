/**
 * Proof that api-server's layer rules are enforced (tools/eslint/server-layers.mjs, docs/data-layer.md): fixtures from
 * tools/lint-fixtures/ are linted with the workspace's real ESLint config as if they sat in api-server, and the rules
 * must report every deliberate violation — SQL, transactions and kysely in a `*-routes.ts` file; an import of
 * modules/ from db/ or core/ — and stay quiet on the clean controls and outside the files they govern.
 */
import { ESLint, type Linter } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '..', '..');
const SERVER = 'apps/api-server/src';
const LAYER_RULES = ['@typescript-eslint/no-restricted-imports', 'no-restricted-imports', 'no-restricted-syntax'];

/** Lints a fixture from tools/lint-fixtures/ as if it were the file `placedAt` (relative to the workspace). */
async function lintFixtureAt(fixture: string, placedAt: string): Promise<Linter.LintMessage[]> {
  const code = readFileSync(join(workspaceRoot, 'tools', 'lint-fixtures', fixture), 'utf8');
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, placedAt) });
  return result.messages;
}

/** The layer rules' errors as `line rule`, in order. */
const layerErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.severity === 2 && LAYER_RULES.includes(m.ruleId ?? '')).map((m) => `${m.line} ${m.ruleId}`);

/** The fixture's line holding `text`, 1-based. */
function lineOf(fixture: string, text: string): number {
  const lines = readFileSync(join(workspaceRoot, 'tools', 'lint-fixtures', fixture), 'utf8').split('\n');
  const index = lines.findIndex((l) => l.includes(text));
  if (index < 0) throw new Error(`${text} not in ${fixture}`);
  return index + 1;
}

describe('routes hold no SQL and no transactions', () => {
  const fixture = 'routes-with-sql.ts';
  const at = (text: string) => lineOf(fixture, text);

  it('reports every kysely and db/ import, query, raw SQL and transaction of a *-routes.ts file', async () => {
    const messages = await lintFixtureAt(fixture, `${SERVER}/modules/teaching/lint-fixture-routes.ts`);
    const syntax = 'no-restricted-syntax';
    const imports = '@typescript-eslint/no-restricted-imports';
    expect(layerErrors(messages)).toEqual([
      `${at("from 'kysely'")} ${imports}`,
      `${at('db/queryable')} ${imports}`,
      `${at('db/queryable')} ${syntax}`,
      `${at('db/engine')} ${imports}`,
      `${at('db/tables')} ${imports}`,
      `${at('db.selectFrom(')} ${syntax}`,
      `${at('db.insertInto(')} ${syntax}`,
      `${at('db.updateTable(')} ${syntax}`,
      `${at('db.deleteFrom(')} ${syntax}`,
      `${at('db.with(')} ${syntax}`,
      `${at('db.with(')} ${syntax}`, // the CTE's own selectFrom
      `${at('db.with(')} ${syntax}`, // and the outer one after it
      `${at('db.transaction(')} ${syntax}`,
      `${at('await atomically(')} ${syntax}`,
      `${at('sql`SELECT 1`')} ${syntax}`,
      `${at('sql.ref(')} ${syntax}`,
    ]);
    expect(messages.find((m) => m.ruleId === 'no-restricted-syntax')?.message).toMatch(/repository\.ts.*service/);
  });

  it('reports nothing for a route that parses, calls one function and answers (the Queryable type allowed)', async () => {
    const messages = await lintFixtureAt('routes-clean.ts', `${SERVER}/modules/teaching/lint-fixture-routes.ts`);
    expect(messages).toEqual([]);
  });

  it('governs route files only: the same code in a repository reports no layer error', async () => {
    const messages = await lintFixtureAt(fixture, `${SERVER}/modules/teaching/lint-fixture-repository.ts`);
    expect(layerErrors(messages)).toEqual([]);
  });
});

describe('db/ and core/ import nothing from modules/', () => {
  const fixture = 'core-imports-module.ts';
  const expected = (rule: string) => [`${lineOf(fixture, 'modules/system/seed')} ${rule}`, `${lineOf(fixture, 'modules/registry')} ${rule}`];

  it.each(['core', 'db'])('reports both imports of a module from %s/', async (layer) => {
    const messages = await lintFixtureAt(fixture, `${SERVER}/${layer}/lint-fixture.ts`);
    expect(layerErrors(messages)).toEqual(expected('no-restricted-imports'));
    expect(messages[0].message).toMatch(/modules\/registry\.ts/);
  });

  it('reports nothing for core using db/ and itself', async () => {
    const messages = await lintFixtureAt('core-clean.ts', `${SERVER}/core/lint-fixture.ts`);
    expect(messages).toEqual([]);
  });

  it('leaves tests and the modules themselves alone (they may assemble the whole server)', async () => {
    expect(layerErrors(await lintFixtureAt(fixture, `${SERVER}/core/lint-fixture.spec.ts`))).toEqual([]);
    expect(layerErrors(await lintFixtureAt(fixture, `${SERVER}/server/lint-fixture.ts`))).toEqual([]);
  });
});
