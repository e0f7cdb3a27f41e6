import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { build, type Rolldown } from 'vite';
import { WORKSPACE_ROOT } from '../lib/run.mjs';
import { contractSources, markPure, PURE, unannotatedCalls } from '../mark-pure-schemas.mjs';
import { APP_TREESHAKE } from '../vite/app-build';

describe('markPure', () => {
  it('annotates each load-time call chain once, and calls inside its arguments separately', () => {
    const source = "export const body = z.object({ name: z.string().trim().min(1, '请输入'), id: idParam.optional() });\n";
    expect(markPure(source)).toBe(
      `export const body = ${PURE} z.object({ name: ${PURE} z.string().trim().min(1, '请输入'), id: ${PURE} idParam.optional() });\n`,
    );
  });

  it('leaves function bodies, non-const statements and annotated calls alone', () => {
    const source = [
      `const trimmed = (max: number) => z.string().max(max);`,
      `export function parse(s: unknown) { return schema.parse(s); }`,
      `export const done = ${PURE} z.string();`,
      `export const paths = { a: '/a' } as const;`,
    ].join('\n');
    expect(unannotatedCalls(source)).toEqual([]);
    expect(markPure(source)).toBe(source);
  });
});

/**
 * Load-time templates that read a property (`${LIMITS.title}`): Rolldown counts the string conversion as a side effect
 * and keeps it, so the module runs in every app that imports the contract, in the entry chunk, with the schemas the
 * lazy pages use from it — and zod. Function bodies run later and are fine.
 */
function propertyTemplates(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) return;
    if (ts.isTemplateSpan(node) && (ts.isPropertyAccessExpression(node.expression) || ts.isElementAccessExpression(node.expression))) found.push(node.expression.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The contract's exported constants: `export const` whose value is a literal (paths, codes, messages, limits) —
 * not a call, a function or another binding (schema builders and aliases of schemas).
 */
function constantExports(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const decl of statement.declarationList.declarations) {
      let value = decl.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
      const literal = value && (ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value) || ts.isLiteralExpression(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isPrefixUnaryExpression(value));
      if (literal && ts.isIdentifier(decl.name)) names.push(decl.name.text);
    }
  }
  return names;
}

// Issue 9 bundle budget: every app's entry imports the contract's constants; zod must not come with them.
describe('the contract in a bundle', () => {
  it('finds property reads in load-time templates, not in functions or plain constants', () => {
    const source = ['const MAX = 5;', 'export const m = { a: `至多${MAX}个`, b: `至多${L.max}个`, c: (n: number) => `${L.max}${n}` };', 'export const s = z.string().max(1, `${L["x"]}`);'].join('\n');
    expect(propertyTemplates(source)).toEqual(['L.max', 'L["x"]']);
  });

  it('no load-time template reads a property (it would keep its module, schemas and zod, in every entry chunk)', () => {
    const found = contractSources().flatMap((path) => propertyTemplates(readFileSync(path, 'utf8')).map((expr) => `${path}: ${expr}`));
    expect(found).toEqual([]);
  });

  it('every schema construction is annotated pure (run `node tools/mark-pure-schemas.mjs` to fix)', () => {
    const missing = contractSources().flatMap((path) => unannotatedCalls(readFileSync(path, 'utf8')).map((at) => `${path}@${at}`));
    expect(missing).toEqual([]);
  });

  it('importing all of its constants, as the apps build, bundles no zod', async () => {
    const names = contractSources().flatMap((path) => constantExports(readFileSync(path, 'utf8')));
    expect(names).toEqual(expect.arrayContaining(['authPaths', 'systemPaths', 'ResultCode', 'STATION_EVENTS']));
    const index = join(WORKSPACE_ROOT, 'libs/contract/src/index.ts');
    const entry = `import { ${names.join(', ')} } from ${JSON.stringify(index)};\nconsole.log(${names.join(', ')});\n`;
    const output = (await build({
      configFile: false,
      root: WORKSPACE_ROOT,
      logLevel: 'silent',
      plugins: [{ name: 'entry', resolveId: (id) => (id === 'entry' ? '\0entry' : null), load: (id) => (id === '\0entry' ? entry : null) }],
      build: { write: false, minify: false, rolldownOptions: { input: 'entry', treeshake: APP_TREESHAKE } },
    })) as Rolldown.RolldownOutput;
    const code = output.output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
    expect(code).toContain('/auth/login'); // the constants are there …
    expect(code).not.toMatch(/node_modules\/zod|_zod/); // … zod is not
  });
});
