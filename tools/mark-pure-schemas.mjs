#!/usr/bin/env node
/**
 * `node tools/mark-pure-schemas.mjs [--check]`: marks every call the contract makes at module load (zod schema
 * constructions) with a `/*#__PURE__*\/` annotation, so bundlers drop the schemas an app does not use — and zod with
 * them. Without it every app's entry chunk carried zod (~25–30 kB gzip) just for `xxxPaths` constants (issue 9
 * bundle budget). The contract's spec `pure-schemas.spec.ts` bundles the constants and fails when zod comes back.
 *
 * Only expressions evaluated at load are annotated: initialisers of top-level `const`s, skipping function bodies.
 * A chain (`z.string().trim().min(1)`) needs one annotation at its head; calls inside arguments need their own.
 * --check: change nothing, list the unannotated calls and exit 1 when there are any.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { WORKSPACE_ROOT } from './lib/run.mjs';

export const PURE = '/*#__PURE__*/';
const CONTRACT_SRC = join(WORKSPACE_ROOT, 'libs/contract/src');

/**
 * Positions (in `source`) of load-time calls that lack a pure annotation.
 * @param {string} source TypeScript text
 * @returns {number[]} ascending start offsets
 */
export function unannotatedCalls(source) {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  /** @type {Set<number>} */
  const found = new Set();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return; // bodies run later, on call
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const start = node.getStart(file);
      const trivia = source.slice(node.getFullStart(), start);
      if (!/[#@]__PURE__/.test(trivia)) found.add(start);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) if (decl.initializer) visit(decl.initializer);
  }
  // A chain's inner calls start where the chain starts: one annotation covers the whole chain.
  return [...found].sort((a, b) => a - b);
}

/**
 * `source` with every load-time call annotated.
 * @param {string} source
 */
export function markPure(source) {
  let out = source;
  for (const at of unannotatedCalls(source).reverse()) out = `${out.slice(0, at)}${PURE} ${out.slice(at)}`;
  return out;
}

/** The contract's non-test sources. */
export const contractSources = () =>
  readdirSync(CONTRACT_SRC)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => join(CONTRACT_SRC, f));

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let missing = 0;
  for (const path of contractSources()) {
    const source = readFileSync(path, 'utf8');
    const calls = unannotatedCalls(source);
    if (!calls.length) continue;
    missing += calls.length;
    if (check) {
      for (const at of calls) console.log(`${path.slice(WORKSPACE_ROOT.length + 1)}:${source.slice(0, at).split('\n').length}: ${source.slice(at, at + 60).split('\n')[0]}`);
    } else {
      writeFileSync(path, markPure(source));
      console.log(`${path.slice(WORKSPACE_ROOT.length + 1)}: ${calls.length} call(s) marked pure`);
    }
  }
  if (check && missing) process.exitCode = 1;
}
