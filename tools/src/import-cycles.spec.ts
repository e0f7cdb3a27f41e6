/**
 * No run-time import cycles in any app or lib (api-server once had `db/db.ts → db/seed.ts → modules/*\/seed.ts →
 * db/db.ts`). A cycle makes load order decide whether a binding is initialised yet; type-only imports are erased and
 * don't count. Relative imports inside a project are walked here; cycles between projects are refused by Nx's
 * module-boundary lint rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** Every project's source folder: apps/<app>/src and libs/<lib>/src. */
const SOURCE_DIRS = ['apps', 'libs'].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => join(ROOT, group, name, 'src'))
    .filter((dir) => existsSync(dir)),
);

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative specifiers a file needs at run time: `import type …` / `export type … from` are left out. */
function runtimeImports(source: string): string[] {
  const specs: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm;
  for (const m of source.matchAll(statement)) {
    if (m[5]) specs.push(m[5]);
    else if (!m[2]) specs.push(m[4]);
  }
  return specs;
}

function resolveSpec(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every elementary cycle found by depth-first search, each reported once as a readable chain. */
function findCycles(graph: Map<string, string[]>): string[] {
  const cycles = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const loop = stack.slice(stack.indexOf(next));
        cycles.add([...loop, next].map((f) => relative(ROOT, f)).join(' → '));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...cycles];
}

describe('imports of every app and lib', () => {
  it('reads type-only imports as erased and value imports as edges', () => {
    const source = [
      "import type { Db } from '../../db/db';",
      "import { nowText, type Db } from '../../db/db';",
      "export { nowText } from './clock';",
      "export type { Migration } from './db';",
      "import './side-effect';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['../../db/db', './clock', './side-effect']);
  });

  it('finds a cycle when there is one', () => {
    const [a, b, c] = ['/x/a.ts', '/x/b.ts', '/x/c.ts'];
    expect(findCycles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toHaveLength(1);
    expect(findCycles(new Map([[a, [b]], [b, [c]], [c, []]]))).toEqual([]);
  });

  it('form no cycle at run time', () => {
    const files = SOURCE_DIRS.flatMap(tsFiles);
    expect(SOURCE_DIRS.length).toBeGreaterThanOrEqual(14);
    expect(files.length).toBeGreaterThan(500);
    const graph = new Map(files.map((f) => [f, runtimeImports(readFileSync(f, 'utf8')).flatMap((s) => resolveSpec(f, s) ?? [])]));
    expect(findCycles(graph)).toEqual([]);
  });
});
